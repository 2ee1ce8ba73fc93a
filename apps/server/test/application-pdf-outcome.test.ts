import { describe, expect, it } from 'vitest';
import { listDocumentIds } from '@server/modules/review/review-repository.js';
import { customerApplication } from './support/application-fixtures.js';
import { extractPdfText } from './support/pdf-text.js';
import { backends } from './support/test-database.js';
import { useSignedIn, useTestApp } from './support/test-app-hooks.js';

/** "The PDF tells the outcome" (docs/decisions/045): the office box of a rejected or returned application. */
describe.each(backends)('the application PDF of a reviewed application on %s', (backend) => {
  const t = useTestApp(backend);
  const staff = useSignedIn(t, {
    clerk: { username: 'pdfclerk', branchCode: '101' },
    officer: { username: 'pdfofficer', branchCode: '101', role: 'officer' },
  });

  const submitted = () => customerApplication(t);
  const review = async (call: string, token: string, body: Record<string, unknown>) => {
    const answer = await t.call('POST', `/api/Review/${call}`, { token, body });
    expect(answer.statusCode, answer.body).toBe(200);
  };
  /** The office box's text: from its heading to the end of the last page. */
  const officeBox = async (id: number, token: string) => {
    const pdf = await t.call('GET', `/RegistrationPrintPDF/${id}.pdf`, { token });
    expect(pdf.statusCode).toBe(200);
    const lastPage = extractPdfText(pdf.rawPayload).pages.at(-1) ?? '';
    expect(lastPage).toContain('For office use');
    return lastPage.slice(lastPage.indexOf('For office use'));
  };

  it('says a rejected application is rejected, by whom, when and why, with no approval to fill in', async () => {
    const app = await submitted();
    await review('Verify', staff.clerk, {
      RegistrationId: app.id,
      OriginalsSeen: await listDocumentIds(t.db, app.id),
    });
    t.clock.advance(7 * 60_000);
    await review('Reject', staff.officer, { RegistrationId: app.id, Reason: 'Address proof does not match the PAN' });

    // The test clock starts at 10:00 in India (04:30 UTC), so 7 minutes later is 10:07.
    for (const token of [staff.officer, app.token]) {
      const box = await officeBox(app.id, token);
      expect(box).toContain('Rejected by pdfofficer on 05-Nov-2026 10:07 IST');
      expect(box).toMatch(/Verified by \(name and signature\)[\s\S]*pdfclerk/);
      expect(box).toMatch(/Rejected by \(name and signature\)[\s\S]*Rejected on/);
      expect(box).toMatch(/Reason for rejection[\s\S]*Address proof does not match the PAN/);
      expect(box).not.toContain('Approved by');
      expect(box).not.toContain('Account number');
    }
  });

  it('says a returned application is returned, with each section and its reason, while the customer has it', async () => {
    const app = await submitted();
    await review('Return', staff.clerk, {
      RegistrationId: app.id,
      Reasons: [
        { Section: 'Family Details', Reason: "Father's name differs from the PAN card" },
        { Section: 'Nomination form DA-1', Reason: "Give the nominee's pincode" },
      ],
    });
    const box = await officeBox(app.id, staff.officer);
    expect(box).toMatch(
      /Returned to the customer for changes by pdfclerk on \d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2} IST/,
    );
    expect(box).toMatch(/Returned: Family Details[\s\S]*Father's name differs from the PAN card/);
    expect(box).toMatch(/Returned: Nomination form DA-1[\s\S]*Give the nominee's pincode/);
    // The review goes on after the resubmit: the approval is still to be written in.
    expect(box).toContain('Approved by');
    expect(box).not.toContain('Rejected');

    // Resubmitted, the application is Submitted again and the box no longer says it is returned.
    const changed = await t.call('POST', '/api/Registration/UpdateNominees', {
      token: app.token,
      body: {
        RegistrationId: app.id,
        Mode: 'None',
        Nominees: [],
        NoNominationDeclared: true,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const resubmit = await t.call('POST', '/api/Registration/SubmitAccount', {
      token: app.token,
      body: { RegistrationId: app.id, branchUserName: null },
    });
    expect(resubmit.statusCode, resubmit.body).toBe(200);
    expect(await officeBox(app.id, staff.officer)).not.toContain('Returned');
  });
});
