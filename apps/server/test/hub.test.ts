import { describe, expect, it } from 'vitest';
import { depositMessages, messages } from '@portal/domain';
import { backends } from './support/test-database.js';
import { createTestApp } from './support/test-app.js';
import { useSignedIn, useTestApp } from './support/test-app-hooks.js';
import { openApplication } from './support/application-fixtures.js';
import { technoProducts } from './support/holder-fixtures.js';

const fd = {
  DepositAmount: '250000',
  TenureYear: '1',
  TenureMonths: '6',
  TenureDays: '0',
  InterestPayout: 'Quarterly',
  InterestPayoutMode: 'ECS',
  BankName: 'State Bank of India',
  BranchName: 'Shivajinagar, Pune',
  AccountNo: '30012345678',
  IFSC: 'SBIN0000575',
  IsAutoRenewal: 'true',
  PeriodYear: '1',
  PeriodMonths: '0',
  PeriodDays: '0',
  TDSMembershipNo: 'TDS-42',
};
const rd = { ...fd, TDSMembershipNo: undefined, DebitAccountNo: '00110022003', RDAmount: '2000', RDMonths: '24' };

describe.each(backends)('the Create New Account hub on %s', (backend) => {
  const t = useTestApp(backend);
  const asha = '9711111111';
  const ravi = '9722222222';
  const tokens = useSignedIn(t, { asha, ravi, staff: { username: 'pune101', branchCode: '101' } });

  const call = (url: string, body: Record<string, unknown>, token = tokens.asha) =>
    t.call('POST', `/api/Registration/${url}`, { body, token });

  const newApplication = async (accountTypeId: number, token = tokens.asha, mobile = asha) =>
    (await openApplication(t, token, mobile, { accountTypeId })).registrationId;
  const holdersOf = async (RegistrationId: number) =>
    (await call('GetCustomerAccountHolderList', { RegistrationId })).json<{
      data: { registrationHoldersId: number; holderSrNo: number }[];
    }>().data;
  const complete = (id: number) =>
    t.db.updateTable('registrations').set({ status: 'Completed' }).where('id', '=', id).execute();

  describe('account holders', () => {
    it('lists the first holder with the application primary details', async () => {
      const id = await newApplication(2);
      const response = await call('GetCustomerAccountHolderList', { RegistrationId: id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        data: [
          {
            holderSrNo: 1,
            customerName: '',
            status: 'Partially Filled',
            accountTypeId: 2,
            locationId: 1,
            branchId: '101',
            lastUpdated: '2026-11-05T04:30:00.000Z',
            // An adult with PAN until the personal step says otherwise: personal, family, additional,
            // techno products and the DA-1 step.
            steps: { done: 0, needed: 5 },
          },
        ],
      });
      expect((await call('GetRegistrationDetails', { RegistrationId: id })).json()).toMatchObject({
        registrationId: id,
        accountTypeId: 2,
        entityTypeId: 1,
        locationId: 1,
        branchId: '101',
        noOfHolders: 1,
        status: 'Partially Filled',
        reviewStatus: null,
        returnReasons: [],
        returnedParts: [],
      });
    });

    it('adds holders up to the maximum of 4', async () => {
      const id = await newApplication(2);
      for (let i = 2; i <= 4; i += 1) {
        const added = await call('AddApplicantHolder', { RegistrationId: id });
        expect(added.statusCode).toBe(200);
        expect(added.json()).toMatchObject({ responseMessage: messages.holderAdded });
      }
      expect((await holdersOf(id)).map((h) => h.holderSrNo)).toEqual([1, 2, 3, 4]);
      const fifth = await call('AddApplicantHolder', { RegistrationId: id });
      expect(fifth.statusCode).toBe(409);
      expect(fifth.json()).toMatchObject({ responseMessage: messages.maxHoldersReached });
      expect(await holdersOf(id)).toHaveLength(4);
    });

    it('deletes a later holder and renumbers, but never holder 1', async () => {
      const id = await newApplication(2);
      await call('AddApplicantHolder', { RegistrationId: id });
      await call('AddApplicantHolder', { RegistrationId: id });
      const [first, second, third] = await holdersOf(id);
      const refused = await call('DeleteCustomerAccountHolder', {
        RegistrationId: id,
        RegistrationHolderId: first?.registrationHoldersId,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ responseMessage: messages.firstHolderNotDeletable });
      const deleted = await call('DeleteCustomerAccountHolder', {
        RegistrationId: id,
        RegistrationHolderId: second?.registrationHoldersId,
      });
      expect(deleted.statusCode).toBe(200);
      expect(await holdersOf(id)).toEqual([
        expect.objectContaining({ registrationHoldersId: first?.registrationHoldersId, holderSrNo: 1 }),
        expect.objectContaining({ registrationHoldersId: third?.registrationHoldersId, holderSrNo: 2 }),
      ]);
    });

    it('refuses a holder of another application', async () => {
      const mine = await newApplication(2);
      const other = await newApplication(2);
      await call('AddApplicantHolder', { RegistrationId: other });
      const otherHolder = (await holdersOf(other))[1];
      const response = await call('DeleteCustomerAccountHolder', {
        RegistrationId: mine,
        RegistrationHolderId: otherHolder?.registrationHoldersId,
      });
      expect(response.statusCode).toBe(404);
      expect(await holdersOf(other)).toHaveLength(2);
    });

    it('adds no applicant to an existing-customer account (type 5)', async () => {
      const id = await newApplication(5);
      const response = await call('AddApplicantHolder', { RegistrationId: id });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ responseMessage: messages.noApplicantsForType });
    });

    it('honours MAX_HOLDERS', async () => {
      const small = await createTestApp(backend, { env: { MAX_HOLDERS: '2' } });
      try {
        const token = await small.signInCustomer(asha);
        const created = await small.call('POST', '/api/Registration/CreateNewAccount', {
          token,
          body: { Mobile: asha, AccountTypeId: 2, EntityTypeId: 1, LocationId: 1, BranchId: '101' },
        });
        const RegistrationId = created.json<{ registrationId: number }>().registrationId;
        const add = () =>
          small.call('POST', '/api/Registration/AddApplicantHolder', { token, body: { RegistrationId } });
        expect((await add()).statusCode).toBe(200);
        expect((await add()).statusCode).toBe(409);
      } finally {
        await small.close();
      }
    });
  });

  describe('account operations', () => {
    it("allows only 'Self' for one holder and every option for more", async () => {
      const id = await newApplication(2);
      expect((await call('GetCustomerAccountOperationsDetails', { RegistrationId: id })).json()).toMatchObject({
        accountOperations: null,
      });
      const joint = await call('UpdateAccountOperation', {
        RegistrationId: id,
        AccountOperations: 'Either or survivor',
      });
      expect(joint.statusCode).toBe(400);
      expect(joint.json()).toMatchObject({ responseMessage: messages.accountOperationNotAllowed });
      expect((await call('UpdateAccountOperation', { RegistrationId: id, AccountOperations: 'Self' })).json()).toEqual({
        responseCode: 'OK',
        responseMessage: messages.saved,
        version: 1,
      });
      await call('AddApplicantHolder', { RegistrationId: id });
      await call('UpdateAccountOperation', { RegistrationId: id, AccountOperations: 'Either or survivor' });
      expect((await call('GetCustomerAccountOperationsDetails', { RegistrationId: id })).json()).toMatchObject({
        accountOperations: 'Either or survivor',
      });
    });

    it('clears a joint choice when the second holder is deleted', async () => {
      const id = await newApplication(2);
      await call('AddApplicantHolder', { RegistrationId: id });
      await call('UpdateAccountOperation', { RegistrationId: id, AccountOperations: 'Jointly by all' });
      const second = (await holdersOf(id))[1];
      await call('DeleteCustomerAccountHolder', {
        RegistrationId: id,
        RegistrationHolderId: second?.registrationHoldersId,
      });
      expect((await call('GetCustomerAccountOperationsDetails', { RegistrationId: id })).json()).toMatchObject({
        accountOperations: null,
      });
    });

    it('refuses an option that is not one of the five', async () => {
      const id = await newApplication(2);
      const response = await call('UpdateAccountOperation', { RegistrationId: id, AccountOperations: 'Anybody' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ responseMessage: messages.accountOperationsRequired });
    });
  });

  describe('techno products', () => {
    it('saves the six switches sent as text and reads them back as booleans', async () => {
      const id = await newApplication(1);
      const save = (values: Record<string, unknown>) => call('UpdateTechnoProducts', { RegistrationId: id, ...values });
      const switches = {
        DebitCard: 'true',
        SMSBanking: 'true',
        MobileBanking: 'false',
        StatementOnEmail: 'true',
        AadhaarCardSeeding: 'false',
        InterntBanking: true,
      };
      expect((await save(switches)).statusCode).toBe(200);
      expect((await call('GetCustomerTechnoProductsDetails', { RegistrationId: id })).json()).toEqual({
        responseCode: 'OK',
        responseMessage: '',
        debitCard: true,
        smsBanking: true,
        mobileBanking: false,
        statementOnEmail: true,
        aadhaarCardSeeding: false,
        interntBanking: true,
        version: 1,
      });
      const bad = await save({ ...switches, DebitCard: 'yes' });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('FD and RD', () => {
    it('answers the form defaults before the first save, then the saved FD', async () => {
      const id = await newApplication(2);
      expect((await call('GetFDDetails', { RegistrationId: id })).json()).toMatchObject({
        depositAmount: '',
        interestPayout: 'Monthly',
        interestPayoutMode: 'Standing Instructions',
        isAutoRenewal: true,
      });
      expect((await call('UpdateFDDetails', { RegistrationId: id, ...fd })).statusCode).toBe(200);
      expect((await call('GetFDDetails', { RegistrationId: id })).json()).toEqual({
        responseCode: 'OK',
        responseMessage: '',
        depositAmount: '250000',
        tenureYear: '1',
        tenureMonths: '6',
        tenureDays: '0',
        interestPayout: 'Quarterly',
        interestPayoutMode: 'ECS',
        bankName: 'State Bank of India',
        branchName: 'Shivajinagar, Pune',
        accountNo: '30012345678',
        ifsc: 'SBIN0000575',
        isAutoRenewal: true,
        periodYear: '1',
        periodMonths: '0',
        periodDays: '0',
        tdsMembershipNo: 'TDS-42',
        version: 1,
      });
    });

    it('saves auto renewal No with a blank period, and refuses a period with No', async () => {
      const id = await newApplication(2);
      const no = { ...fd, IsAutoRenewal: 'false', PeriodYear: '', PeriodMonths: '', PeriodDays: '' };
      expect((await call('UpdateFDDetails', { RegistrationId: id, ...no })).statusCode).toBe(200);
      expect((await call('GetFDDetails', { RegistrationId: id })).json()).toMatchObject({
        isAutoRenewal: false,
        periodYear: '',
      });
      const withPeriod = await call('UpdateFDDetails', { RegistrationId: id, ...no, PeriodYear: '2' });
      expect(withPeriod.json()).toMatchObject({ responseMessage: messages.periodOnlyWithRenewal });
      const yesWithout = await call('UpdateFDDetails', { RegistrationId: id, ...fd, PeriodMonths: '' });
      expect(yesWithout.json()).toMatchObject({ responseMessage: messages.periodMonthRequired });
    });

    it('refuses an FD or RD amount or tenure out of bounds with 400, keeping what was saved', async () => {
      const fixed = await newApplication(2);
      const recurring = await newApplication(3);
      await call('UpdateFDDetails', { RegistrationId: fixed, ...fd });
      await call('UpdateRDDetails', { RegistrationId: recurring, ...rd });
      for (const [url, id, body, message] of [
        ['UpdateFDDetails', fixed, { ...fd, DepositAmount: '999' }, depositMessages.depositAmountRange],
        ['UpdateFDDetails', fixed, { ...fd, DepositAmount: '100000001' }, depositMessages.depositAmountRange],
        [
          'UpdateFDDetails',
          fixed,
          { ...fd, TenureYear: '0', TenureMonths: '0', TenureDays: '6' },
          depositMessages.tenureRange,
        ],
        ['UpdateFDDetails', fixed, { ...fd, TenureYear: '10', TenureMonths: '1' }, depositMessages.tenureRange],
        ['UpdateFDDetails', fixed, { ...fd, TenureDays: '45' }, depositMessages.daysPart],
        ['UpdateFDDetails', fixed, { ...fd, PeriodYear: '12' }, depositMessages.periodRange],
        ['UpdateRDDetails', recurring, { ...rd, RDAmount: '99' }, depositMessages.rdAmountRange],
        ['UpdateRDDetails', recurring, { ...rd, RDAmount: '100001' }, depositMessages.rdAmountRange],
        ['UpdateRDDetails', recurring, { ...rd, RDMonths: '5' }, depositMessages.rdMonthsRange],
        ['UpdateRDDetails', recurring, { ...rd, RDMonths: '121' }, depositMessages.rdMonthsRange],
      ] as const) {
        const response = await call(url, { RegistrationId: id, ...body });
        expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(response.json()).toMatchObject({ responseMessage: message });
      }
      expect((await call('GetFDDetails', { RegistrationId: fixed })).json()).toMatchObject({
        depositAmount: fd.DepositAmount,
        tenureYear: fd.TenureYear,
        tenureDays: fd.TenureDays,
        periodYear: fd.PeriodYear,
        version: 1,
      });
      expect((await call('GetRDDetails', { RegistrationId: recurring })).json()).toMatchObject({
        data: [{ rdAmount: rd.RDAmount, rdMonths: rd.RDMonths, version: 1 }],
      });
      // The bounds themselves are taken: an RD of 120 months.
      const longest = await call('UpdateRDDetails', {
        RegistrationId: recurring,
        ...rd,
        RDAmount: '100000',
        RDMonths: '120',
      });
      expect(longest.statusCode).toBe(200);
    });

    it('keeps FD for form type 2 and RD for form type 3', async () => {
      const savings = await newApplication(1);
      const fixed = await newApplication(2);
      const recurring = await newApplication(3);
      for (const [url, id, body] of [
        ['UpdateFDDetails', savings, fd],
        ['UpdateFDDetails', recurring, fd],
        ['UpdateRDDetails', fixed, rd],
        ['GetFDDetails', recurring, {}],
        ['GetRDDetails', fixed, {}],
      ] as const) {
        const response = await call(url, { RegistrationId: id, ...body });
        expect(response.statusCode, `${url} on ${id}`).toBe(409);
        expect(response.json()).toMatchObject({ responseMessage: messages.sectionNotForType });
      }
    });

    it('saves an RD with its deduction instructions; GetRDDetails answers a list', async () => {
      const id = await newApplication(3);
      expect((await call('GetRDDetails', { RegistrationId: id })).json()).toMatchObject({ data: [] });
      expect((await call('UpdateRDDetails', { RegistrationId: id, ...rd })).statusCode).toBe(200);
      expect((await call('GetRDDetails', { RegistrationId: id })).json()).toMatchObject({
        data: [
          {
            depositAmount: '250000',
            isAutoRenewal: 1,
            debitAccountNo: '00110022003',
            rdAmount: '2000',
            rdMonths: '24',
          },
        ],
      });
      const missing = await call('UpdateRDDetails', { RegistrationId: id, ...rd, RDMonths: '' });
      expect(missing.json()).toMatchObject({ responseMessage: messages.rdMonthsRequired });
    });

    it('has no nomination or account operations for type 5', async () => {
      const id = await newApplication(5);
      for (const url of ['GetNominees', 'GetCustomerAccountOperationsDetails']) {
        expect((await call(url, { RegistrationId: id })).statusCode).toBe(409);
      }
      expect((await call('UpdateAccountOperation', { RegistrationId: id, AccountOperations: 'Self' })).statusCode).toBe(
        409,
      );
    });
  });

  describe('a Completed application', () => {
    it('can be read but refuses every change with 409', async () => {
      const id = await newApplication(2);
      await call('UpdateFDDetails', { RegistrationId: id, ...fd });
      await complete(id);
      const changes: [string, Record<string, unknown>][] = [
        ['UpdateFDDetails', { ...fd, DepositAmount: '5000' }],
        ['UpdateAccountOperation', { AccountOperations: 'Self' }],
        ['UpdateTechnoProducts', technoProducts],
        ['UpdateNominees', { Mode: 'None', Nominees: [], NoNominationDeclared: true }],
        ['AddApplicantHolder', {}],
      ];
      for (const [url, body] of changes) {
        const response = await call(url, { RegistrationId: id, ...body });
        expect(response.statusCode, url).toBe(409);
        expect(response.json()).toMatchObject({
          responseCode: 'CONFLICT',
          responseMessage: messages.completedReadOnly,
        });
      }
      expect((await call('GetFDDetails', { RegistrationId: id })).json()).toMatchObject({ depositAmount: '250000' });
      expect((await call('GetRegistrationDetails', { RegistrationId: id })).json()).toMatchObject({
        status: 'Completed',
        reviewStatus: 'Submitted',
        returnedParts: [],
      });
    });
  });

  describe('who may call', () => {
    const reads = [
      'GetRegistrationDetails',
      'GetCustomerAccountHolderList',
      'GetCustomerAccountOperationsDetails',
      'GetCustomerTechnoProductsDetails',
      'GetFDDetails',
    ];
    const saves: [string, Record<string, unknown>][] = [
      ['AddApplicantHolder', {}],
      ['UpdateAccountOperation', { AccountOperations: 'Self' }],
      ['UpdateTechnoProducts', technoProducts],
      ['UpdateFDDetails', fd],
      ['UpdateNominees', { Mode: 'None', Nominees: [], NoNominationDeclared: true }],
    ];

    it('answers another customer as if the application did not exist, for every read and save', async () => {
      const id = await newApplication(2);
      for (const url of reads) {
        const response = await call(url, { RegistrationId: id }, tokens.ravi);
        expect(response.statusCode, url).toBe(404);
      }
      for (const [url, body] of saves) {
        expect((await call(url, { RegistrationId: id, ...body }, tokens.ravi)).statusCode, url).toBe(404);
      }
      expect((await call('GetFDDetails', { RegistrationId: id })).json()).toMatchObject({ depositAmount: '' });
      expect(await holdersOf(id)).toHaveLength(1);
    });

    it('refuses staff tokens (403) and missing tokens (401)', async () => {
      const id = await newApplication(2);
      for (const url of reads) {
        expect((await call(url, { RegistrationId: id }, tokens.staff)).statusCode, url).toBe(403);
        expect((await t.call('POST', `/api/Registration/${url}`, { body: { RegistrationId: id } })).statusCode).toBe(
          401,
        );
      }
      for (const [url, body] of saves) {
        expect((await call(url, { RegistrationId: id, ...body }, tokens.staff)).statusCode, url).toBe(403);
      }
    });

    it('moves Last updated on every save and records it in the audit log', async () => {
      const id = await newApplication(2);
      t.clock.advance(90_000);
      await call('UpdateFDDetails', { RegistrationId: id, ...fd });
      const row = (await call('GetAllCustomerAccountList', { MobileNo: asha }))
        .json<{
          data: { id: number; lastUpdated: string }[];
        }>()
        .data.find((item) => item.id === id);
      expect(row?.lastUpdated).toBe(t.clock.now().toISOString());
      const audit = await t.db.selectFrom('audit_log').select('action').where('registration_id', '=', id).execute();
      expect(audit.map((entry) => entry.action)).toEqual(['registration.created', 'section.fixedDeposit.saved']);
    });
  });
});
