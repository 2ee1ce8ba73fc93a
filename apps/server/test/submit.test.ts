import { describe, expect, it } from 'vitest';
import { messages, namedMessages } from '@portal/domain';
import { backends } from './support/test-database.js';
import { useSignedIn, useTestApp } from './support/test-app-hooks.js';
import { fillApplication, openApplication } from './support/application-fixtures.js';
import { family, technoProducts } from './support/holder-fixtures.js';
import { fieldProblems } from './support/field-problems.js';

describe.each(backends)('SubmitAccount on %s', (backend) => {
  const t = useTestApp(backend);
  const asha = '9755555555';
  const ravi = '9766666666';
  const tokens = useSignedIn(t, { asha, ravi, staff: { username: 'submit101', branchCode: '101' } });

  const submit = (RegistrationId: number, token = tokens.asha, extra: Record<string, unknown> = {}) =>
    t.call('POST', '/api/Registration/SubmitAccount', {
      body: { RegistrationId, branchUserName: null, ...extra },
      token,
    });
  const registrationRow = (id: number) =>
    t.db
      .selectFrom('registrations')
      .select(['status', 'form_fill_by', 'pdf_file_name', 'submitted_at', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const submittedAudits = async (id: number) =>
    (
      await t.db
        .selectFrom('audit_log')
        .select(['action', 'actor', 'detail'])
        .where('registration_id', '=', id)
        .where('action', '=', 'registration.submitted')
        .execute()
    ).length;

  describe('an incomplete application', () => {
    it('names each missing holder step and hub section, in the customer’s words, and changes nothing', async () => {
      const { RegistrationId } = await fillApplication(t, tokens.asha, asha, {
        accountTypeId: 2,
        otherHolders: [{ firstName: 'Ravi', lastName: 'Patil' }],
        skip: ['UpdateAdditionalDetails', 'UpdateAccountHolderStatus', 'UpdateFDDetails'],
      });
      const before = await registrationRow(RegistrationId);
      const response = await submit(RegistrationId);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ responseCode: string; responseMessage: string; errors: unknown[] }>();
      const expected = [
        { field: 'fixedDeposit', message: 'Fixed Deposit details are not saved' },
        {
          field: 'holders.1.additional',
          message: 'Account holder 1 (Asha Ramesh Patil): Additional Details is not saved',
        },
        {
          field: 'holders.2.declaration',
          message: 'Account holder 2 (Ravi Patil): Applicant Declaration is not saved',
        },
        // Holder 1's wizard stopped before its declaration, which is named too (docs/decisions/041).
        { field: 'holders.1.declaration', message: 'Account holder 1 has not accepted the declaration' },
      ];
      expect(body.responseCode).toBe('VALIDATION_ERROR');
      expect(fieldProblems(body)).toEqual(expected);
      expect(body.responseMessage).toBe(namedMessages.applicationIncomplete(expected.map((e) => e.message)));
      for (const { message } of expected) expect(body.responseMessage).toContain(message);

      expect(await registrationRow(RegistrationId)).toEqual(before);
      expect(before).toMatchObject({ status: 'Partially Filled', pdf_file_name: null, submitted_at: null });
      expect(await submittedAudits(RegistrationId)).toBe(0);
      // Still editable.
      const saved = await t.call('POST', '/api/Registration/UpdateTechnoProducts', {
        body: { RegistrationId, ...technoProducts },
        token: tokens.asha,
      });
      expect(saved.statusCode).toBe(200);
    });

    it('names the sections a new application lacks, and holder 1’s steps without repeating them', async () => {
      const id = (await openApplication(t, tokens.asha, asha, { accountTypeId: 3 })).registrationId;
      const response = await submit(id);
      expect(response.statusCode).toBe(400);
      expect(fieldProblems(response.json())).toEqual([
        { field: 'nomination', message: messages.nominationNotSaved },
        { field: 'accountOperations', message: messages.accountOperationsNotSaved },
        { field: 'technoProducts', message: messages.technoProductsNotSaved },
        { field: 'recurringDeposit', message: messages.rdDetailsNotSaved },
        { field: 'holders.1.personal', message: 'Account holder 1: Personal Details is not saved' },
        { field: 'holders.1.family', message: 'Account holder 1: Family Details is not saved' },
        { field: 'holders.1.additional', message: 'Account holder 1: Additional Details is not saved' },
        { field: 'holders.1.declaration', message: 'Account holder 1 has not accepted the declaration' },
      ]);
    });

    it('asks account type 5 for neither nomination nor account operations', async () => {
      const { RegistrationId } = await fillApplication(t, tokens.asha, asha, {
        accountTypeId: 5,
        skip: ['UpdateTechnoProducts'],
      });
      const response = await submit(RegistrationId);
      expect(fieldProblems(response.json())).toEqual([
        { field: 'technoProducts', message: messages.technoProductsNotSaved },
      ]);
      await t.call('POST', '/api/Registration/UpdateTechnoProducts', {
        body: { RegistrationId, ...technoProducts },
        token: tokens.asha,
      });
      expect((await submit(RegistrationId)).statusCode).toBe(200);
    });
  });

  describe('a complete application', () => {
    it('is Completed in one go, answers its PDF name and reference, and is read-only after', async () => {
      const { RegistrationId, referenceNo, holderIds } = await fillApplication(t, tokens.asha, asha, {
        accountTypeId: 2,
        otherHolders: [{ firstName: 'Ravi', lastName: 'Patil' }],
      });
      t.clock.advance(60_000);
      const response = await submit(RegistrationId);
      expect(response.statusCode).toBe(200);
      const answer = response.json();
      expect(answer).toEqual({
        responseCode: 'OK',
        responseMessage: messages.applicationSubmitted,
        fileName: `${referenceNo}.pdf`,
        referenceNo,
      });

      const row = await registrationRow(RegistrationId);
      expect(row).toMatchObject({ status: 'Completed', form_fill_by: 'Customer', pdf_file_name: `${referenceNo}.pdf` });
      expect(row.submitted_at?.toISOString()).toBe(t.clock.now().toISOString());
      expect(await submittedAudits(RegistrationId)).toBe(1);
      // The photo's print image is made at submit.
      const photo = await t.db
        .selectFrom('holder_documents as d')
        .innerJoin('registration_holders as h', 'h.id', 'd.holder_id')
        .select(['d.print_image'])
        .where('h.registration_id', '=', RegistrationId)
        .where('d.kind', '=', 'photo')
        .executeTakeFirstOrThrow();
      expect([...(photo.print_image ?? Buffer.alloc(0)).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

      const list = await t.call('POST', '/api/Registration/GetAllCustomerAccountList', {
        body: { MobileNo: asha },
        token: tokens.asha,
      });
      expect(list.json<{ data: { id: number }[] }>().data.find((item) => item.id === RegistrationId)).toMatchObject({
        status: 'Completed',
        formFillBy: 'Customer',
        pdfAvailable: true,
      });

      // Saves are refused now.
      for (const [url, body] of [
        ['UpdateTechnoProducts', technoProducts],
        ['UpdateFamilyDetails', family],
        ['UpdateAccountHolderStatus', { RegistrationHolderId: holderIds[0], TermsAccepted: true }],
        ['AddApplicantHolder', {}],
        ['DeleteCustomerAccount', {}],
      ] as const) {
        const refused = await t.call('POST', `/api/Registration/${url}`, {
          body: { RegistrationId, ...body },
          token: tokens.asha,
        });
        expect(refused.statusCode, url).toBe(409);
        expect(refused.json()).toMatchObject({ responseCode: 'CONFLICT', responseMessage: messages.completedReadOnly });
      }

      // A second submit changes nothing and answers the same.
      t.clock.advance(60_000);
      const again = await submit(RegistrationId);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(answer);
      expect(await registrationRow(RegistrationId)).toEqual(row);
      expect(await submittedAudits(RegistrationId)).toBe(1);
    });

    it('records Customer for a customer’s session, whatever branch user name it sends (decision 012)', async () => {
      const { RegistrationId } = await fillApplication(t, tokens.asha, asha);
      const response = await submit(RegistrationId, tokens.asha, { branchUserName: 'submit101' });
      expect(response.statusCode).toBe(200);
      expect((await registrationRow(RegistrationId)).form_fill_by).toBe('Customer');
    });

    describe('on the branch host (decision 012)', () => {
      const branchSubmit = (RegistrationId: number, branchToken: string, branchUserName: string | null) =>
        t.call('POST', '/api/Registration/SubmitAccount', {
          body: { RegistrationId, branchUserName },
          token: tokens.asha,
          headers: { 'X-Branch-Authorization': `Bearer ${branchToken}` },
        });

      it('records the branch user when the request carries that user’s staff session of the branch', async () => {
        const { RegistrationId } = await fillApplication(t, tokens.asha, asha);
        const response = await branchSubmit(RegistrationId, tokens.staff, 'submit101');
        expect(response.statusCode).toBe(200);
        expect((await registrationRow(RegistrationId)).form_fill_by).toBe('submit101');
        const audit = await t.db
          .selectFrom('audit_log')
          .select(['detail'])
          .where('registration_id', '=', RegistrationId)
          .where('action', '=', 'registration.submitted')
          .executeTakeFirstOrThrow();
        const detail: unknown = typeof audit.detail === 'string' ? JSON.parse(audit.detail) : audit.detail;
        expect(detail).toMatchObject({ formFillBy: 'submit101', branchUser: 'submit101', branchCode: '101' });
      });

      it('refuses 403, changing nothing, for another branch’s staff, another name or a dead staff token', async () => {
        const otherBranch = await t.addStaff({ username: 'submit102', branchCode: '102' });
        const { RegistrationId } = await fillApplication(t, tokens.asha, asha);
        for (const [token, name] of [
          [otherBranch, 'submit102'],
          [tokens.staff, 'submit102'],
          [tokens.staff, null],
          [tokens.asha, 'submit101'],
          ['not-a-token', 'submit101'],
        ] as const) {
          const response = await branchSubmit(RegistrationId, token, name);
          expect(response.statusCode, `${name}`).toBe(403);
          expect(response.json()).toMatchObject({ responseCode: 'FORBIDDEN' });
        }
        expect(await registrationRow(RegistrationId)).toMatchObject({
          status: 'Partially Filled',
          pdf_file_name: null,
        });
        expect(await submittedAudits(RegistrationId)).toBe(0);
      });
    });

    it('checks the request', async () => {
      const response = await t.call('POST', '/api/Registration/SubmitAccount', {
        body: { RegistrationId: 'x' },
        token: tokens.asha,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ responseCode: 'VALIDATION_ERROR' });
    });
  });

  describe('authorization', () => {
    it('401 without a token, 403 for staff, 404 for another customer or a missing id, nothing changed', async () => {
      const { RegistrationId } = await fillApplication(t, tokens.asha, asha);
      expect((await submit(RegistrationId, '')).statusCode).toBe(401);
      expect((await submit(RegistrationId, tokens.staff)).statusCode).toBe(403);
      const other = await submit(RegistrationId, tokens.ravi);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ responseCode: 'NOT_FOUND' });
      expect((await submit(99_999_999)).statusCode).toBe(404);
      expect(await registrationRow(RegistrationId)).toMatchObject({ status: 'Partially Filled', pdf_file_name: null });
    });
  });
});
