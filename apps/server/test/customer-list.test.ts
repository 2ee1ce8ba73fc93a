import { beforeAll, describe, expect, it } from 'vitest';
import { customerListMessages, customerListResponseSchema, messages, type CustomerListRecord } from '@portal/domain';
import { saveKycStep, setHolderNames } from '../src/modules/holder-kyc/kyc-repository.js';
import { fieldProblems } from './support/field-problems.js';
import { backends } from './support/test-database.js';
import { useApplicationAudience, useTestApp } from './support/test-app-hooks.js';
import { fillApplication, openApplication } from './support/application-fixtures.js';
import { dataUrl, jpegWithExif, personalDetails, smallPng, storedPersonalDetails } from './support/holder-fixtures.js';

const LIST = '/api/Registration/GetAllBranchLoginCustomerList';
const BY_REFERENCE = '/api/Registration/GetRegistrationDetailsByRefNo';

interface ListAnswer {
  responseCode: string;
  responseMessage: string;
  data: CustomerListRecord[];
  truncated: boolean;
  errors?: { field: string; message: string }[];
}

// The test clock starts at 2026-11-05T04:30Z: 10:00 on 05-Nov-2026 in India.
describe.each(backends)('the branch customer list on %s', (backend) => {
  const t = useTestApp(backend);
  const asha = '9711111111';
  const ravi = '9722222222';
  /** Branch 101: holder 1's mobile is the signed-in one. */
  let matching: { RegistrationId: number; referenceNo: string };
  /** Branch 101: holder 1 gave another mobile; marked Completed. */
  let mismatching: { RegistrationId: number; referenceNo: string };
  /** Branch 101: no personal details yet. */
  let bare: { registrationId: number; referenceNo: string };
  /** Branch 201. */
  let otherBranch: { registrationId: number; referenceNo: string };
  /** Branch 101, last updated 20 days ago. */
  let old: { registrationId: number; referenceNo: string };

  const create = (token: string, mobile: string, branchCode: string, locationId: number) =>
    openApplication(t, token, mobile, { branchCode, locationId });
  const list = (token: string | undefined, body: Record<string, unknown>) => t.call('POST', LIST, { token, body });
  const byDates = (token: string, BranchCode: string, fromDate = '22-Oct-2026', toDate = '05-Nov-2026') =>
    list(token, { BranchCode, fromDate, toDate });
  const references = (answer: { json<T>(): T }) =>
    answer
      .json<ListAnswer>()
      .data.map((record) => record.referenceNo)
      .sort();
  const tokens = useApplicationAudience(t, { asha, ravi });
  beforeAll(async () => {
    old = await create(tokens.asha, asha, '101', 1);
    await t.db
      .updateTable('registrations')
      .set({ updated_at: new Date('2026-10-16T04:30:00Z') })
      .where('id', '=', old.registrationId)
      .execute();
    matching = await fillApplication(t, tokens.asha, asha, { skip: ['UpdateTechnoProducts'] });
    mismatching = await fillApplication(t, tokens.ravi, ravi, { personal: { Mobile: '9899999999' } });
    await t.db
      .updateTable('registrations')
      .set({ status: 'Completed', pdf_file_name: `${mismatching.referenceNo}.pdf` })
      .where('id', '=', mismatching.RegistrationId)
      .execute();
    bare = await create(tokens.ravi, ravi, '101', 1);
    otherBranch = await create(tokens.asha, asha, '201', 2);
  });

  describe('by dates', () => {
    it('gives staff their own branch only, newest first, with every field of the record', async () => {
      const response = await byDates(tokens.staff101, '101');
      expect(response.statusCode).toBe(200);
      const body = response.json<ListAnswer>();
      expect(body.responseCode).toBe('OK');
      expect(body.truncated).toBe(false);
      expect(body.data.map((record) => record.referenceNo)).toEqual([
        bare.referenceNo,
        mismatching.referenceNo,
        matching.referenceNo,
      ]);
      const [bareRecord, mismatchRecord, matchRecord] = body.data;
      expect(matchRecord).toEqual({
        id: matching.RegistrationId,
        status: 'Partially Filled',
        lastUpdated: expect.stringMatching(/^2026-11-05T/),
        createdOn: expect.stringMatching(/^2026-11-05T/),
        referenceNo: matching.referenceNo,
        mobileNo: asha,
        mobileNoMismatch: false,
        customerName: 'Asha Ramesh Patil',
        accountTypeName: 'Savings Account',
        entityTypeName: 'Individual',
        holdersCount: 1,
        formFillBy: 'Customer',
        branchCode: '101',
        branchName: 'Pune Main Branch',
        reviewStatus: null,
      });
      // Marked Completed without a review status: it reads as Submitted (docs/decisions/028).
      expect(mismatchRecord).toMatchObject({
        status: 'Completed',
        mobileNo: ravi,
        mobileNoMismatch: true,
        reviewStatus: 'Submitted',
      });
      expect(bareRecord).toMatchObject({ mobileNoMismatch: null, customerName: '', holdersCount: 1 });
    });

    it("sends, byte for byte, what the response schema's serializer would", async () => {
      // The route serialises the records as the query answers them, without the schema (customer-list-routes.ts).
      for (const response of [
        await byDates(tokens.admin, ''),
        await list(tokens.admin, { BranchCode: '', fromDate: '01-Jan-2026', toDate: '01-Jan-2026' }),
        await t.call('POST', BY_REFERENCE, { token: tokens.staff101, body: { ReferenceNo: matching.referenceNo } }),
      ]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.body).toBe(JSON.stringify(customerListResponseSchema.parse(response.json())));
      }
    });

    it('counts whole days in India: the record of 20 days ago appears once the range reaches it', async () => {
      expect(references(await byDates(tokens.staff101, '101', '16-Oct-2026', '16-Oct-2026'))).toEqual([
        old.referenceNo,
      ]);
      expect(references(await byDates(tokens.staff101, '101', '17-Oct-2026', '04-Nov-2026'))).toEqual([]);
    });

    it("never shows another branch's records, and refuses to list another branch (403)", async () => {
      expect(references(await byDates(tokens.staff201, '201'))).toEqual([otherBranch.referenceNo]);
      for (const [token, code] of [
        [tokens.staff101, '201'],
        [tokens.staff201, '101'],
        [tokens.staff101, ''],
        [tokens.staff101, '999'],
      ] as const) {
        const response = await byDates(token, code);
        expect(response.statusCode).toBe(403);
        expect(response.json<ListAnswer>()).toMatchObject({
          responseCode: 'FORBIDDEN',
          responseMessage: messages.forbidden,
        });
      }
      const missingCode = await list(tokens.staff101, { fromDate: '22-Oct-2026', toDate: '05-Nov-2026' });
      expect(missingCode.statusCode).toBe(403);
    });

    it('gives admins every branch with an empty code, or one branch when they name it', async () => {
      expect(references(await byDates(tokens.admin, ''))).toEqual(
        [matching.referenceNo, mismatching.referenceNo, bare.referenceNo, otherBranch.referenceNo].sort(),
      );
      expect(references(await byDates(tokens.admin, '201'))).toEqual([otherBranch.referenceNo]);
    });

    it('accepts FromDate/ToDate spelt with capitals', async () => {
      const response = await list(tokens.staff201, {
        BranchCode: '201',
        FromDate: '22-Oct-2026',
        ToDate: '05-Nov-2026',
      });
      expect(response.statusCode).toBe(200);
      expect(references(response)).toEqual([otherBranch.referenceNo]);
    });

    it.each([
      ['an ISO date', { fromDate: '2026-11-05' }, 'fromDate', customerListMessages.dateFormat],
      ['a day that does not exist', { toDate: '31-Feb-2026' }, 'toDate', customerListMessages.dateFormat],
      ['no date', { fromDate: undefined }, 'fromDate', customerListMessages.dateFormat],
      [
        'From after To',
        { fromDate: '05-Nov-2026', toDate: '04-Nov-2026' },
        'fromDate',
        customerListMessages.fromAfterTo,
      ],
      ['a future To Date', { toDate: '06-Nov-2026' }, 'toDate', messages.dateInFuture],
      ['a future From Date', { fromDate: '06-Nov-2026', toDate: '06-Nov-2026' }, 'fromDate', messages.dateInFuture],
      ['367 days', { fromDate: '03-Nov-2025' }, 'toDate', customerListMessages.rangeTooLong],
      ['a branch code that is not digits', { BranchCode: '10x' }, 'BranchCode', customerListMessages.branchCode],
    ])('refuses %s with 400 and a clear message', async (_name, change, field, message) => {
      const body = { BranchCode: '101', fromDate: '22-Oct-2026', toDate: '05-Nov-2026', ...change };
      const response = await list(tokens.staff101, body);
      expect(response.statusCode).toBe(400);
      const answer = response.json<ListAnswer>();
      expect(answer.responseCode).toBe('VALIDATION_ERROR');
      expect(fieldProblems(answer)).toContainEqual({ field, message });
    });

    it('allows exactly 366 days', async () => {
      expect((await byDates(tokens.staff101, '101', '05-Nov-2025', '05-Nov-2026')).statusCode).toBe(200);
      expect(customerListMessages.rangeTooLong).toContain('366 days');
    });
  });

  describe('by reference number', () => {
    const find = (token: string | undefined, ReferenceNo: unknown) =>
      t.call('POST', BY_REFERENCE, { token, body: { ReferenceNo } });

    it("finds the branch's own application", async () => {
      const response = await find(tokens.staff101, mismatching.referenceNo);
      expect(response.statusCode).toBe(200);
      expect(response.json<ListAnswer>().data).toEqual([
        expect.objectContaining({ id: mismatching.RegistrationId, mobileNoMismatch: true, status: 'Completed' }),
      ]);
    });

    it('finds a reference typed with spaces or dashes, as its digits', async () => {
      const digits = mismatching.referenceNo;
      const grouped = [digits.slice(0, 4), digits.slice(4, 8), digits.slice(8)];
      for (const typed of [grouped.join(' '), grouped.join('-'), ` ${grouped.join(' - ')} `]) {
        const response = await find(tokens.staff101, typed);
        expect(response.statusCode, typed).toBe(200);
        expect(references(response), typed).toEqual([digits]);
      }
    });

    it("answers another branch's reference exactly as an unknown one", async () => {
      const foreign = await find(tokens.staff101, otherBranch.referenceNo);
      const unknown = await find(tokens.staff101, '999999999999999');
      expect(foreign.statusCode).toBe(200);
      expect(foreign.json()).toEqual(unknown.json());
      expect(foreign.json<ListAnswer>().data).toEqual([]);
    });

    it('lets an admin find any branch', async () => {
      expect(references(await find(tokens.admin, otherBranch.referenceNo))).toEqual([otherBranch.referenceNo]);
    });

    it.each([
      ['empty', '', messages.referenceRequired],
      ['not digits', '12ab', messages.referenceRequired],
      ['only separators', ' - ', messages.referenceRequired],
      ['longer than 15 digits', '1234567890123456', 'Maximum 15 digits'],
      ['longer than 15 digits once its spaces go', '1234 5678 9012 3456', 'Maximum 15 digits'],
    ])('refuses a reference that is %s (400)', async (_name, value, message) => {
      const response = await find(tokens.staff101, value);
      expect(response.statusCode).toBe(400);
      expect(fieldProblems(response.json())).toContainEqual({ field: 'ReferenceNo', message });
    });
  });

  describe('who may call', () => {
    it.each([
      [LIST, { BranchCode: '101', fromDate: '22-Oct-2026', toDate: '05-Nov-2026' }],
      [BY_REFERENCE, { ReferenceNo: '202611050000001' }],
    ])('%s: a customer token is refused (403), no token 401', async (url, body) => {
      const asCustomer = await t.call('POST', url, { token: tokens.asha, body });
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json<ListAnswer>().responseCode).toBe('FORBIDDEN');
      const anonymous = await t.call('POST', url, { body });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json<ListAnswer>().responseCode).toBe('UNAUTHORIZED');
    });

    it('refuses a logged-out staff token (401)', async () => {
      const token = await t.signInStaff('clerk201');
      expect((await byDates(token, '201')).statusCode).toBe(200);
      expect((await t.call('POST', '/api/Auth/Logout', { token, body: {} })).statusCode).toBe(200);
      expect((await byDates(token, '201')).statusCode).toBe(401);
    });
  });

  // Holder 1's name and mobile and the holder count are kept on registrations by triggers (migration
  // 0007); each write path below must move them.
  describe('what the list shows of the holders', () => {
    const call = (url: string, body: Record<string, unknown>) =>
      t.call('POST', `/api/Registration/${url}`, { token: tokens.asha, body });
    const recordOf = async (referenceNo: string) => {
      const response = await t.call('POST', BY_REFERENCE, { token: tokens.admin, body: { ReferenceNo: referenceNo } });
      const [record] = response.json<ListAnswer>().data;
      if (!record) throw new Error(`${referenceNo} is not in the list`);
      return record;
    };

    it('follows holders added, renamed and deleted, and holder 1 saving another name and mobile', async () => {
      // Branch 102: out of the other tests' lists.
      const application = await fillApplication(t, tokens.asha, asha, { branchCode: '102' });
      const RegistrationId = application.RegistrationId;
      expect(await recordOf(application.referenceNo)).toMatchObject({
        customerName: 'Asha Ramesh Patil',
        mobileNoMismatch: false,
        holdersCount: 1,
      });

      const added = await call('AddApplicantHolder', { RegistrationId });
      expect(added.statusCode).toBe(200);
      const holderId = added.json<{ registrationHoldersId: number }>().registrationHoldersId;
      await setHolderNames(
        t.db,
        holderId,
        { first_name: 'Second', middle_name: '', last_name: 'Holder' },
        t.clock.now(),
      );
      expect(await recordOf(application.referenceNo)).toMatchObject({
        customerName: 'Asha Ramesh Patil',
        holdersCount: 2,
      });

      const jpeg = dataUrl(await jpegWithExif());
      const files = { photo: jpeg, pan: (await smallPng()).toString('base64'), proof: jpeg };
      // Only the mobile, then also a name: each on its own must show.
      const savePersonal = (changes: Record<string, unknown>) =>
        call('Registration', {
          RegistrationId,
          registrationHolders: [{ ...personalDetails(asha, files), ...changes }],
        });
      const otherMobile = await savePersonal({ Mobile: '9899999999' });
      expect(otherMobile.statusCode, otherMobile.body).toBe(200);
      expect(await recordOf(application.referenceNo)).toMatchObject({
        customerName: 'Asha Ramesh Patil',
        mobileNoMismatch: true,
        holdersCount: 2,
      });
      const otherName = await savePersonal({ Mobile: '9899999999', FirstName: 'Ashwini' });
      expect(otherName.statusCode, otherName.body).toBe(200);
      expect(await recordOf(application.referenceNo)).toMatchObject({
        customerName: 'Ashwini Ramesh Patil',
        mobileNoMismatch: true,
        holdersCount: 2,
      });

      const deleted = await call('DeleteCustomerAccountHolder', { RegistrationId, RegistrationHolderId: holderId });
      expect(deleted.statusCode).toBe(200);
      expect(await recordOf(application.referenceNo)).toMatchObject({
        customerName: 'Ashwini Ramesh Patil',
        mobileNoMismatch: true,
        holdersCount: 1,
      });
    });

    it("follows holder 1's personal details written on their own, before any name", async () => {
      const created = await create(tokens.asha, asha, '102', 1);
      const holder1 = await t.db
        .selectFrom('registration_holders')
        .select('id')
        .where('registration_id', '=', created.registrationId)
        .where('holder_sr_no', '=', 1)
        .executeTakeFirstOrThrow();
      expect(await recordOf(created.referenceNo)).toMatchObject({ mobileNoMismatch: null, holdersCount: 1 });
      await saveKycStep(t.db, holder1.id, 'personal', storedPersonalDetails('9899999999'), t.clock.now(), undefined);
      expect(await recordOf(created.referenceNo)).toMatchObject({
        customerName: '',
        mobileNoMismatch: true,
        holdersCount: 1,
      });
    });
  });
});
