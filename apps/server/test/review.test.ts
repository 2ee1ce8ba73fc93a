import { describe, expect, it } from 'vitest';
import { messages, reviewMessages, type ApplicationListItem, type CustomerListRecord } from '@portal/domain';
import { findReviewState, listDocumentIds } from '@server/modules/review/review-repository.js';
import { expectOk } from './support/answers.js';
import { backends } from './support/test-database.js';
import { useTestApp } from './support/test-app-hooks.js';
import { useReviewDesk } from './support/review-desk.js';
import { customerApplication, fillApplication } from './support/application-fixtures.js';
import { additional, family, technoProducts } from './support/holder-fixtures.js';
import { extractPdfText } from './support/pdf-text.js';

const DAY_MS = 86_400_000;

// DESIGN.md §5 "Branch review after submit", docs/decisions/028.
describe.each(backends)('the branch review on %s', (backend) => {
  const t = useTestApp(backend, {
    env: {
      SMS_SENDER_ID: 'DEMOBK',
      SMS_CODE_DLT_TEMPLATE_ID: '1107160000000000000',
      SMS_RETURN_TEMPLATE: 'Application {referenceNo} of {bank}: please correct it and submit again.',
      SMS_RETURN_DLT_TEMPLATE_ID: '1107160000000000001',
      SMS_APPROVAL_DLT_TEMPLATE_ID: '1107160000000000002',
      SMS_APPROVAL_SENDER_ID: 'DEMOAP',
      SMS_REJECTION_DLT_TEMPLATE_ID: '1107160000000000003',
      SMS_REMINDER_DLT_TEMPLATE_ID: '1107160000000000004',
    },
  });
  const { staff, review, smsTo, reviewStatusOf } = useReviewDesk(t);

  /** A new customer's complete application of branch 101, submitted. */
  const submitted = () => customerApplication(t);
  const originals = (id: number) => listDocumentIds(t.db, id);
  const verify = async (id: number, token = staff.clerk) =>
    review('Verify', token, { RegistrationId: id, OriginalsSeen: await originals(id), Remarks: 'All originals seen' });
  const audits = (id: number, action: string) =>
    t.db
      .selectFrom('audit_log')
      .select(['actor_kind', 'actor', 'at', 'detail'])
      .where('registration_id', '=', id)
      .where('action', '=', action)
      .execute();
  const staffList = (token: string, body: Record<string, unknown> = {}) =>
    t.call('POST', '/api/Registration/GetAllBranchLoginCustomerList', {
      token,
      body: { BranchCode: '101', fromDate: '01-Nov-2026', toDate: '05-Nov-2026', ...body },
    });
  const customerRow = async (app: { id: number; mobile: string; token: string }) => {
    const answer = await t.call('POST', '/api/Registration/GetAllCustomerAccountList', {
      token: app.token,
      body: { MobileNo: app.mobile },
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ data: ApplicationListItem[] }>().data.find((row) => row.id === app.id);
  };

  it('a clerk verifies with every original seen, an officer approves: audited, and the customer hears by SMS', async () => {
    const app = await submitted();
    expect(await reviewStatusOf(app.id)).toBe('Submitted');
    expect((await customerRow(app))?.reviewStatus).toBe('Submitted');

    const verified = await verify(app.id);
    expectOk(verified, reviewMessages.verified, { registrationId: app.id, reviewStatus: 'Verified' });
    const approved = await review('Approve', staff.officer, { RegistrationId: app.id, AccountNumber: '0101200034567' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ reviewStatus: 'Approved', smsSent: true });

    const state = await findReviewState(t.db, app.id);
    expect(state).toMatchObject({
      reviewStatus: 'Approved',
      verifiedBy: 'clerk101',
      verifyRemarks: 'All originals seen',
      approvedBy: 'offi101',
      accountNumber: '0101200034567',
      rejectedBy: null,
    });
    expect(state?.originalsSeen).toEqual(await originals(app.id));
    expect(state?.originalsSeen.length).toBeGreaterThanOrEqual(3);
    expect(state?.approvedAt?.toISOString()).toBe(t.clock.now().toISOString());

    // The application PDF's office box now says who verified and approved it, and the account number.
    const pdf = await t.call('GET', `/RegistrationPrintPDF/${app.id}.pdf`, { token: staff.officer });
    expect(pdf.statusCode).toBe(200);
    const lastPage = extractPdfText(pdf.rawPayload).pages.at(-1) ?? '';
    expect(lastPage.slice(lastPage.indexOf('For office use'))).toMatch(/clerk101[\s\S]*offi101[\s\S]*0101200034567/);

    const [verifiedAudit] = await audits(app.id, 'review.verified');
    expect(verifiedAudit).toMatchObject({ actor_kind: 'staff', actor: 'clerk101' });
    expect(await audits(app.id, 'review.approved')).toMatchObject([{ actor_kind: 'staff', actor: 'offi101' }]);
    // No remark, no account number, no name in the audit.
    expect(JSON.stringify(await audits(app.id, 'review.approved'))).not.toContain('0101200034567');
    expect(JSON.stringify(verifiedAudit)).not.toContain('originals seen');

    const [sms] = smsTo(app.mobile).slice(-1);
    expect(sms).toEqual({
      to: app.mobile,
      message: `Your account opening application ${app.referenceNo} at ${t.config.bankName} is approved. The branch will give you the account details.`,
      dltTemplateId: '1107160000000000002',
      senderId: 'DEMOAP',
    });

    const list = await staffList(staff.clerk);
    const row = list.json<{ data: CustomerListRecord[] }>().data.find((record) => record.id === app.id);
    expect(row?.reviewStatus).toBe('Approved');
    const customer = await customerRow(app);
    expect(customer).toMatchObject({ status: 'Completed', reviewStatus: 'Approved', returnReasons: [] });

    // Closed: nothing more happens to it.
    expect((await review('Reject', staff.officerB, { RegistrationId: app.id, Reason: 'Too late' })).statusCode).toBe(
      409,
    );
    expect((await verify(app.id)).statusCode).toBe(409);
  });

  it('refuses each step out of order (409), by the wrong role (403), from another branch (404), and without a staff session', async () => {
    const app = await submitted();
    const approve = (token: string) =>
      review('Approve', token, { RegistrationId: app.id, AccountNumber: '0101200099999' });

    const early = await approve(staff.officer);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      responseCode: 'CONFLICT',
      responseMessage: reviewMessages.notAwaitingDecision,
    });
    expect((await review('Reject', staff.officer, { RegistrationId: app.id, Reason: 'No' })).statusCode).toBe(409);

    const byOfficer = await verify(app.id, staff.officer);
    expect(byOfficer.statusCode).toBe(403);
    expect(byOfficer.json()).toMatchObject({
      responseCode: 'FORBIDDEN',
      responseMessage: reviewMessages.roleCannotVerify,
    });

    const otherBranch = await verify(app.id, staff.clerk201);
    expect(otherBranch.statusCode).toBe(404);
    expect(otherBranch.json()).toMatchObject({ responseCode: 'NOT_FOUND' });
    expect(
      (await review('Return', staff.clerk201, { RegistrationId: app.id, Reasons: [{ Section: 'FD', Reason: 'x' }] }))
        .statusCode,
    ).toBe(404);
    expect((await verify(999_999)).statusCode).toBe(404);

    expect((await review('Verify', undefined, { RegistrationId: app.id, OriginalsSeen: [] })).statusCode).toBe(401);
    const asCustomer = await review('Verify', app.token, { RegistrationId: app.id, OriginalsSeen: [] });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ responseMessage: messages.forbidden });

    // Every original ticked, and only this application's.
    const documents = await originals(app.id);
    const missing = await review('Verify', staff.clerk, { RegistrationId: app.id, OriginalsSeen: documents.slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errors: [{ field: 'OriginalsSeen', message: reviewMessages.originalsMissing(1) }],
    });
    const unknown = await review('Verify', staff.clerk, {
      RegistrationId: app.id,
      OriginalsSeen: [...documents, 999_999],
    });
    expect(unknown.json()).toMatchObject({
      errors: [{ field: 'OriginalsSeen', message: reviewMessages.originalsUnknown }],
    });
    expect(await reviewStatusOf(app.id)).toBe('Submitted');
    expect(await audits(app.id, 'review.verified')).toEqual([]);

    expect((await verify(app.id)).statusCode).toBe(200);
    const again = await verify(app.id, staff.clerkB);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ responseMessage: reviewMessages.notAwaitingVerification });

    const byClerk = await approve(staff.clerkB);
    expect(byClerk.statusCode).toBe(403);
    expect(byClerk.json()).toMatchObject({ responseMessage: reviewMessages.roleCannotDecide });
    expect((await approve(staff.officer201)).statusCode).toBe(404);
    const badNumber = await review('Approve', staff.officer, { RegistrationId: app.id, AccountNumber: '12-34' });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json()).toMatchObject({
      errors: [{ field: 'AccountNumber', message: reviewMessages.accountNumberInvalid('6 to 20 digits') }],
    });
    expect(await reviewStatusOf(app.id)).toBe('Verified');

    // A draft is not reviewed.
    const draftToken = await t.signInCustomer('9744440001');
    const draft = await fillApplication(t, draftToken, '9744440001', { skip: ['UpdateTechnoProducts'] });
    const draftVerify = await review('Verify', staff.clerk, {
      RegistrationId: draft.RegistrationId,
      OriginalsSeen: [],
    });
    expect(draftVerify.statusCode).toBe(409);
    expect(draftVerify.json()).toMatchObject({ responseMessage: reviewMessages.notSubmitted });
  });

  it('holds the four-eyes rule: an admin may take either step, never both on one application (403)', async () => {
    const app = await submitted();
    expect((await verify(app.id, staff.admin)).statusCode).toBe(200);
    const own = await review('Approve', staff.admin, { RegistrationId: app.id, AccountNumber: '0101200011111' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ responseCode: 'FORBIDDEN', responseMessage: reviewMessages.fourEyes });
    expect((await review('Reject', staff.admin, { RegistrationId: app.id, Reason: 'Mine' })).statusCode).toBe(403);
    expect(await reviewStatusOf(app.id)).toBe('Verified');
    expect(
      (await review('Approve', staff.officer, { RegistrationId: app.id, AccountNumber: '0101200011111' })).statusCode,
    ).toBe(200);

    // The admin approves what a clerk verified, in any branch; an account number is recorded once.
    const other = await submitted();
    expect((await verify(other.id)).statusCode).toBe(200);
    const taken = await review('Approve', staff.admin, { RegistrationId: other.id, AccountNumber: '0101200011111' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ responseMessage: reviewMessages.accountNumberTaken });
    expect(
      (await review('Approve', staff.admin, { RegistrationId: other.id, AccountNumber: '0101200022222' })).statusCode,
    ).toBe(200);
    expect((await findReviewState(t.db, other.id))?.approvedBy).toBe('rvadmin');
  });

  it('rejects a Verified application with a reason and tells the customer by SMS', async () => {
    const app = await submitted();
    expect((await verify(app.id)).statusCode).toBe(200);
    const blank = await review('Reject', staff.officer, { RegistrationId: app.id, Reason: ' ' });
    expect(blank.json()).toMatchObject({ errors: [{ field: 'Reason', message: reviewMessages.reasonRequired }] });
    const rejected = await review('Reject', staff.officer, {
      RegistrationId: app.id,
      Reason: 'Address proof does not match',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      responseMessage: reviewMessages.rejected,
      reviewStatus: 'Rejected',
      smsSent: true,
    });
    expect(await findReviewState(t.db, app.id)).toMatchObject({
      reviewStatus: 'Rejected',
      rejectedBy: 'offi101',
      rejectionReason: 'Address proof does not match',
      approvedBy: null,
      accountNumber: null,
    });
    expect(smsTo(app.mobile).at(-1)).toEqual({
      to: app.mobile,
      message: `Your account opening application ${app.referenceNo} at ${t.config.bankName} could not be approved. Please contact the branch for details.`,
      dltTemplateId: '1107160000000000003',
      senderId: 'DEMOBK',
    });
    expect(smsTo(app.mobile).at(-1)?.message).not.toContain('Address proof');
    expect(await audits(app.id, 'review.rejected')).toMatchObject([{ actor: 'offi101', detail: {} }]);
    expect(
      (await review('Approve', staff.officerB, { RegistrationId: app.id, AccountNumber: '0101200033333' })).statusCode,
    ).toBe(409);
  });

  it('returns an application: only the returned sections open, the resubmit makes it Submitted and the review starts again', async () => {
    const app = await submitted();
    const badSection = await review('Return', staff.clerk, {
      RegistrationId: app.id,
      Reasons: [{ Section: 'Family', Reason: 'x' }],
    });
    expect(badSection.statusCode).toBe(400);
    expect(badSection.json()).toMatchObject({
      errors: [{ field: 'Reasons.0.Section', message: reviewMessages.sectionUnknown }],
    });
    expect((await review('Return', staff.clerk, { RegistrationId: app.id, Reasons: [] })).statusCode).toBe(400);
    const byOfficer = await review('Return', staff.officer, {
      RegistrationId: app.id,
      Reasons: [{ Section: 'Family Details', Reason: 'x' }],
    });
    expect(byOfficer.statusCode).toBe(403);

    const reasons = [
      { Section: 'Family Details', Reason: "Father's name differs from the PAN card" },
      { Section: 'Techno based products requirement', Reason: 'Choose SMS banking again' },
    ];
    const returned = await review('Return', staff.clerk, { RegistrationId: app.id, Reasons: reasons });
    expectOk(returned, reviewMessages.returned, { registrationId: app.id, reviewStatus: 'Returned', smsSent: true });
    expect(smsTo(app.mobile).at(-1)).toEqual({
      to: app.mobile,
      message: `Application ${app.referenceNo} of ${t.config.bankName}: please correct it and submit again.`,
      dltTemplateId: '1107160000000000001',
      senderId: 'DEMOBK',
    });
    expect(await audits(app.id, 'review.returned')).toMatchObject([
      {
        actor: 'clerk101',
        detail: { from: 'Submitted', sections: ['Family Details', 'Techno based products requirement'] },
      },
    ]);
    expect(JSON.stringify(await audits(app.id, 'review.returned'))).not.toContain('PAN card');
    expect(await customerRow(app)).toMatchObject({
      status: 'Completed',
      reviewStatus: 'Returned',
      returnReasons: [
        { section: 'Family Details', reason: "Father's name differs from the PAN card" },
        { section: 'Techno based products requirement', reason: 'Choose SMS banking again' },
      ],
    });
    // Not verifiable while with the customer; not approvable.
    expect((await verify(app.id)).statusCode).toBe(409);

    const save = (call: string, body: Record<string, unknown>) =>
      t.call('POST', `/api/Registration/${call}`, { token: app.token, body: { RegistrationId: app.id, ...body } });
    // The hub and the wizards read which parts are open again, and why, from the application's details.
    expect((await save('GetRegistrationDetails', {})).json()).toMatchObject({
      status: 'Completed',
      reviewStatus: 'Returned',
      returnReasons: [
        { section: 'Family Details', reason: "Father's name differs from the PAN card" },
        { section: 'Techno based products requirement', reason: 'Choose SMS banking again' },
      ],
      returnedParts: ['family', 'technoProducts'],
    });
    const before = await t.db
      .selectFrom('registrations')
      .select('updated_at')
      .where('id', '=', app.id)
      .executeTakeFirstOrThrow();
    t.clock.advance(60_000);
    const unreturned = await save('UpdateAdditionalDetails', additional);
    expect(unreturned.statusCode).toBe(409);
    expect(unreturned.json()).toMatchObject({
      responseCode: 'CONFLICT',
      responseMessage: reviewMessages.returnedSectionOnly,
    });
    expect((await save('AddApplicantHolder', {})).statusCode).toBe(409);
    const hubUnreturned = await save('UpdateAccountOperation', { AccountOperations: 'Self' });
    expect(hubUnreturned.statusCode).toBe(409);
    expect(hubUnreturned.json()).toMatchObject({ responseMessage: reviewMessages.returnedSectionOnly });
    expect(
      (
        await t.call('POST', '/api/Registration/DeleteCustomerAccount', {
          token: app.token,
          body: { RegistrationId: app.id },
        })
      ).statusCode,
    ).toBe(409);
    const unchanged = await t.db
      .selectFrom('registrations')
      .select('updated_at')
      .where('id', '=', app.id)
      .executeTakeFirstOrThrow();
    expect(unchanged.updated_at).toEqual(before.updated_at);

    const familySaved = await save('UpdateFamilyDetails', { ...family, FatherFirstName: 'Vinayak' });
    expect(familySaved.statusCode).toBe(200);
    const technoSaved = await save('UpdateTechnoProducts', { ...technoProducts, SMSBanking: true });
    expect(technoSaved.statusCode).toBe(200);

    const resubmit = await t.call('POST', '/api/Registration/SubmitAccount', {
      token: app.token,
      body: { RegistrationId: app.id, branchUserName: null },
    });
    expect(resubmit.statusCode).toBe(200);
    expect(await reviewStatusOf(app.id)).toBe('Submitted');
    expect(await audits(app.id, 'registration.resubmitted')).toHaveLength(1);
    expect(await customerRow(app)).toMatchObject({ reviewStatus: 'Submitted', returnReasons: [] });
    expect((await save('GetRegistrationDetails', {})).json()).toMatchObject({
      reviewStatus: 'Submitted',
      returnReasons: [],
      returnedParts: [],
    });
    // Read-only again.
    expect((await save('UpdateFamilyDetails', family)).statusCode).toBe(409);
    expect((await save('UpdateTechnoProducts', technoProducts)).statusCode).toBe(409);

    // The review starts again: verification first.
    expect(
      (await review('Approve', staff.officer, { RegistrationId: app.id, AccountNumber: '0101200044444' })).statusCode,
    ).toBe(409);
    expect((await verify(app.id, staff.clerkB)).statusCode).toBe(200);
    // An officer may return a Verified application, before deciding.
    const fromVerified = await review('Return', staff.officer, {
      RegistrationId: app.id,
      Reasons: [{ Section: 'Personal Details', Reason: 'Photo unclear' }],
    });
    expect(fromVerified.statusCode).toBe(200);
    expect(await audits(app.id, 'review.returned')).toHaveLength(2);
    const state = await findReviewState(t.db, app.id);
    expect(state).toMatchObject({ reviewStatus: 'Returned', returnedBy: 'offi101', verifiedBy: 'clerkb101' });
    expect(state?.returnReasons).toEqual([{ section: 'Personal Details', reason: 'Photo unclear' }]);

    // The staff list filters by review status.
    const onlyReturned = await staffList(staff.clerk, { ReviewStatus: 'Returned' });
    const rows = onlyReturned.json<{ data: CustomerListRecord[] }>().data;
    expect(rows.map((row) => row.id)).toContain(app.id);
    expect(rows.every((row) => row.reviewStatus === 'Returned')).toBe(true);
    expect((await staffList(staff.clerk, { ReviewStatus: 'Done' })).statusCode).toBe(400);
  });

  it('sends the sign-in code with its own DLT template id and the common sender id, its text unchanged', async () => {
    const mobile = '9744440003';
    await t.signInCustomer(mobile);
    const [code] = smsTo(mobile);
    expect(code).toEqual({
      to: mobile,
      message: expect.stringMatching(
        new RegExp(
          `^\\d{6} is your OTP for ${t.config.bankName} online account opening\\. It is valid for 5 minutes\\. Do not share it with anyone\\.$`,
        ),
      ),
      dltTemplateId: '1107160000000000000',
      senderId: 'DEMOBK',
    });
  });

  it('keeps a transition when its SMS fails', async () => {
    const app = await submitted();
    expect((await verify(app.id)).statusCode).toBe(200);
    const sent = smsTo(app.mobile).length;
    t.sms.status = 503;
    try {
      const approved = await review('Approve', staff.officer, {
        RegistrationId: app.id,
        AccountNumber: '0101200055555',
      });
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ reviewStatus: 'Approved', smsSent: false });
    } finally {
      t.sms.status = 200;
    }
    expect(await reviewStatusOf(app.id)).toBe('Approved');
    expect(await audits(app.id, 'review.approved')).toHaveLength(1);
    expect(smsTo(app.mobile)).toHaveLength(sent);
  });

  it('lists the drafts to follow up and sends at most one reminder a day, audited', async () => {
    const mobile = '9744440002';
    const token = await t.signInCustomer(mobile);
    const draft = await fillApplication(t, token, mobile, {
      skip: ['UpdateAdditionalDetails', 'UpdateTechnoProducts', 'UpdateNominees', 'UpdateAccountOperation'],
    });
    const done = await submitted();
    // Idle three days (moving the clock would end the staff sessions too).
    await t.db
      .updateTable('registrations')
      .set({ updated_at: new Date(t.clock.now().getTime() - 3 * DAY_MS - 60_000) })
      .where('id', '=', draft.RegistrationId)
      .execute();

    const list = await review('GetFollowUpList', staff.clerk, { BranchCode: '101' });
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ data: { id: number }[] }>().data;
    expect(rows.map((row) => row.id)).not.toContain(done.id);
    expect(rows.find((row) => row.id === draft.RegistrationId)).toEqual({
      id: draft.RegistrationId,
      referenceNo: draft.referenceNo,
      customerName: expect.any(String),
      mobileNo: mobile,
      accountTypeName: 'Savings Account',
      branchCode: '101',
      lastStep: 'Family Details',
      lastUpdated: expect.any(String),
      daysSinceChange: 3,
      lastReminderAt: null,
      reminderAllowed: true,
    });
    expect((await review('GetFollowUpList', staff.clerk201, { BranchCode: '101' })).statusCode).toBe(403);
    const ofOther = await review('GetFollowUpList', staff.clerk201, { BranchCode: '201' });
    expect(ofOther.json<{ data: { id: number }[] }>().data.map((row) => row.id)).not.toContain(draft.RegistrationId);
    expect((await review('GetFollowUpList', token, { BranchCode: '101' })).statusCode).toBe(403);
    expect((await review('GetFollowUpList', undefined, { BranchCode: '101' })).statusCode).toBe(401);

    const remind = (token2: string, id = draft.RegistrationId) =>
      review('SendReminder', token2, { RegistrationId: id });
    expect((await remind(staff.clerk201)).statusCode).toBe(404);
    expect((await remind(staff.clerk, done.id)).statusCode).toBe(409);

    // The gateway fails: 503, and the reminder may be tried again at once.
    t.sms.status = 500;
    try {
      const failed = await remind(staff.clerk);
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ responseMessage: reviewMessages.reminderFailed });
    } finally {
      t.sms.status = 200;
    }
    expect(await audits(draft.RegistrationId, 'review.reminder.failed')).toHaveLength(1);

    const sent = await remind(staff.clerk);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      responseMessage: reviewMessages.reminderSent,
      sentAt: t.clock.now().toISOString(),
    });
    expect(smsTo(mobile).at(-1)).toEqual({
      to: mobile,
      message: `Your account opening application ${draft.referenceNo} at ${t.config.bankName} is not finished. Please sign in to the portal to complete it.`,
      dltTemplateId: '1107160000000000004',
      senderId: 'DEMOBK',
    });

    // The limit is the mobile's (docs/decisions/044); the application keeps its own last reminder for the list.
    const sentBefore = async (hours: number) => {
      const at = new Date(t.clock.now().getTime() - hours * 3_600_000);
      await t.db.updateTable('reminder_mobiles').set({ last_sent_at: at }).where('mobile', '=', mobile).execute();
      await t.db
        .updateTable('application_reviews')
        .set({ last_reminder_at: at })
        .where('registration_id', '=', draft.RegistrationId)
        .execute();
    };
    await sentBefore(23);
    const tooSoon = await remind(staff.officer);
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toMatchObject({ responseCode: 'CONFLICT', responseMessage: reviewMessages.reminderTooSoon });
    // Audited once: the refused one leaves no trace.
    expect(await audits(draft.RegistrationId, 'review.reminder.sent')).toHaveLength(1);
    const listed = await review('GetFollowUpList', staff.clerk, { BranchCode: '101' });
    expect(
      listed
        .json<{ data: { id: number; reminderAllowed: boolean }[] }>()
        .data.find((row) => row.id === draft.RegistrationId),
    ).toMatchObject({
      reminderAllowed: false,
    });

    await sentBefore(24);
    expect((await remind(staff.clerk)).statusCode).toBe(200);
    const reminders = await audits(draft.RegistrationId, 'review.reminder.sent');
    expect(reminders).toHaveLength(2);
    expect(reminders.every((row) => row.actor_kind === 'staff')).toBe(true);
  });
});
