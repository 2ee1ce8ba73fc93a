import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_NUMBER_FORMAT, messages, reviewMessages, type GetApplicationResponse } from '@portal/domain';
import { ConfigError, loadConfig } from '@server/config.js';
import { findReviewState, listDocumentIds } from '@server/modules/review/review-repository.js';
import { expectOk } from './support/answers.js';
import { backends } from './support/test-database.js';
import { useTestApp } from './support/test-app-hooks.js';
import { useReviewDesk } from './support/review-desk.js';
import { customerApplication, fillApplication, newMobile } from './support/application-fixtures.js';

const DAY_MS = 86_400_000;

/** A bank whose account numbers are "SB-", four digits, a space and four digits (or plain digits). */
const BANK_FORMAT = { pattern: 'SB-\\d{4} \\d{4}|\\d{6,20}', description: 'SB-1234 5678, or 6 to 20 digits' };

// Review corrections: "Return what applies", "Corrections with four eyes", reminders per mobile (docs/decisions/044).
describe.each(backends)('review corrections on %s', (backend) => {
  const t = useTestApp(backend, {
    env: {
      ACCOUNT_NUMBER_PATTERN: BANK_FORMAT.pattern,
      ACCOUNT_NUMBER_FORMAT: BANK_FORMAT.description,
      SMS_REOPEN_DLT_TEMPLATE_ID: '1107160000000000005',
    },
  });
  const { staff, review, smsTo, reviewStatusOf } = useReviewDesk(t);

  /** A new customer's complete savings application of branch 101, submitted. */
  const submitted = () => customerApplication(t);
  const verify = async (id: number) =>
    review('Verify', staff.clerk, { RegistrationId: id, OriginalsSeen: await listDocumentIds(t.db, id), Remarks: '' });
  /** Submitted, verified by the clerk and approved by the officer with this account number. */
  async function approved(accountNumber: string) {
    const app = await submitted();
    expect((await verify(app.id)).statusCode).toBe(200);
    const answer = await review('Approve', staff.officer, { RegistrationId: app.id, AccountNumber: accountNumber });
    expect(answer.statusCode).toBe(200);
    return app;
  }
  const audits = (id: number, action: string) =>
    t.db
      .selectFrom('audit_log')
      .select(['actor', 'detail'])
      .where('registration_id', '=', id)
      .where('action', '=', action)
      .execute();
  const application = async (id: number, token = staff.clerk) => {
    const answer = await review('GetApplication', token, { RegistrationId: id });
    expect(answer.statusCode).toBe(200);
    return answer.json<GetApplicationResponse>();
  };

  describe('return what applies', () => {
    it("answers the application's returnable sections and the bank's account-number format", async () => {
      const app = await submitted();
      const answer = await application(app.id);
      expect(answer.returnableSections).toEqual([
        'Personal Details',
        'Family Details',
        'Additional Details',
        'Techno products',
        'Techno based products requirement',
        'Instruction for account operations and Nomination form DA-1',
        'Nomination form DA-1',
        'Instruction for account operations',
        'Applicant Declaration',
      ]);
      expect(answer.accountNumberFormat).toEqual(BANK_FORMAT);
      expect(BANK_FORMAT).not.toEqual(DEFAULT_ACCOUNT_NUMBER_FORMAT);
    });

    it.each([['FD'], ['RD'], ['Related person / guardian'], ['Form no 60/61'], ['Terms and conditions']])(
      'refuses to return %s, a section this savings account of one adult with PAN does not have: nothing changes, no SMS',
      async (section) => {
        const app = await submitted();
        const sent = smsTo(app.mobile).length;
        const answer = await review('Return', staff.clerk, {
          RegistrationId: app.id,
          Reasons: [
            { Section: 'Family Details', Reason: "Father's name" },
            { Section: section, Reason: 'Nothing to change here' },
          ],
        });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({
          responseCode: 'VALIDATION_ERROR',
          errors: [{ field: 'Reasons.1.Section', message: reviewMessages.sectionNotInApplication(section) }],
        });
        expect(await reviewStatusOf(app.id)).toBe('Submitted');
        expect(await audits(app.id, 'review.returned')).toEqual([]);
        expect(smsTo(app.mobile)).toHaveLength(sent);
        expect((await findReviewState(t.db, app.id))?.returnReasons).toEqual([]);
      },
    );

    it('returns a section the application has', async () => {
      const app = await submitted();
      const reasons = [{ Section: 'Nomination form DA-1', Reason: 'Nominee address' }];
      const answer = await review('Return', staff.clerk, { RegistrationId: app.id, Reasons: reasons });
      expect(answer.statusCode).toBe(200);
      expect(await reviewStatusOf(app.id)).toBe('Returned');
    });

    it('checks the branch and the role before the sections (404, 403)', async () => {
      const app = await submitted();
      const body = { RegistrationId: app.id, Reasons: [{ Section: 'FD', Reason: 'x' }] };
      expect((await review('Return', staff.clerk201, body)).statusCode).toBe(404);
      expect((await review('Return', staff.officer, body)).statusCode).toBe(403);
    });
  });

  describe('reopening a decision', () => {
    const reopen = (token: string | undefined, id: number, Reason = 'Account number typed wrong') =>
      review('Reopen', token, { RegistrationId: id, Reason });

    it('lets only an admin reopen (403 for a clerk or officer, 404 for another branch, 401 without a session)', async () => {
      const app = await approved('SB-0101 0001');
      expect((await reopen(undefined, app.id)).statusCode).toBe(401);
      const asCustomer = await reopen(app.token, app.id);
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json()).toMatchObject({ responseMessage: messages.forbidden });
      for (const token of [staff.clerk, staff.officer]) {
        const refused = await reopen(token, app.id);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({
          responseCode: 'FORBIDDEN',
          responseMessage: reviewMessages.roleCannotReopen,
        });
      }
      for (const token of [staff.clerk201, staff.officer201]) {
        expect((await reopen(token, app.id)).json()).toMatchObject({ responseCode: 'NOT_FOUND' });
      }
      expect((await reopen(staff.admin, 999_999)).statusCode).toBe(404);
      const blank = await reopen(staff.admin, app.id, ' ');
      expect(blank.json()).toMatchObject({ errors: [{ field: 'Reason', message: reviewMessages.reasonRequired }] });
      expect(await reviewStatusOf(app.id)).toBe('Approved');
      expect(await audits(app.id, 'review.reopened')).toEqual([]);
      // An admin of another branch: admins act in every branch.
      expect((await reopen(staff.admin, app.id)).statusCode).toBe(200);
    });

    it('reopens only an approval or a rejection (409 otherwise)', async () => {
      const app = await submitted();
      const refused = await reopen(staff.admin, app.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ responseCode: 'CONFLICT', responseMessage: reviewMessages.notReopenable });
      expect((await verify(app.id)).statusCode).toBe(200);
      expect((await reopen(staff.admin, app.id)).statusCode).toBe(409);
      const returned = await review('Return', staff.officer, {
        RegistrationId: app.id,
        Reasons: [{ Section: 'Personal Details', Reason: 'Photo unclear' }],
      });
      expect(returned.statusCode).toBe(200);
      expect((await reopen(staff.admin, app.id)).statusCode).toBe(409);
      expect(await reviewStatusOf(app.id)).toBe('Returned');

      const draft = await customerApplication(t, { submit: false, skip: ['UpdateTechnoProducts'] });
      expect((await reopen(staff.admin, draft.id)).json()).toMatchObject({
        responseMessage: reviewMessages.notSubmitted,
      });
    });

    it('puts an approval back to Verified: the customer is told, audited without the reason, and neither the verifier nor the admin who reopened decides', async () => {
      const app = await approved('SB-0101 0002');
      const reason = 'Ramesh Patil gave account SB-0101 0020, not 0002';
      const answer = await reopen(staff.admin, app.id, reason);
      expectOk(answer, reviewMessages.reopened, { registrationId: app.id, reviewStatus: 'Verified', smsSent: true });
      expect(smsTo(app.mobile).at(-1)).toEqual({
        to: app.mobile,
        message: `The decision on your account opening application ${app.referenceNo} at ${t.config.bankName} is being reviewed again. The branch will tell you the outcome.`,
        dltTemplateId: '1107160000000000005',
      });
      expect(JSON.stringify(smsTo(app.mobile).at(-1))).not.toContain('Ramesh');

      const audited = await audits(app.id, 'review.reopened');
      expect(audited).toEqual([{ actor: 'rvadmin', detail: { from: 'Approved' } }]);

      const read = await application(app.id);
      expect(read.review).toMatchObject({
        reviewStatus: 'Verified',
        verifiedBy: 'clerk101',
        approvedBy: null,
        accountNumber: null,
        reopened: {
          by: 'rvadmin',
          at: t.clock.now().toISOString(),
          reason,
          decision: { status: 'Approved', by: 'offi101', accountNumber: 'SB-0101 0002', rejectionReason: null },
        },
      });
      expect(read.history.at(-1)).toEqual({
        at: t.clock.now().toISOString(),
        action: 'Approval reopened for a new decision',
        by: 'rvadmin',
      });
      expect(JSON.stringify(read.history)).not.toContain('Ramesh');

      // Four eyes: the admin who reopened may not decide; the verifying clerk never may.
      const own = await review('Approve', staff.admin, { RegistrationId: app.id, AccountNumber: 'SB-0101 0020' });
      expect(own.statusCode).toBe(403);
      expect(own.json()).toMatchObject({ responseMessage: reviewMessages.reopenedByYou });
      expect((await review('Reject', staff.admin, { RegistrationId: app.id, Reason: 'No' })).statusCode).toBe(403);
      expect(
        (await review('Approve', staff.clerk, { RegistrationId: app.id, AccountNumber: 'SB-0101 0020' })).statusCode,
      ).toBe(403);
      expect(await reviewStatusOf(app.id)).toBe('Verified');

      // Another officer decides again; the old number was freed.
      const again = await review('Approve', staff.officerB, { RegistrationId: app.id, AccountNumber: 'SB-0101 0020' });
      expect(again.statusCode).toBe(200);
      expect(await findReviewState(t.db, app.id)).toMatchObject({
        reviewStatus: 'Approved',
        approvedBy: 'offib101',
        accountNumber: 'SB-0101 0020',
      });
      const other = await submitted();
      expect((await verify(other.id)).statusCode).toBe(200);
      expect(
        (await review('Approve', staff.officer, { RegistrationId: other.id, AccountNumber: 'SB-0101 0002' }))
          .statusCode,
      ).toBe(200);
    });

    it('reopens a rejection for another officer to approve, telling the customer each time', async () => {
      const app = await submitted();
      expect((await verify(app.id)).statusCode).toBe(200);
      expect((await review('Reject', staff.officer, { RegistrationId: app.id, Reason: 'Unclear' })).statusCode).toBe(
        200,
      );
      const sent = smsTo(app.mobile).length;
      expect((await reopen(staff.adminB, app.id, 'The proof was clear after all')).statusCode).toBe(200);
      expect(smsTo(app.mobile)).toHaveLength(sent + 1);
      expect(await audits(app.id, 'review.reopened')).toEqual([{ actor: 'rvadminb', detail: { from: 'Rejected' } }]);
      expect((await application(app.id)).review.reopened?.decision).toMatchObject({
        status: 'Rejected',
        by: 'offi101',
        rejectionReason: 'Unclear',
      });
      expect((await application(app.id)).history.at(-1)?.action).toBe('Rejection reopened for a new decision');
      // The admin of another branch, who neither verified nor reopened it, may decide.
      expect(
        (await review('Approve', staff.admin, { RegistrationId: app.id, AccountNumber: '000101000003' })).statusCode,
      ).toBe(200);
      expect(smsTo(app.mobile)).toHaveLength(sent + 2);
    });
  });

  describe("account numbers in the bank's format", () => {
    it('keeps the number exactly as typed and compares it so for uniqueness', async () => {
      const first = await approved('00123456');
      expect((await findReviewState(t.db, first.id))?.accountNumber).toBe('00123456');
      // Leading zeros are part of the number: "0123456" is another account.
      await approved('0123456');
      const app = await submitted();
      expect((await verify(app.id)).statusCode).toBe(200);
      const taken = await review('Approve', staff.officer, { RegistrationId: app.id, AccountNumber: '00123456' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ responseMessage: reviewMessages.accountNumberTaken });
      expect(await reviewStatusOf(app.id)).toBe('Verified');
    });

    it.each([['SB-00123456'], ['SB 0012 3456'], ['12345'], ['SB-0012 34567'], ['SB-0012 3456x']])(
      "refuses %j, naming the bank's format, and drops nothing",
      async (typed) => {
        const app = await submitted();
        expect((await verify(app.id)).statusCode).toBe(200);
        const answer = await review('Approve', staff.officer, { RegistrationId: app.id, AccountNumber: typed });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({
          errors: [{ field: 'AccountNumber', message: `Account Number must be ${BANK_FORMAT.description}` }],
        });
        expect(await reviewStatusOf(app.id)).toBe('Verified');
      },
    );

    it('refuses a JSON number, which has lost any leading zero on the way', async () => {
      const app = await submitted();
      expect((await verify(app.id)).statusCode).toBe(200);
      const answer = await review('Approve', staff.officer, { RegistrationId: app.id, AccountNumber: 123456 });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        errors: [{ field: 'AccountNumber', message: reviewMessages.accountNumberAsText }],
      });
    });

    it('checks the format only for who may approve, after the four-eyes rule', async () => {
      const app = await submitted();
      expect((await verify(app.id)).statusCode).toBe(200);
      expect((await review('Approve', staff.clerk, { RegistrationId: app.id, AccountNumber: 'x' })).statusCode).toBe(
        403,
      );
      expect(
        (await review('Approve', staff.officer201, { RegistrationId: app.id, AccountNumber: 'x' })).statusCode,
      ).toBe(404);
    });
  });

  describe('reminders per customer mobile', () => {
    /** Two drafts of one customer mobile, idle for days. */
    async function twoDrafts() {
      const mobile = newMobile();
      const token = await t.signInCustomer(mobile);
      const skip = ['UpdateAdditionalDetails', 'UpdateTechnoProducts', 'UpdateNominees', 'UpdateAccountOperation'];
      const first = await fillApplication(t, token, mobile, { skip });
      const second = await fillApplication(t, token, mobile, { skip });
      return { mobile, ids: [first.RegistrationId, second.RegistrationId] as const };
    }
    const remind = (id: number, token = staff.clerk) => review('SendReminder', token, { RegistrationId: id });
    const followUp = async () =>
      (await review('GetFollowUpList', staff.clerk, { BranchCode: '101' })).json<{
        data: { id: number; reminderAllowed: boolean; lastReminderAt: string | null }[];
      }>().data;

    it('sends at most one a day to a mobile, whichever application, and the follow-up list agrees', async () => {
      const { mobile, ids } = await twoDrafts();
      expect((await remind(ids[0])).statusCode).toBe(200);
      const second = await remind(ids[1], staff.officer);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        responseCode: 'CONFLICT',
        responseMessage: reviewMessages.reminderTooSoon,
      });
      expect(smsTo(mobile)).toHaveLength(1 + 1); // the sign-in code and one reminder
      expect(await audits(ids[1], 'review.reminder.sent')).toEqual([]);
      const rows = (await followUp()).filter((row) => ids.includes(row.id));
      expect(rows.map((row) => [row.id, row.reminderAllowed, row.lastReminderAt !== null])).toEqual(
        expect.arrayContaining([
          [ids[0], false, true],
          [ids[1], false, false],
        ]),
      );

      // A day later, either application may have the next one.
      await t.db
        .updateTable('reminder_mobiles')
        .set({ last_sent_at: new Date(t.clock.now().getTime() - DAY_MS) })
        .where('mobile', '=', mobile)
        .execute();
      expect((await followUp()).filter((row) => ids.includes(row.id)).every((row) => row.reminderAllowed)).toBe(true);
      expect((await remind(ids[1])).statusCode).toBe(200);
      expect((await remind(ids[0])).statusCode).toBe(409);
    });

    it('lets only one of two reminders at once through for one mobile', async () => {
      const { mobile, ids } = await twoDrafts();
      const answers = await Promise.all(ids.map((id) => remind(id)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(smsTo(mobile)).toHaveLength(2);
    });

    it("gives the mobile's reminder back when the gateway fails", async () => {
      const { ids } = await twoDrafts();
      t.sms.status = 500;
      try {
        expect((await remind(ids[0])).statusCode).toBe(503);
      } finally {
        t.sms.status = 200;
      }
      expect((await followUp()).filter((row) => ids.includes(row.id)).every((row) => row.reminderAllowed)).toBe(true);
      expect((await remind(ids[1])).statusCode).toBe(200);
    });
  });
});

describe('the account-number format in the configuration', () => {
  const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-account-number-')) });

  it('is digits only, 6 to 20, unless the bank gives its own pattern and its words together', () => {
    expect(loadConfig(base()).accountNumberFormat).toEqual({ pattern: '\\d{6,20}', description: '6 to 20 digits' });
    expect(
      loadConfig({ ...base(), ACCOUNT_NUMBER_PATTERN: '\\d{12}', ACCOUNT_NUMBER_FORMAT: '12 digits' })
        .accountNumberFormat,
    ).toEqual({ pattern: '\\d{12}', description: '12 digits' });
    expect(() => loadConfig({ ...base(), ACCOUNT_NUMBER_PATTERN: '\\d{12}' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base(), ACCOUNT_NUMBER_FORMAT: '12 digits' })).toThrow(/go together/);
    expect(() =>
      loadConfig({ ...base(), ACCOUNT_NUMBER_PATTERN: '\\d{12', ACCOUNT_NUMBER_FORMAT: '12 digits' }),
    ).toThrow(/ACCOUNT_NUMBER_PATTERN: not a regular expression/);
  });
});
