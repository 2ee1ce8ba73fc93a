import { beforeAll, describe, expect, it } from 'vitest';
import { deriveIncomeFigures, messages, namedMessages } from '@portal/domain';
import { additional, dataUrl, jpegWithExif, personalDetails, smallPng } from './support/holder-fixtures.js';
import { bodyOf, lowerFirst, specCall, specEntity } from './support/spec-text.js';
import { backends } from './support/test-database.js';
import { useSignedIn, useTestApp } from './support/test-app-hooks.js';
import { fieldProblems } from './support/field-problems.js';

/**
 * The API as the specification writes it (docs/decisions/027): each body below has exactly the
 * fields the spec's text names for the call (read from docs/spec/ by support/spec-text.ts), with the
 * ids the test created, and each answer is checked for the names the spec gives it.
 */
describe.each(backends)('the spec’s own bodies on %s', (backend) => {
  const t = useTestApp(backend);
  const asha = '9755555555';
  const ravi = '9766666666';
  let files: { photo: string; pan: string; proof: string };
  const tokens = useSignedIn(t, {
    asha: { mobile: asha, email: 'asha@example.in' },
    ravi,
    staff: { username: 'pune401', branchCode: '101' },
  });

  beforeAll(async () => {
    const jpeg = dataUrl(await jpegWithExif());
    files = { photo: jpeg, pan: (await smallPng()).toString('base64'), proof: jpeg };
  });

  /** A customer's call (Asha's unless another token is given; null: no session). */
  const post = (name: string, body: unknown, token: string | null = tokens.asha) =>
    t.call('POST', `/api/Registration/${name}`, { body, token: token ?? undefined });
  const fieldErrors = fieldProblems;
  const auditActions = async (registrationId: number) =>
    (
      await t.db
        .selectFrom('audit_log')
        .select('action')
        .where('registration_id', '=', registrationId)
        .orderBy('id')
        .execute()
    ).map((row) => row.action);

  /** holder-wizards.md §7: Registration | AccountTypeId, EntityTypeId, LocationId, BranchId, registrationHolders[] */
  const registrationCall = specCall('holder-wizards.md', '/api/Registration/Registration');
  const registrationBody = (holder: Record<string, unknown> = personalDetails(asha, files)) =>
    bodyOf(registrationCall.body, {
      AccountTypeId: 2,
      EntityTypeId: 1,
      LocationId: 1,
      BranchId: '101',
      'registrationHolders[]': [holder],
    });
  /** The spec writes the list as 'registrationHolders[]'; on the wire it is registrationHolders. */
  const onTheWire = (body: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(body).map(([field, value]) => [field.replace('[]', ''), value]));

  describe('Registration without a RegistrationId creates the application (holder-wizards.md §7)', () => {
    it('posts the spec’s body, answers registrationId and referenceNo, and the application is the caller’s', async () => {
      expect(registrationCall.body).toEqual([
        'AccountTypeId',
        'EntityTypeId',
        'LocationId',
        'BranchId',
        'registrationHolders[]',
      ]);
      const response = await post('Registration', onTheWire(registrationBody()));
      expect(response.statusCode, response.body).toBe(200);
      const created = response.json<{ registrationId: number; referenceNo: string; version: number }>();
      // The answer the spec names: registrationId, referenceNo.
      expect(created).toMatchObject({
        responseCode: 'OK',
        registrationId: expect.any(Number),
        referenceNo: expect.stringMatching(/^\d{12,15}$/),
        version: 1,
      });

      // portal.md §3 Registration, read back with a lower-case first letter, Mobile and Email included.
      const read = await post('GetRegistrationDetails', { RegistrationId: created.registrationId });
      expect(read.statusCode).toBe(200);
      const registration = read.json<Record<string, unknown>>();
      for (const field of specEntity('portal.md', 'Registration'))
        expect(registration).toHaveProperty(lowerFirst(field));
      expect(registration).toMatchObject({
        registrationId: created.registrationId,
        referenceNo: created.referenceNo,
        accountTypeId: 2,
        entityTypeId: 1,
        locationId: 1,
        branchId: '101',
        noOfHolders: 1,
        mobile: asha,
        // No Email in the call: holder 1's own.
        email: 'asha@example.in',
        status: 'Partially Filled',
      });

      // It is in the customer's list, its holder 1 carries the details, and both changes are audited.
      const list = (await post('GetAllCustomerAccountList', { MobileNo: asha })).json<{ data: { id: number }[] }>();
      expect(list.data.map((item) => item.id)).toContain(created.registrationId);
      const holders = (await post('GetCustomerAccountHolderList', { RegistrationId: created.registrationId })).json<{
        data: { holderSrNo: number; customerName: string }[];
      }>().data;
      expect(holders).toEqual([expect.objectContaining({ holderSrNo: 1, customerName: 'Asha Ramesh Patil' })]);
      expect(await auditActions(created.registrationId)).toEqual(['registration.created', 'holder.personal.saved']);

      // The next save of the same step names the application and the version it answered.
      const again = await post('Registration', {
        RegistrationId: created.registrationId,
        ...onTheWire(registrationBody()),
        Version: created.version,
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ registrationId: created.registrationId, version: 2 });
      const stale = await post('Registration', {
        RegistrationId: created.registrationId,
        ...onTheWire(registrationBody()),
        Version: created.version,
      });
      expect(stale.statusCode).toBe(409);
    });

    it('takes the Registration’s Mobile and Email (portal.md §3): Mobile only ever the caller’s', async () => {
      const withEmail = await post('Registration', {
        ...onTheWire(registrationBody()),
        Mobile: asha,
        Email: 'family@example.in',
      });
      expect(withEmail.statusCode, withEmail.body).toBe(200);
      const { registrationId } = withEmail.json<{ registrationId: number }>();
      expect((await post('GetRegistrationDetails', { RegistrationId: registrationId })).json()).toMatchObject({
        mobile: asha,
        email: 'family@example.in',
      });

      const before = await t.db.selectFrom('registrations').select('id').execute();
      const forRavi = await post('Registration', { ...onTheWire(registrationBody()), Mobile: ravi });
      expect(forRavi.statusCode).toBe(403);
      expect(await t.db.selectFrom('registrations').select('id').execute()).toHaveLength(before.length);
    });

    it('needs the four primary details to create, with the spec’s messages, and creates nothing when refused', async () => {
      const before = await t.db.selectFrom('registrations').select('id').execute();
      const bare = await post('Registration', { registrationHolders: [personalDetails(asha, files)] });
      expect(bare.statusCode).toBe(400);
      expect(fieldErrors(bare.json())).toEqual(
        expect.arrayContaining([
          { field: 'AccountTypeId', message: messages.formTypeRequired },
          { field: 'EntityTypeId', message: messages.entityTypeRequired },
          { field: 'LocationId', message: messages.locationRequired },
          { field: 'BranchId', message: messages.branchRequired },
        ]),
      );
      const wrongBranch = await post('Registration', { ...onTheWire(registrationBody()), BranchId: '201' });
      expect(wrongBranch.statusCode).toBe(400);
      expect(fieldErrors(wrongBranch.json())).toEqual([{ field: 'BranchId', message: messages.branchNotInLocation }]);
      // A holder the step's rules refuse (no photo) leaves no application behind either.
      const noPhoto = await post(
        'Registration',
        onTheWire(registrationBody({ ...personalDetails(asha, files), Base64Photo: '' })),
      );
      expect(noPhoto.statusCode).toBe(400);
      expect(fieldErrors(noPhoto.json())).toContainEqual({
        field: 'registrationHolders.0.Base64Photo',
        message: messages.photoRequired,
      });
      // Unknown fields are still refused.
      const unknown = await post('Registration', { ...onTheWire(registrationBody()), NoSuchField: 1 });
      expect(unknown.statusCode).toBe(400);
      expect(await t.db.selectFrom('registrations').select('id').execute()).toHaveLength(before.length);
    });

    it('is the signed-in customer’s only: no session 401, staff 403, another customer’s application 404', async () => {
      const created = (await post('Registration', onTheWire(registrationBody()))).json<{ registrationId: number }>();
      expect((await post('Registration', onTheWire(registrationBody()), null)).statusCode).toBe(401);
      expect((await post('Registration', onTheWire(registrationBody()), tokens.staff)).statusCode).toBe(403);
      const raviOverAsha = await post(
        'Registration',
        {
          RegistrationId: created.registrationId,
          ...onTheWire(registrationBody({ ...personalDetails(ravi, files), Email: '' })),
        },
        tokens.ravi,
      );
      expect(raviOverAsha.statusCode).toBe(404);
      expect(
        (await post('GetRegistrationDetails', { RegistrationId: created.registrationId }, tokens.ravi)).statusCode,
      ).toBe(404);
      // Ravi's own creation is Ravi's, not Asha's.
      const ravis = await post(
        'Registration',
        onTheWire(registrationBody({ ...personalDetails(ravi, files), Email: '' })),
        tokens.ravi,
      );
      expect(ravis.statusCode, ravis.body).toBe(200);
      const ravisId = ravis.json<{ registrationId: number }>().registrationId;
      expect((await post('GetRegistrationDetails', { RegistrationId: ravisId })).statusCode).toBe(404);
      expect((await post('GetRegistrationDetails', { RegistrationId: ravisId }, tokens.ravi)).json()).toMatchObject({
        mobile: ravi,
        email: '',
      });
    });
  });

  /** A new application of Asha's (type 2, FD), created by the spec's Registration body with this holder 1. */
  async function createdWith(holder: Record<string, unknown>): Promise<number> {
    const response = await post('Registration', onTheWire(registrationBody(holder)));
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ registrationId: number }>().registrationId;
  }
  /** Holder 1 without a PAN: Form 60/61 is filled instead. */
  const withoutPan = () => ({ ...personalDetails(asha, files), isPAN: false, PAN: '', Base64PAN: '' });

  /** holder-wizards.md §3 Form 60/61 declaration, the spec's fields exactly. */
  const form60Body = (RegistrationId: number) =>
    bodyOf(specEntity('holder-wizards.md', 'Form 60/61 declaration'), {
      RegistrationId,
      DeclarantDocuments: 'Ration card',
      DeclarantTransactionParticulars: 'Opening a fixed deposit',
      DeclarantAmountofTransaction: '250000',
      DeclarantAssessedTax: false,
      DetailsOfIncomeTax: 'Not assessed',
      ReasonForNoPan: 'Applied for PAN',
    });

  /** The flags and file paths the spec's load response has (holder-wizards.md §3 Applicant / holder personal). */
  const LOAD_RESPONSE_FIELDS = [
    'photoFilePath',
    'panFilePath',
    'poiFilePath',
    'isPAN',
    'declarantAssessedTax',
    'reason',
  ];

  describe('the holder reads answer lists with the spec’s flags and file paths (holder-wizards.md §3, §7)', () => {
    it('GetFirstAccountHolderDetails takes the spec’s body and answers a list of the holder', async () => {
      const RegistrationId = await createdWith(withoutPan());
      const form60 = await post('UpdateFormNo60', form60Body(RegistrationId));
      expect(form60.statusCode, form60.body).toBe(200);
      expect((await post('UpdateAdditionalDetails', { RegistrationId, ...additional })).statusCode).toBe(200);
      const [holder] = (await post('GetCustomerAccountHolderList', { RegistrationId })).json<{
        data: { registrationHoldersId: number }[];
      }>().data;

      const call = specCall('holder-wizards.md', '/api/Registration/GetFirstAccountHolderDetails');
      expect(call).toEqual({
        body: ['RegistrationId', 'RegistrationHolderId'],
        answer: 'list with holder and saved fields',
      });
      const response = await post(
        'GetFirstAccountHolderDetails',
        bodyOf(call.body, { RegistrationId, RegistrationHolderId: holder!.registrationHoldersId }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<{ responseCode: string; data: Record<string, unknown>[] }>();
      expect(answer.responseCode).toBe('OK');
      expect(answer.data).toHaveLength(1);
      const details = answer.data[0]!;
      for (const field of LOAD_RESPONSE_FIELDS) expect(details).toHaveProperty(field);
      const reasons = (await t.call('GET', '/api/CustomerReason/GetAll')).json<{
        data: { id: number; reason: string }[];
      }>();
      expect(details).toMatchObject({
        registrationId: RegistrationId,
        registrationHolderId: holder!.registrationHoldersId,
        holderSrNo: 1,
        photoFilePath: expect.stringMatching(/^\/Photo\/.+/),
        panFilePath: '',
        poiFilePath: expect.stringMatching(/^\/POIFiles\/.+/),
        isPAN: false,
        declarantAssessedTax: false,
        reason: reasons.data.find((item) => item.id === additional.CustomerReasonId)!.reason,
        formNo60: { DeclarantAssessedTax: false, ReasonForNoPan: 'Applied for PAN' },
      });
      const personal = details.personalDetails as {
        photoFilePath: string;
        registrationHoldersPOI: { poiFilePath: string }[];
      };
      expect(details.photoFilePath).toBe(personal.photoFilePath);
      expect(details.poiFilePath).toBe(personal.registrationHoldersPOI[0]!.poiFilePath);
      // The photo path it answers is served to the owner.
      expect((await t.call('GET', String(details.photoFilePath), { token: tokens.asha })).statusCode).toBe(200);

      // Without RegistrationHolderId it is holder 1 still; before any step is saved the flags are empty.
      const fresh = (
        await post('CreateNewAccount', {
          Mobile: asha,
          AccountTypeId: 1,
          EntityTypeId: 1,
          LocationId: 1,
          BranchId: '101',
        })
      ).json<{
        registrationId: number;
      }>();
      expect(
        (await post('GetFirstAccountHolderDetails', { RegistrationId: fresh.registrationId })).json<{
          data: unknown[];
        }>().data,
      ).toEqual([
        expect.objectContaining({
          photoFilePath: '',
          panFilePath: '',
          poiFilePath: '',
          isPAN: null,
          declarantAssessedTax: null,
          reason: '',
          personalDetails: null,
        }),
      ]);
    });

    it('GetOtherHolderDetails answers the same flags for a joint holder saved with the spec’s other-holder body', async () => {
      const RegistrationId = await createdWith(personalDetails(asha, files));
      const added = await post('AddApplicantHolder', { RegistrationId });
      const holderId = added.json<{ registrationHoldersId: number }>().registrationHoldersId;
      // holder-wizards.md §7 'Holder save, other-holder | RegistrationId, objRegistrationHolders'.
      const saveCall = specCall('holder-wizards.md', 'Holder save, other-holder');
      expect(saveCall.body).toEqual(['RegistrationId', 'objRegistrationHolders']);
      const holderTwo = {
        ...withoutPan(),
        Id: holderId,
        FirstName: 'Meera',
        MartialStatus: '2',
        mobileNoBelongsTo: 'Family Members',
      };
      const saved = await post(
        'UpdatePersonalDetails',
        bodyOf(saveCall.body, { RegistrationId, objRegistrationHolders: holderTwo }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(
        (
          await post('UpdateFormNo60', {
            ...form60Body(RegistrationId),
            RegistrationHolderId: holderId,
            DeclarantAssessedTax: 'true',
          })
        ).statusCode,
      ).toBe(200);

      const readCall = specCall('holder-wizards.md', '/api/Registration/GetOtherHolderDetails');
      const response = await post(
        'GetOtherHolderDetails',
        bodyOf(readCall.body, { RegistrationId, RegistrationHolderId: holderId }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const { data } = response.json<{ data: Record<string, unknown>[] }>();
      expect(data).toHaveLength(1);
      for (const field of LOAD_RESPONSE_FIELDS) expect(data[0]).toHaveProperty(field);
      expect(data[0]).toMatchObject({
        registrationHolderId: holderId,
        holderSrNo: 2,
        isPAN: false,
        declarantAssessedTax: true,
        panFilePath: '',
        photoFilePath: expect.stringMatching(/^\/Photo\/.+/),
        reason: '',
      });
    });

    it('are the owner’s only: no session 401, staff 403, another customer’s application 404', async () => {
      const RegistrationId = await createdWith(personalDetails(asha, files));
      expect((await post('GetFirstAccountHolderDetails', { RegistrationId }, null)).statusCode).toBe(401);
      expect((await post('GetFirstAccountHolderDetails', { RegistrationId }, tokens.staff)).statusCode).toBe(403);
      const stranger = await post('GetFirstAccountHolderDetails', { RegistrationId }, tokens.ravi);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toMatchObject({ responseCode: 'NOT_FOUND' });
    });
  });

  describe('UpdateAdditionalDetails takes the spec’s BusinessAnnualIncome and BusinessCarPurchaseYear (holder-wizards.md §3)', () => {
    const derived = deriveIncomeFigures('40000');
    /** holder-wizards.md §3 Additional details, the spec's fields exactly. */
    const additionalBody = (RegistrationId: number, overrides: Record<string, unknown> = {}) =>
      bodyOf(specEntity('holder-wizards.md', 'Additional details'), {
        RegistrationId,
        // Holder 1's usual answers (bodyOf leaves out the portal's CarMonth and CarYear), then the spec's own fields.
        ...additional,
        Turnover: derived.turnover,
        LineOfBusiness: '',
        BusinessStartDate: '',
        BusinessAddress1: '',
        BusinessAddress2: '',
        BusinessAddress3: '',
        BusinessTelNo: '',
        BusinessMobileNo: '',
        BusinessAnnualIncome: derived.annualIncome,
        BusinessWealthSource: '',
        BusinessEstimatedValue: '',
        BusinessAssetDetails: ['House'],
        BornNonIndia: false,
        TaxResidenceNonIndia: false,
        BusinessCarPurchaseYear: '2020-03',
        ...overrides,
      });
    const additionalOf = async (RegistrationId: number, token = tokens.asha) =>
      (await post('GetFirstAccountHolderDetails', { RegistrationId }, token)).json<{
        data: { additionalDetails: Record<string, unknown> | null }[];
      }>().data[0]!.additionalDetails;

    it('saves the spec’s body, keeps the values under the portal’s names and answers both', async () => {
      const RegistrationId = await createdWith(personalDetails(asha, files));
      const body = additionalBody(RegistrationId);
      expect(Object.keys(body)).toEqual(expect.arrayContaining(['BusinessAnnualIncome', 'BusinessCarPurchaseYear']));
      const saved = await post('UpdateAdditionalDetails', body);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ responseCode: 'OK', version: 1 });
      expect(await additionalOf(RegistrationId)).toMatchObject({
        AnnualIncome: derived.annualIncome,
        BusinessAnnualIncome: derived.annualIncome,
        Turnover: derived.turnover,
        CarMonth: '3',
        CarYear: '2020',
        BusinessCarPurchaseYear: '2020-03',
      });
      // Kept once, under the portal's names.
      const [row] = await t.db
        .selectFrom('holder_kyc as k')
        .innerJoin('registration_holders as h', 'h.id', 'k.holder_id')
        .select('k.additional')
        .where('h.registration_id', '=', RegistrationId)
        .execute();
      expect(row!.additional).not.toHaveProperty('BusinessAnnualIncome');
      expect(row!.additional).not.toHaveProperty('BusinessCarPurchaseYear');
      expect(await auditActions(RegistrationId)).toContain('holder.additional.saved');

      // The spec's month-year order is taken too; the portal's names alone answer the spec's as well.
      const monthYear = await post('UpdateAdditionalDetails', {
        ...additionalBody(RegistrationId, { BusinessCarPurchaseYear: '11-2019' }),
        Version: 1,
      });
      expect(monthYear.statusCode, monthYear.body).toBe(200);
      expect(await additionalOf(RegistrationId)).toMatchObject({
        CarMonth: '11',
        CarYear: '2019',
        BusinessCarPurchaseYear: '2019-11',
      });
      const portalNames = await post('UpdateAdditionalDetails', {
        ...additionalBody(RegistrationId, { BusinessCarPurchaseYear: undefined, BusinessAnnualIncome: undefined }),
        CarMonth: '5',
        CarYear: '2021',
      });
      expect(portalNames.statusCode, portalNames.body).toBe(200);
      expect(await additionalOf(RegistrationId)).toMatchObject({
        BusinessAnnualIncome: derived.annualIncome,
        BusinessCarPurchaseYear: '2021-05',
      });
    });

    it('checks the spec’s names with the spec’s rules and refuses two names that disagree', async () => {
      const RegistrationId = await createdWith(personalDetails(asha, files));
      const refused = async (overrides: Record<string, unknown>) => {
        const response = await post('UpdateAdditionalDetails', { ...additionalBody(RegistrationId), ...overrides });
        expect(response.statusCode, response.body).toBe(400);
        return fieldErrors(response.json());
      };
      expect(await refused({ BusinessAnnualIncome: '1' })).toEqual([
        { field: 'BusinessAnnualIncome', message: messages.derivedIncomeMismatch },
      ]);
      expect(await refused({ BusinessCarPurchaseYear: 'March 2020' })).toContainEqual({
        field: 'BusinessCarPurchaseYear',
        message: namedMessages.vehicleYearInvalid('Car'),
      });
      // The first-holder wizard asks the month (holder-wizards.md §5) and years up to 2050.
      expect(await refused({ BusinessCarPurchaseYear: '2020' })).toEqual([
        { field: 'BusinessCarPurchaseYear', message: namedMessages.vehicleMonthRequired('Car') },
      ]);
      expect(await refused({ BusinessCarPurchaseYear: '2020-13' })).toEqual([
        { field: 'BusinessCarPurchaseYear', message: namedMessages.vehicleMonthInvalid('Car') },
      ]);
      expect(await refused({ BusinessCarPurchaseYear: '', BusinessVehicleType: ['Car'] })).toEqual([
        { field: 'CarMonth', message: namedMessages.vehicleMonthRequired('Car') },
        { field: 'CarYear', message: namedMessages.vehicleYearRequired('Car') },
      ]);
      expect(await refused({ CarMonth: '4', CarYear: '2020' })).toEqual([
        { field: 'BusinessCarPurchaseYear', message: namedMessages.sameValueTwice('CarMonth and CarYear') },
      ]);
      expect(await refused({ AnnualIncomeOfBusiness: '1' })).toHaveLength(1);
      expect(await additionalOf(RegistrationId)).toBeNull();
    });
  });
});
