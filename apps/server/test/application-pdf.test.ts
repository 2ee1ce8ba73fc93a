import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/domain';
import { backends } from './support/test-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { cameraJpeg, fillApplication } from './support/application-fixtures.js';
import { AADHAAR, MASKED_AADHAAR, formNo60, relatedPerson } from './support/holder-fixtures.js';
import { extractPdfText } from './support/pdf-text.js';

const BANK_NAME = 'Pune Sahakari Test Bank Ltd.';

describe.each(backends)('the application PDF on %s', (backend) => {
  let t: TestApp;
  const asha = '9777777777';
  const ravi = '9788888888';
  let ashaToken: string;
  let raviToken: string;
  let branchStaff: string;
  let otherBranchStaff: string;
  let admin: string;
  let threeHolders: { RegistrationId: number; referenceNo: string };
  let pdf: Buffer;
  let text: string;
  let lines: string;

  const fetchPdf = (id: number | string, token?: string) =>
    t.call('GET', `/RegistrationPrintPDF/${id}.pdf`, token ? { token } : {});
  const submit = (RegistrationId: number) =>
    t.call('POST', '/api/Registration/SubmitAccount', { body: { RegistrationId }, token: ashaToken });

  beforeAll(async () => {
    t = await createTestApp(backend, { env: { BANK_NAME } });
    ashaToken = await t.signInCustomer(asha);
    raviToken = await t.signInCustomer(ravi);
    branchStaff = await t.addStaff({ username: 'pdf101', branchCode: '101' });
    otherBranchStaff = await t.addStaff({ username: 'pdf201', branchCode: '201' });
    admin = await t.addStaff({ username: 'pdfadmin', branchCode: '201', isAdmin: true });

    // Three holders with phone-sized photos (stored up to 2000 px), an FD account.
    threeHolders = await fillApplication(t, ashaToken, asha, {
      accountTypeId: 2,
      photo: await cameraJpeg(1500, 2000, 120),
      otherHolders: [
        {
          firstName: 'Ravi',
          lastName: 'Patil',
          photo: await cameraJpeg(1500, 2000, 90),
          aadhaarMasked: 'XXXX XXXX 1234',
        },
        { firstName: 'Meera', lastName: 'Joshi', photo: await cameraJpeg(1500, 2000, 160) },
      ],
    });
    expect((await fetchPdf(threeHolders.RegistrationId, ashaToken)).statusCode).toBe(404);
    expect((await submit(threeHolders.RegistrationId)).statusCode).toBe(200);
    const response = await fetchPdf(threeHolders.RegistrationId, ashaToken);
    expect(response.statusCode).toBe(200);
    pdf = response.rawPayload;
    if (process.env.PDF_SAMPLE_PATH) writeFileSync(process.env.PDF_SAMPLE_PATH, pdf);
    lines = extractPdfText(pdf).lines.join('\n');
    // Wrapped lines joined again, so a value reads as one string.
    text = lines.replace(/\s+/g, ' ');
  });
  afterAll(() => t.close());

  it('is a PDF download named after the reference number, never cached or sniffed', async () => {
    const response = await fetchPdf(threeHolders.RegistrationId, ashaToken);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${threeHolders.referenceNo}.pdf"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
  });

  it('reads like the bank’s form: header, reference, dates, branch, types, every holder and section', () => {
    for (const expected of [
      BANK_NAME,
      'Account Opening Form',
      threeHolders.referenceNo,
      '05-Nov-2026', // application and submitted date, DD-MMM-YYYY (the test clock)
      'Pune Main Branch (101)',
      'Fixed Deposit',
      'Individual',
      'Account holder 1 (Asha Ramesh Patil)',
      'Account holder 2 (Ravi Patil)',
      'Account holder 3 (Meera Joshi)',
      'Mrs.',
      'Female',
      '12-Apr-1990',
      'Married',
      'Indian',
      'Salaried (Private Sector)',
      '+91 9777777777',
      '12 MG Road, Camp, Pune - 411001, Rajasthan', // state 21 of the demo list
      'ABCPE1234F',
      'UID-Aadhaar No.',
      'POA & POI',
      'Ramesh Patil',
      'Graduate',
      'Demat',
      'Car (3/2020)',
      '4,80,000 (100000-500000)', // amounts grouped in lakhs, the label saying Rs.
      'Spouse / Maiden',
      'Miss. Asha Kulkarni',
      // Holders 2 and 3 by the other-holder wizard's bands and vehicle year.
      '4,80,000 (100001-500000)',
      '9,60,000 (500001-1000000)',
      'Vehicles (year)',
      'Car (2020)',
      'Nomination form DA-1',
      'Savings deposit',
      'Ravi Anil Patil',
      'Techno based products requirement',
      'Either or survivor',
      'Fixed Deposit details',
      'Deposit amount (Rs.)',
      '2,50,000',
      '1 year, 6 months', // the tenure as a person reads it; the renewal period is '1 year'
      'SBIN0000575',
      'Applicant declaration',
      'Signature / thumb impression',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/Page 1 of (\d+)/);
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('prints the 14 declaration clauses naming the bank', () => {
    expect(text).toContain(`to inform ${BANK_NAME} of any change`);
    expect(text).toMatch(/14\./);
  });

  it('embeds each holder’s photo, shrunk, and stays under 300 KB', () => {
    const images = pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? [];
    expect(images).toHaveLength(3);
    expect(pdf.length).toBeLessThan(300 * 1024);
  });

  it('shows Aadhaar numbers only masked', () => {
    expect(text).toContain(MASKED_AADHAAR);
    expect(text).toContain('XXXX XXXX 1234');
    const { streams } = extractPdfText(pdf);
    for (const content of [pdf.toString('latin1'), ...streams, text]) expect(content).not.toContain(AADHAAR);
    expect(lines).not.toMatch(/\b\d{4}\s?\d{4}\s?\d{4}\b/);
  });

  it('prints the Form 60/61 declaration and the guardian of a minor without PAN', async () => {
    const minor = await fillApplication(t, ashaToken, asha, {
      personal: { DOB: '2015-06-01', MartialStatus: '2', isPAN: false, PAN: '', Base64PAN: '' },
    });
    for (const [url, body] of [
      ['UpdateFormNo60', formNo60],
      ['UpdateDetailOfRelatedPerson', relatedPerson],
    ] as const) {
      const saved = await t.call('POST', `/api/Registration/${url}`, {
        body: { RegistrationId: minor.RegistrationId, ...body },
        token: ashaToken,
      });
      expect(saved.statusCode, url).toBe(200);
    }
    expect((await submit(minor.RegistrationId)).statusCode).toBe(200);
    const response = await fetchPdf(minor.RegistrationId, ashaToken);
    const minorText = extractPdfText(response.rawPayload).lines.join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      'Form 60/61 declaration',
      'Opening a savings account',
      'Applied for PAN',
      'Related person / guardian',
      'Natural Guardian',
      'ABCPR1234K',
      MASKED_AADHAAR,
    ]) {
      expect(minorText, expected).toContain(expected);
    }
    expect(response.rawPayload.toString('latin1')).not.toContain(AADHAAR);
    expect(minorText).not.toContain(AADHAAR);
    // An unmarried child's family details are the parents alone.
    expect(minorText).toContain('Family details');
    expect(minorText).not.toContain('Spouse / Maiden');
  });

  describe('authorization', () => {
    it.each([
      ['the owning customer', () => ashaToken, 200],
      ['another customer', () => raviToken, 404],
      ['staff of its branch', () => branchStaff, 200],
      ['staff of another branch', () => otherBranchStaff, 404],
      ['an admin', () => admin, 200],
      ['no token', () => '', 401],
    ])('%s: %s', async (_who, token, status) => {
      const response = await fetchPdf(threeHolders.RegistrationId, token());
      expect(response.statusCode).toBe(status);
      if (status !== 200) {
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.body).not.toContain(threeHolders.referenceNo);
      }
    });

    it('answers 404 for a Partially Filled application, a missing one and a malformed name', async () => {
      const open = await fillApplication(t, ashaToken, asha, { skip: ['UpdateFamilyDetails'] });
      for (const token of [ashaToken, branchStaff, admin]) {
        const response = await fetchPdf(open.RegistrationId, token);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ responseCode: 'NOT_FOUND', responseMessage: messages.notFound });
      }
      expect((await fetchPdf(99_999_999, admin)).statusCode).toBe(404);
      for (const name of ['abc', '0', `${threeHolders.RegistrationId}.txt`]) {
        const response = await t.call('GET', `/RegistrationPrintPDF/${name}`, { token: admin });
        expect(response.statusCode, name).toBe(404);
      }
    });
  });
});
