import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { isValidAadhaar, messages, namedMessages } from '@portal/domain';
import { backends } from './support/test-database.js';
import { useSignedIn, useTestApp } from './support/test-app-hooks.js';
import {
  AADHAAR,
  MASKED_AADHAAR,
  additional,
  oneNominee,
  dataUrl,
  family,
  formNo60,
  jpegWithExif,
  personalDetails,
  relatedPerson,
  smallPng,
  technoProducts,
} from './support/holder-fixtures.js';
import { fieldProblems } from './support/field-problems.js';
import { openApplication } from './support/application-fixtures.js';

describe.each(backends)('the first-holder wizard on %s', (backend) => {
  const t = useTestApp(backend, { logStream: { write: (line) => void logLines.push(line) } });
  const logLines: string[] = [];
  const asha = '9733333333';
  const ravi = '9744444444';
  let files: { photo: string; pan: string; proof: string };
  const tokens = useSignedIn(t, { asha, ravi, staff: { username: 'pune301', branchCode: '101' } });
  beforeAll(async () => {
    const jpeg = dataUrl(await jpegWithExif());
    files = { photo: jpeg, pan: (await smallPng()).toString('base64'), proof: jpeg };
  });

  const call = (url: string, body: Record<string, unknown>, token = tokens.asha) =>
    t.call('POST', `/api/Registration/${url}`, { body, token });

  const newApplication = async (accountTypeId = 1, token = tokens.asha, mobile = asha) =>
    (await openApplication(t, token, mobile, { accountTypeId })).registrationId;
  /** A new application with a second holder added: its id and the holder's. */
  const applicationWithHolderTwo = async () => {
    const id = await newApplication();
    const added = await call('AddApplicantHolder', { RegistrationId: id });
    return { id, holder2: added.json<{ registrationHoldersId: number }>().registrationHoldersId };
  };
  const personal = (overrides: Record<string, unknown> = {}) => ({ ...personalDetails(asha, files), ...overrides });
  const register = (RegistrationId: number, holder: Record<string, unknown> = personal(), token = tokens.asha) =>
    call('Registration', { RegistrationId, AccountTypeId: 1, registrationHolders: [holder] }, token);
  const details = async (RegistrationId: number, RegistrationHolderId?: number) =>
    (await call('GetFirstAccountHolderDetails', { RegistrationId, RegistrationHolderId })).json<{
      data: (Record<string, unknown> & {
        savedSteps: string[];
        holderStatus: string;
        personalDetails: (Record<string, unknown> & { registrationHoldersPOI: Record<string, unknown>[] }) | null;
      })[];
    }>().data[0]!;
  const holderStatus = async (RegistrationId: number) =>
    (await call('GetCustomerAccountHolderList', { RegistrationId })).json<{ data: { status: string }[] }>().data[0]
      ?.status;
  const fieldErrors = fieldProblems;

  describe('personal details (Registration)', () => {
    it.each([
      ['a PAN', { PAN: '' }, 'registrationHolders.0.PAN', messages.panRequired],
      ['a PAN or the Form 60/61 tick', { isPAN: undefined }, 'registrationHolders.0.isPAN', messages.panOrForm60],
      [
        'a proof',
        { registrationHoldersPOI: [] },
        'registrationHolders.0.registrationHoldersPOI',
        messages.atLeastOneProof,
      ],
      ['a date of birth not in the future', { DOB: '2027-01-01' }, 'registrationHolders.0.DOB', messages.dateInFuture],
      ['a photo', { Base64Photo: '' }, 'registrationHolders.0.Base64Photo', messages.photoRequired],
    ])('requires %s', async (_name, overrides, field, message) => {
      const id = await newApplication();
      const response = await register(id, personal(overrides));
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response.json())).toContainEqual({ field, message });
      expect((await details(id)).personalDetails).toBeNull();
    });

    it('refuses an empty step 1 with every problem in one 400, and saves nothing', async () => {
      const id = await newApplication();
      const blank = Object.fromEntries(Object.keys(personal()).map((field) => [field, '']));
      const emptyStep = { ...blank, MartialStatus: '2', Nationality: '1', isPAN: true, registrationHoldersPOI: [] };
      const response = await register(id, emptyStep);
      expect(response.statusCode).toBe(400);
      const at = (field: string) => `registrationHolders.0.${field}`;
      expect(fieldErrors(response.json())).toEqual(
        expect.arrayContaining([
          { field: at('FirstName'), message: messages.firstNameRequired },
          { field: at('DOB'), message: messages.dateOfBirthRequired },
          { field: at('Occupation'), message: messages.occupationRequired },
          { field: at('PermanentPin'), message: messages.pincodeRequired },
          { field: at('PAN'), message: messages.panRequired },
          { field: at('Base64PAN'), message: messages.panDocumentRequired },
          { field: at('Base64Photo'), message: messages.photoRequired },
          { field: at('registrationHoldersPOI'), message: messages.atLeastOneProof },
        ]),
      );
      expect((await details(id)).personalDetails).toBeNull();
      expect(await t.db.selectFrom('holder_documents').select('id').execute()).toHaveLength(0);
      // Another customer's application is not theirs to be told about; an unreadable one keeps the shape's 400.
      expect((await register(id, emptyStep, tokens.ravi)).statusCode).toBe(404);
      const noApplication = await call('Registration', { RegistrationId: 'x', registrationHolders: [emptyStep] });
      expect(noApplication.statusCode).toBe(400);
      expect(fieldErrors(noApplication.json())).toContainEqual({
        field: 'RegistrationId',
        message: messages.registrationRequired,
      });
    });

    it('checks every proof row with the spec messages', async () => {
      const id = await newApplication();
      const rows = [
        { POI: 'Passport', POINo: '', POIPOA: '', ExpiryDate: '', Base64POI: '' },
        { POI: 'Passport', POINo: 'A1234567', POIPOA: '1', ExpiryDate: '', Base64POI: files.proof },
      ];
      const response = await register(id, personal({ registrationHoldersPOI: rows }));
      expect(response.statusCode).toBe(400);
      const at = (index: number, name: string) => `registrationHolders.0.registrationHoldersPOI.${index}.${name}`;
      expect(fieldErrors(response.json())).toEqual(
        expect.arrayContaining([
          { field: at(0, 'POINo'), message: 'Please enter Document Number for Passport!' },
          { field: at(0, 'POIPOA'), message: 'Please select either POI or POA for Passport!' },
          { field: at(0, 'Base64POI'), message: 'Please upload document for Passport!' },
          { field: at(1, 'POI'), message: 'Passport already exists!' },
          { field: 'registrationHolders.0.registrationHoldersPOI', message: 'Please add POI document!' },
        ]),
      );
      const onlyPoi = [{ POI: 'Passport', POINo: 'A1234567', POIPOA: '2', ExpiryDate: '', Base64POI: files.proof }];
      expect(fieldErrors((await register(id, personal({ registrationHoldersPOI: onlyPoi }))).json())).toContainEqual({
        field: 'registrationHolders.0.registrationHoldersPOI',
        message: 'Please add POA document!',
      });
      expect(await t.db.selectFrom('holder_documents').select('id').execute()).toHaveLength(0);
    });

    it('refuses primary details that are not the application’s own, and saves nothing', async () => {
      const id = await newApplication();
      const response = await call('Registration', {
        RegistrationId: id,
        AccountTypeId: 2,
        BranchId: '101',
        registrationHolders: [personal()],
      });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response.json())).toEqual([{ field: 'AccountTypeId', message: messages.formTypeRequired }]);
      expect((await details(id)).personalDetails).toBeNull();
    });

    it('saves, reloads with file paths, keeps a re-sent masked Aadhaar and replaces the proof table', async () => {
      const id = await newApplication();
      const saved = await register(id);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ responseCode: 'OK', registrationId: id });
      expect(saved.json<{ referenceNo: string }>().referenceNo).toMatch(/^\d{12,15}$/);

      const first = (await details(id)).personalDetails!;
      expect(first).toMatchObject({ FirstName: 'Asha', PAN: 'ABCPE1234F', isPAN: true, IsMinor: false });
      expect(first.photoFilePath).toMatch(/^\/Photo\/[0-9a-f]{32}\.jpg$/);
      expect(first.panFilePath).toMatch(/^\/POIFiles\/[0-9a-f]{32}\.png$/);
      const [proof] = first.registrationHoldersPOI;
      expect(proof).toMatchObject({ POI: 'UID-Aadhaar No.', POINo: MASKED_AADHAAR, POIPOA: '3', ExpiryDate: '' });
      expect(proof?.poiFilePath).toMatch(/^\/POIFiles\/[0-9a-f]{32}\.jpg$/);
      const holders = (await call('GetCustomerAccountHolderList', { RegistrationId: id })).json<{
        data: { customerName: string }[];
      }>();
      expect(holders.data[0]?.customerName).toBe('Asha Ramesh Patil');

      // Re-save without files: the files on record count; the masked number keeps the stored one.
      const again = await register(
        id,
        personal({
          Base64Photo: '',
          Base64PAN: '',
          registrationHoldersPOI: [
            { POIId: proof?.POIId, POI: 'UID-Aadhaar No.', POINo: MASKED_AADHAAR, POIPOA: '2', ExpiryDate: '' },
            { POI: 'Passport', POINo: 'A1234567', POIPOA: '1', ExpiryDate: '2030-01-31', Base64POI: files.proof },
          ],
        }),
      );
      expect(again.statusCode).toBe(200);
      const second = (await details(id)).personalDetails!;
      expect(second.photoFilePath).toBe(first.photoFilePath);
      expect(second.registrationHoldersPOI).toMatchObject([
        { POIId: proof?.POIId, POINo: MASKED_AADHAAR, POIPOA: '2', poiFilePath: proof?.poiFilePath },
        { POI: 'Passport', POINo: 'A1234567', ExpiryDate: '2030-01-31' },
      ]);

      // A masked number that is not the one on record is refused.
      const wrongMask = await register(
        id,
        personal({
          Base64Photo: '',
          Base64PAN: '',
          registrationHoldersPOI: [
            { POIId: proof?.POIId, POI: 'UID-Aadhaar No.', POINo: 'XXXX XXXX 1111', POIPOA: '3', ExpiryDate: '' },
          ],
        }),
      );
      expect(wrongMask.statusCode).toBe(400);
      expect(fieldErrors(wrongMask.json())[0]).toMatchObject({ message: messages.aadhaarInvalid });

      // The list sent is the whole table: the Aadhaar row left out is deleted.
      const passport = second.registrationHoldersPOI[1]!;
      const onlyPassport = await register(
        id,
        personal({
          Base64Photo: '',
          Base64PAN: '',
          registrationHoldersPOI: [
            { POIId: passport.POIId, POI: 'Passport', POINo: 'A1234567', POIPOA: '3', ExpiryDate: '2030-01-31' },
          ],
        }),
      );
      expect(onlyPassport.statusCode).toBe(200);
      expect((await details(id)).personalDetails!.registrationHoldersPOI).toMatchObject([{ POIId: passport.POIId }]);

      // Form 60 instead of PAN: the PAN document goes.
      expect(
        (
          await register(
            id,
            personal({
              isPAN: false,
              PAN: '',
              Base64PAN: '',
              Base64Photo: '',
              registrationHoldersPOI: [
                { POIId: passport.POIId, POI: 'Passport', POINo: 'A1234567', POIPOA: '3', ExpiryDate: '2030-01-31' },
              ],
            }),
          )
        ).statusCode,
      ).toBe(200);
      expect((await details(id)).personalDetails).toMatchObject({ isPAN: false, panFilePath: '' });
    });

    it('refuses a proof id of another holder', async () => {
      const other = await newApplication();
      await register(other);
      const [foreign] = (await details(other)).personalDetails!.registrationHoldersPOI;
      const id = await newApplication();
      const response = await register(
        id,
        personal({
          registrationHoldersPOI: [
            {
              POIId: foreign?.POIId,
              POI: 'Passport',
              POINo: 'A1234567',
              POIPOA: '3',
              ExpiryDate: '',
              Base64POI: files.proof,
            },
          ],
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response.json())[0]?.field).toBe('registrationHolders.0.registrationHoldersPOI.0.POIId');
    });

    it('lets account type 5 save without photo, PAN or proof files', async () => {
      const id = await newApplication(5);
      const response = await call('Registration', {
        RegistrationId: id,
        registrationHolders: [
          personal({
            Base64Photo: '',
            Base64PAN: '',
            registrationHoldersPOI: [{ POI: 'Passport', POINo: 'A1234567', POIPOA: '3', ExpiryDate: '' }],
          }),
        ],
      });
      expect(response.statusCode).toBe(200);
      expect((await details(id)).personalDetails).toMatchObject({
        photoFilePath: '',
        panFilePath: '',
        registrationHoldersPOI: [{ poiFilePath: '' }],
      });
    });
  });

  describe('the other steps', () => {
    it('checks family, additional details and the declaration with the spec messages', async () => {
      const id = await newApplication();
      const familyResponse = await call('UpdateFamilyDetails', { RegistrationId: id, ...family, FatherTitle: '' });
      expect(familyResponse.statusCode).toBe(400);
      expect(fieldErrors(familyResponse.json())).toContainEqual({
        field: 'FatherTitle',
        message: 'Father Title required',
      });

      const business = await call('UpdateAdditionalDetails', {
        RegistrationId: id,
        ...additional,
        OccupationDetails: 'Businessman',
        BusinessVehicleType: ['Car', 'Two Wheeler'],
        CarMonth: '13',
        CarYear: '2051',
      });
      expect(business.statusCode).toBe(400);
      expect(fieldErrors(business.json())).toEqual(
        expect.arrayContaining([
          { field: 'LineOfBusiness', message: 'Line of Business is required!' },
          { field: 'BusinessStartDate', message: 'Date of starting business is required!' },
          { field: 'BusinessAddress1', message: 'Address1 required!' },
          { field: 'BusinessAddress2', message: 'Address2 required!' },
          { field: 'BusinessAddress3', message: 'Address3 required!' },
          { field: 'CarMonth', message: 'Car month should be valid!' },
          { field: 'CarYear', message: 'Car year should be valid!' },
          { field: 'TwoWheelerMonth', message: 'Two Wheeler month is required!' },
          { field: 'TwoWheelerYear', message: 'Two Wheeler year is required!' },
        ]),
      );
      const unknownList = await call('UpdateAdditionalDetails', {
        RegistrationId: id,
        ...additional,
        OccupationDetails: 'Astronaut',
        CustomerReasonId: 99,
      });
      expect(unknownList.statusCode).toBe(400);
      expect(fieldErrors(unknownList.json())).toEqual([
        { field: 'OccupationDetails', message: messages.occupationDetailsRequired },
        { field: 'CustomerReasonId', message: messages.reasonRequired },
      ]);

      const terms = await call('UpdateAccountHolderStatus', { RegistrationId: id, TermsAccepted: false });
      expect(terms.statusCode).toBe(400);
      expect(terms.json()).toMatchObject({ responseMessage: 'Please select Terms & conditions' });
      const after = await details(id);
      expect(after).toMatchObject({ familyDetails: null, additionalDetails: null, declarationAccepted: false });
    });

    it('asks a married holder for the spouse / maiden name, and neither asks nor keeps one of an unmarried holder', async () => {
      const id = await newApplication();
      const early = await call('UpdateFamilyDetails', { RegistrationId: id, ...family });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ responseMessage: messages.personalDetailsFirst });

      const { MaidenTitle: _t, MaidenFirstName: _f, MaidenMiddleName: _m, MaidenLastName: _l, ...parents } = family;
      await register(id, personal({ MartialStatus: '1' }));
      const married = await call('UpdateFamilyDetails', { RegistrationId: id, ...parents });
      expect(married.statusCode).toBe(400);
      expect(fieldErrors(married.json())).toEqual([
        { field: 'MaidenTitle', message: 'Spouse / Maiden Title required' },
        { field: 'MaidenFirstName', message: 'Spouse / Maiden First Name required' },
        { field: 'MaidenLastName', message: 'Spouse / Maiden Last Name required' },
      ]);

      // A 14-year-old: unmarried, so the step takes father and mother alone.
      await register(id, personal({ MartialStatus: '2', DOB: '2012-05-01' }));
      const refused = await call('UpdateFamilyDetails', { RegistrationId: id, ...family });
      expect(refused.statusCode).toBe(400);
      expect(fieldErrors(refused.json())).toContainEqual({
        field: 'MaidenFirstName',
        message: messages.spouseNotAsked,
      });
      const child = await call('UpdateFamilyDetails', { RegistrationId: id, ...parents });
      expect(child.statusCode).toBe(200);
      const saved = (await details(id)).familyDetails as Record<string, unknown>;
      expect(saved).toMatchObject({ FatherFirstName: 'Ramesh', MotherFirstName: 'Sunita' });
      expect(Object.keys(saved).filter((key) => key.startsWith('Maiden'))).toEqual([]);
    });

    it('needs personal details before related person and Form 60, and only on their paths', async () => {
      const id = await newApplication();
      const early = await call('UpdateDetailOfRelatedPerson', { RegistrationId: id, ...relatedPerson });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ responseMessage: messages.personalDetailsFirst });
      expect((await call('UpdateFormNo60', { RegistrationId: id, ...formNo60 })).statusCode).toBe(409);

      await register(id);
      const adult = await call('UpdateDetailOfRelatedPerson', { RegistrationId: id, ...relatedPerson });
      expect(adult.statusCode).toBe(400);
      expect(adult.json()).toMatchObject({ responseMessage: messages.relatedPersonOnlyForMinor });
      const withPan = await call('UpdateFormNo60', { RegistrationId: id, ...formNo60 });
      expect(withPan.statusCode).toBe(400);
      expect(withPan.json()).toMatchObject({ responseMessage: messages.form60OnlyWithoutPan });
    });

    it('keeps family details for holder 1 only and answers 404 for a holder of another application', async () => {
      const { id, holder2 } = await applicationWithHolderTwo();
      const second = await call('UpdateFamilyDetails', {
        RegistrationId: id,
        RegistrationHolderId: holder2,
        ...family,
      });
      expect(second.statusCode).toBe(400);
      expect(second.json()).toMatchObject({ responseMessage: messages.familyOnlyForFirstHolder });

      const other = await newApplication();
      const foreign = await call('UpdateFamilyDetails', {
        RegistrationId: other,
        RegistrationHolderId: holder2,
        ...family,
      });
      expect(foreign.statusCode).toBe(404);
      expect(
        (await call('GetFirstAccountHolderDetails', { RegistrationId: other, RegistrationHolderId: holder2 }))
          .statusCode,
      ).toBe(404);
      expect(await details(id, holder2)).toMatchObject({ holderSrNo: 2, personalDetails: null });
    });
  });

  describe('holder status and the pre-fill round trip', () => {
    it('becomes Completed only when the last needed step is saved (adult with PAN)', async () => {
      const id = await newApplication();
      expect((await register(id)).statusCode).toBe(200);
      const steps: [string, Record<string, unknown>][] = [
        ['UpdateFamilyDetails', family],
        ['UpdateAdditionalDetails', additional],
        ['UpdateTechnoProducts', technoProducts],
      ];
      for (const [url, body] of steps) {
        expect(await holderStatus(id)).toBe('Partially Filled');
        const response = await call(url, { RegistrationId: id, ...body });
        expect(response.statusCode, url).toBe(200);
        expect(response.json()).toMatchObject({ responseCode: 'OK', responseMessage: messages.saved });
      }
      // Step 7 is the nominees and the account-operations instruction: saved once both are.
      await call('UpdateAccountOperation', { RegistrationId: id, AccountOperations: 'Self' });
      expect(await holderStatus(id)).toBe('Partially Filled');
      const nomination = await call('UpdateNominees', { RegistrationId: id, ...oneNominee });
      expect(nomination.statusCode).toBe(200);
      expect(await holderStatus(id)).toBe('Completed');

      const loaded = await details(id);
      expect(loaded).toMatchObject({
        holderStatus: 'Completed',
        status: 'Partially Filled',
        familyDetails: family,
        additionalDetails: {
          ...additional,
          OtherBankAccounts: 1,
          AnnualIncome: '480000',
          Turnover: '960000',
        },
        relatedPerson: null,
        formNo60: null,
      });
      expect(loaded.savedSteps).toEqual(['personal', 'family', 'additional', 'technoProducts', 'nomination']);
    });

    it('needs the related person for a minor and Form 60 without PAN', async () => {
      const id = await newApplication();
      await register(id, personal({ DOB: '2015-06-01', isPAN: false, PAN: '', Base64PAN: '' }));
      for (const [url, body] of [
        ['UpdateFamilyDetails', family],
        ['UpdateAdditionalDetails', additional],
        ['UpdateTechnoProducts', technoProducts],
        ['UpdateNominees', oneNominee],
        ['UpdateAccountOperation', { AccountOperations: 'Self' }],
        ['UpdateFormNo60', formNo60],
      ] as const) {
        expect((await call(url, { RegistrationId: id, ...body })).statusCode, url).toBe(200);
      }
      expect(await holderStatus(id)).toBe('Partially Filled');
      expect((await call('UpdateDetailOfRelatedPerson', { RegistrationId: id, ...relatedPerson })).statusCode).toBe(
        200,
      );
      expect(await holderStatus(id)).toBe('Completed');
      const loaded = await details(id);
      expect(loaded).toMatchObject({
        personalDetails: { IsMinor: true, isPAN: false },
        relatedPerson: { ...relatedPerson, RelatedPersonAadhaarNo: MASKED_AADHAAR },
        formNo60,
      });
      // The masked number stands for the stored one, and only for it.
      const resent = await call('UpdateDetailOfRelatedPerson', {
        RegistrationId: id,
        ...relatedPerson,
        RelatedPersonAadhaarNo: MASKED_AADHAAR,
      });
      expect(resent.statusCode).toBe(200);
      const wrong = await call('UpdateDetailOfRelatedPerson', {
        RegistrationId: id,
        ...relatedPerson,
        RelatedPersonAadhaarNo: 'XXXX XXXX 9999',
      });
      expect(wrong.statusCode).toBe(400);
      expect(fieldErrors(wrong.json())).toEqual([
        { field: 'RelatedPersonAadhaarNo', message: messages.aadhaarInvalid },
      ]);
    });

    it('refuses another holder’s declaration until its steps are saved (other-holder.test.ts has the rest)', async () => {
      const { id, holder2 } = await applicationWithHolderTwo();
      const refused = await call('UpdateAccountHolderStatus', {
        RegistrationId: id,
        RegistrationHolderId: holder2,
        TermsAccepted: true,
      });
      expect(refused.statusCode).toBe(400);
      expect(fieldErrors(refused.json())).toEqual([
        {
          field: 'RegistrationHolderId',
          message: namedMessages.stepsBeforeDeclaration(['Personal Details', 'Additional Details']),
        },
      ]);
      const list = (await call('GetCustomerAccountHolderList', { RegistrationId: id })).json<{
        data: { status: string }[];
      }>();
      expect(list.data.map((h) => h.status)).toEqual(['Partially Filled', 'Partially Filled']);
    });
  });

  describe('DeleteCustomerPOI', () => {
    it('deletes a proof row but never the last one; others’ ids are 404', async () => {
      const id = await newApplication();
      await register(
        id,
        personal({
          registrationHoldersPOI: [
            { POI: 'UID-Aadhaar No.', POINo: AADHAAR, POIPOA: '3', ExpiryDate: '', Base64POI: files.proof },
            { POI: 'Passport', POINo: 'A1234567', POIPOA: '2', ExpiryDate: '', Base64POI: files.proof },
          ],
        }),
      );
      const [aadhaar, passport] = (await details(id)).personalDetails!.registrationHoldersPOI;
      expect(
        (await call('DeleteCustomerPOI', { RegistrationId: id, Id: passport?.POIId }, tokens.ravi)).statusCode,
      ).toBe(404);
      const deleted = await call('DeleteCustomerPOI', { RegistrationId: id, Id: passport?.POIId });
      expect(deleted.json()).toMatchObject({ responseCode: 'OK', responseMessage: messages.proofDeleted });
      const last = await call('DeleteCustomerPOI', { RegistrationId: id, Id: aadhaar?.POIId });
      expect(last.statusCode).toBe(400);
      expect(last.json()).toMatchObject({ responseMessage: messages.lastProofCompulsory });
      expect((await call('DeleteCustomerPOI', { RegistrationId: id, Id: 999999 })).statusCode).toBe(404);
      expect((await details(id)).personalDetails!.registrationHoldersPOI).toHaveLength(1);
    });
  });

  describe('authorization', () => {
    const endpoints: [string, (id: number) => Record<string, unknown>][] = [
      [
        'Registration',
        (id) => ({
          RegistrationId: id,
          registrationHolders: [personalDetails('9733333333', { photo: '', pan: '', proof: '' })],
        }),
      ],
      ['GetFirstAccountHolderDetails', (id) => ({ RegistrationId: id })],
      ['UpdateFamilyDetails', (id) => ({ RegistrationId: id, ...family })],
      ['UpdateDetailOfRelatedPerson', (id) => ({ RegistrationId: id, ...relatedPerson })],
      ['UpdateFormNo60', (id) => ({ RegistrationId: id, ...formNo60 })],
      ['UpdateAdditionalDetails', (id) => ({ RegistrationId: id, ...additional })],
      ['UpdateAccountHolderStatus', (id) => ({ RegistrationId: id, TermsAccepted: true })],
      ['DeleteCustomerPOI', (id) => ({ RegistrationId: id, Id: 1 })],
    ];

    it.each(endpoints)(
      '%s: 401 without a token, 403 for staff, 404 for another customer, 409 when Completed',
      async (url, body) => {
        const id = await newApplication();
        expect((await t.call('POST', `/api/Registration/${url}`, { body: body(id) })).statusCode).toBe(401);
        expect((await call(url, body(id), tokens.staff)).statusCode).toBe(403);
        expect((await call(url, body(id), tokens.ravi)).statusCode).toBe(404);
        await t.db.updateTable('registrations').set({ status: 'Completed' }).where('id', '=', id).execute();
        const completed = await call(url, body(id));
        // Reading stays open on a Completed application.
        expect(completed.statusCode).toBe(url === 'GetFirstAccountHolderDetails' ? 200 : 409);
      },
    );

    it('serves the customer reasons to a session, as the public list has them', async () => {
      expect((await t.call('POST', '/api/Registration/GetCustomerReasonList')).statusCode).toBe(401);
      const list = await call('GetCustomerReasonList', {});
      expect(list.statusCode).toBe(200);
      const publicList = await t.call('GET', '/api/CustomerReason/GetAll');
      expect(list.json()).toEqual(publicList.json());
      expect(list.json<{ data: { reason: string }[] }>().data[0]).toEqual({ id: 1, reason: 'Savings' });
    });
  });

  describe('Aadhaar numbers', () => {
    it('are never stored, answered or logged in full', async () => {
      expect(isValidAadhaar(AADHAAR)).toBe(true);
      const id = await newApplication();
      const responses: string[] = [];
      responses.push((await register(id, personal({ DOB: '2015-06-01' }))).body);
      responses.push((await call('UpdateDetailOfRelatedPerson', { RegistrationId: id, ...relatedPerson })).body);
      const loaded = await call('GetFirstAccountHolderDetails', { RegistrationId: id });
      responses.push(loaded.body);
      expect(loaded.body).toContain(MASKED_AADHAAR);
      for (const body of responses) expect(body).not.toContain(AADHAAR);

      const columns = await sql<{ table_name: string; column_name: string }>`
        SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND data_type IN ('text', 'jsonb', 'character varying', 'json')`.execute(
        t.db,
      );
      expect(columns.rows.length).toBeGreaterThan(10);
      for (const { table_name, column_name } of columns.rows) {
        const found = await sql<{ count: string }>`
          SELECT count(*) AS count FROM ${sql.table(table_name)} WHERE ${sql.ref(column_name)}::text LIKE ${`%${AADHAAR}%`}`.execute(
          t.db,
        );
        expect(Number(found.rows[0]?.count), `${table_name}.${column_name}`).toBe(0);
      }
      expect(logLines.length).toBeGreaterThan(0);
      expect(logLines.filter((line) => line.includes(AADHAAR))).toEqual([]);
    });
  });
});
