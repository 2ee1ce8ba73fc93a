import { beforeAll, describe, expect, it } from 'vitest';
import { messages, namedMessages } from '@portal/domain';
import { fillApplication } from './support/application-fixtures.js';
import { backends } from './support/test-database.js';
import { useSignedIn, useTestApp } from './support/test-app-hooks.js';
import {
  AADHAAR,
  MASKED_AADHAAR,
  additional,
  oneNominee,
  dataUrl,
  formNo60,
  jpegWithExif,
  personalDetails,
} from './support/holder-fixtures.js';
import { fieldProblems } from './support/field-problems.js';

describe.each(backends)('the other-holder wizard on %s', (backend) => {
  const t = useTestApp(backend);
  const asha = '9755555551';
  const ravi = '9755555552';
  let photo: string;
  const tokens = useSignedIn(t, { asha, ravi, staff: { username: 'other101', branchCode: '101' } });
  beforeAll(async () => {
    photo = dataUrl(await jpegWithExif());
  });

  const call = (url: string, body: Record<string, unknown>, token = tokens.asha) =>
    t.call('POST', `/api/Registration/${url}`, { body, token });
  const errorsOf = (response: { json<T>(): T }) => fieldProblems(response.json());

  /**
   * Holder 2 of a joint FD: an adult with Form 60/61 instead of a PAN, all six titles allowed, whose
   * mobile is the one that signed in, so they agree by this declaration (consent.test.ts has the others).
   */
  const holderTwo = (Id: number, overrides: Record<string, unknown> = {}) => ({
    ...personalDetails(asha, { photo, pan: '', proof: photo }),
    Id,
    Title: '6',
    FirstName: 'Ravi',
    MiddleName: '',
    LastName: 'Patil',
    Gender: '1',
    MartialStatus: '3',
    mobileNoBelongsTo: 'Family Members',
    isPAN: false,
    PAN: '',
    Base64PAN: '',
    ...overrides,
  });
  const holderAdditional = {
    ...additional,
    caste: 'OBC',
    BusinessVehicleType: ['Car'],
    CarMonth: '',
    CarYear: '2024',
  };

  /** A joint FD whose holder 1 is complete; holder 2 is added and left empty. */
  async function jointFd() {
    const { RegistrationId, referenceNo } = await fillApplication(t, tokens.asha, asha, {
      accountTypeId: 2,
      skip: ['UpdateNominees', 'UpdateAccountOperation'],
    });
    const added = await call('AddApplicantHolder', { RegistrationId });
    const holderId = added.json<{ registrationHoldersId: number }>().registrationHoldersId;
    const list = await call('GetCustomerAccountHolderList', { RegistrationId });
    const firstHolderId = list.json<{ data: { registrationHoldersId: number }[] }>().data[0]!.registrationHoldersId;
    return { RegistrationId, referenceNo, holderId, firstHolderId };
  }
  const statuses = async (RegistrationId: number) =>
    (await call('GetCustomerAccountHolderList', { RegistrationId }))
      .json<{ data: { customerName: string; status: string }[] }>()
      .data.map((holder) => [holder.customerName, holder.status]);

  it('takes holder 2 of a joint FD through personal (Form 60/61), Form 60/61, additional and declaration, then submits with a reference number', async () => {
    const { RegistrationId, referenceNo, holderId } = await jointFd();
    const declare = () =>
      call('UpdateAccountHolderStatus', { RegistrationId, RegistrationHolderId: holderId, TermsAccepted: true });
    const saveAdditional = (changes: Record<string, unknown> = {}) =>
      call('UpdateAdditionalDetails', {
        RegistrationId,
        RegistrationHolderId: holderId,
        ...holderAdditional,
        ...changes,
      });

    // Nothing saved yet: the declaration names the steps first.
    const early = await declare();
    expect(early.statusCode).toBe(400);
    expect(errorsOf(early)).toEqual([
      {
        field: 'RegistrationHolderId',
        message: namedMessages.stepsBeforeDeclaration(['Personal Details', 'Additional Details']),
      },
    ]);

    // 'Mobile No. belongs to' is required of other holders; the photo, PAN and proof rules run in the same pass.
    const noBelongsTo = await call('UpdatePersonalDetails', {
      RegistrationId,
      objRegistrationHolders: holderTwo(holderId, { mobileNoBelongsTo: undefined, Base64Photo: '' }),
    });
    expect(noBelongsTo.statusCode).toBe(400);
    expect(errorsOf(noBelongsTo)).toEqual([
      { field: 'objRegistrationHolders.mobileNoBelongsTo', message: messages.mobileBelongsToRequired },
      { field: 'objRegistrationHolders.Base64Photo', message: messages.photoRequired },
    ]);
    const noPhotoNorPan = await call('UpdatePersonalDetails', {
      RegistrationId,
      objRegistrationHolders: holderTwo(holderId, { Base64Photo: '', isPAN: true }),
    });
    expect(errorsOf(noPhotoNorPan)).toEqual([
      { field: 'objRegistrationHolders.PAN', message: messages.panRequired },
      { field: 'objRegistrationHolders.Base64PAN', message: messages.panDocumentRequired },
      { field: 'objRegistrationHolders.Base64Photo', message: messages.photoRequired },
    ]);

    const personal = await call('UpdatePersonalDetails', {
      RegistrationId,
      objRegistrationHolders: holderTwo(holderId),
    });
    expect(personal.json()).toEqual({ responseCode: 'OK', responseMessage: messages.saved, version: 1 });
    expect((await statuses(RegistrationId))[1]).toEqual(['Ravi Patil', 'Partially Filled']);

    const withoutForm60 = await declare();
    expect(errorsOf(withoutForm60)[0]!.message).toBe(
      namedMessages.stepsBeforeDeclaration(['Form no 60/61', 'Additional Details']),
    );

    const form60 = await call('UpdateFormNo60', { RegistrationId, RegistrationHolderId: holderId, ...formNo60 });
    expect(form60.statusCode).toBe(200);

    // Other holders give vehicles by year only, never after this year (the clock says 2026).
    const futureCar = await saveAdditional({ CarYear: '2027' });
    expect(futureCar.statusCode).toBe(400);
    expect(errorsOf(futureCar)).toEqual([{ field: 'CarYear', message: 'Car year should be valid!' }]);
    // ...and give no month: one sent is refused, not kept unseen.
    const withMonth = await saveAdditional({ CarMonth: '4' });
    expect(withMonth.statusCode).toBe(400);
    expect(errorsOf(withMonth)).toEqual([{ field: 'CarMonth', message: namedMessages.vehicleMonthNotAsked('Car') }]);

    const saved = await saveAdditional();
    expect(saved.statusCode).toBe(200);
    expect((await statuses(RegistrationId))[1]).toEqual(['Ravi Patil', 'Partially Filled']);

    const accepted = await declare();
    expect(accepted.json()).toEqual({ responseCode: 'OK', responseMessage: messages.declarationSaved, version: 1 });
    expect((await statuses(RegistrationId))[1]).toEqual(['Ravi Patil', 'Completed']);

    // Only the hub's nomination and account operations are missing now; holder 2 is no longer named.
    const submitEarly = await call('SubmitAccount', { RegistrationId, branchUserName: null });
    expect(submitEarly.statusCode).toBe(400);
    const missing = errorsOf(submitEarly);
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.filter((problem) => problem.field.startsWith('holders.2'))).toEqual([]);
    expect(submitEarly.json<{ responseMessage: string }>().responseMessage).not.toContain('Account holder 2');

    const nomination = await call('UpdateNominees', { RegistrationId, ...oneNominee });
    expect(nomination.statusCode).toBe(200);
    const operations = await call('UpdateAccountOperation', {
      RegistrationId,
      AccountOperations: 'Either or survivor',
    });
    expect(operations.statusCode).toBe(200);
    const submitted = await call('SubmitAccount', { RegistrationId, branchUserName: null });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toEqual({
      responseCode: 'OK',
      responseMessage: messages.applicationSubmitted,
      fileName: `${referenceNo}.pdf`,
      referenceNo,
    });
    expect(referenceNo).toMatch(/^\d{14}$/);
    expect(await statuses(RegistrationId)).toEqual([
      ['Asha Ramesh Patil', 'Completed'],
      ['Ravi Patil', 'Completed'],
    ]);

    // Completed: still readable, no longer changeable.
    expect((await call('GetOtherHolderDetails', { RegistrationId, RegistrationHolderId: holderId })).statusCode).toBe(
      200,
    );
    const afterSubmit = await call('UpdatePersonalDetails', {
      RegistrationId,
      objRegistrationHolders: holderTwo(holderId),
    });
    expect(afterSubmit.statusCode).toBe(409);
    expect((await declare()).statusCode).toBe(409);
    expect(
      (await call('UpdateAdditionalDetails', { RegistrationId, RegistrationHolderId: holderId, ...holderAdditional }))
        .statusCode,
    ).toBe(409);
  });

  it('gives back what was saved (GetOtherHolderDetails), with Aadhaar masked and file paths', async () => {
    const { RegistrationId, holderId } = await jointFd();
    const empty = await call('GetOtherHolderDetails', { RegistrationId, RegistrationHolderId: holderId });
    expect(empty.json()).toMatchObject({
      responseCode: 'OK',
      data: [
        {
          registrationId: RegistrationId,
          registrationHolderId: holderId,
          holderSrNo: 2,
          accountTypeId: 2,
          status: 'Partially Filled',
          holderStatus: 'Partially Filled',
          savedSteps: [],
          personalDetails: null,
          formNo60: null,
          additionalDetails: null,
          declarationAccepted: false,
        },
      ],
    });

    await call('UpdatePersonalDetails', { RegistrationId, objRegistrationHolders: holderTwo(holderId) });
    await call('UpdateFormNo60', { RegistrationId, RegistrationHolderId: holderId, ...formNo60 });
    await call('UpdateAdditionalDetails', { RegistrationId, RegistrationHolderId: holderId, ...holderAdditional });
    await call('UpdateAccountHolderStatus', { RegistrationId, RegistrationHolderId: holderId, TermsAccepted: true });

    const response = await call('GetOtherHolderDetails', { RegistrationId, RegistrationHolderId: holderId });
    expect(response.statusCode).toBe(200);
    const [details] = response.json<{ data: Record<string, unknown>[] }>().data;
    // The year alone is kept for a vehicle: the other-holder wizard asks no month.
    expect(details?.additionalDetails).toMatchObject({ BusinessVehicleType: ['Car'], CarYear: '2024' });
    expect(details?.additionalDetails).not.toHaveProperty('CarMonth');
    expect(details).toMatchObject({
      holderStatus: 'Completed',
      savedSteps: ['personal', 'form60', 'additional', 'declaration'],
      declarationAccepted: true,
      personalDetails: {
        Id: holderId,
        Title: '6',
        FirstName: 'Ravi',
        MiddleName: '',
        MartialStatus: '3',
        mobileNoBelongsTo: 'Family Members',
        isPAN: false,
        PAN: '',
        IsMinor: false,
        panFilePath: '',
        registrationHoldersPOI: [{ POI: 'UID-Aadhaar No.', POINo: MASKED_AADHAAR, POIPOA: '3' }],
      },
      formNo60: { ReasonForNoPan: formNo60.ReasonForNoPan, DeclarantAssessedTax: false },
      additionalDetails: { caste: 'OBC', CarYear: '2024', AnnualIncome: '480000', Turnover: '960000' },
    });
    const personal = details!.personalDetails as {
      photoFilePath: string;
      registrationHoldersPOI: { poiFilePath: string }[];
    };
    expect(personal.photoFilePath).toMatch(/^\/Photo\/[0-9a-f]{32}\.jpg$/);
    expect(personal.registrationHoldersPOI[0]!.poiFilePath).toMatch(/^\/POIFiles\//);
    expect(JSON.stringify(details)).not.toContain(AADHAAR);
    expect((await t.call('GET', personal.photoFilePath, { token: tokens.asha })).statusCode).toBe(200);

    // A re-save keeping the masked Aadhaar and the files on record needs no uploads.
    const [proof] = (details!.personalDetails as { registrationHoldersPOI: { POIId: number }[] })
      .registrationHoldersPOI;
    const resave = await call('UpdatePersonalDetails', {
      RegistrationId,
      objRegistrationHolders: holderTwo(holderId, {
        Base64Photo: '',
        FirstName: 'Ravindra',
        registrationHoldersPOI: [
          { POIId: proof!.POIId, POI: 'UID-Aadhaar No.', POINo: MASKED_AADHAAR, POIPOA: '3', ExpiryDate: '' },
        ],
      }),
    });
    expect(resave.statusCode).toBe(200);
    expect((await statuses(RegistrationId))[1]).toEqual(['Ravindra Patil', 'Completed']);
  });

  it('keeps holder 1 to its own calls and rules', async () => {
    const { RegistrationId, firstHolderId } = await jointFd();
    const refused = await call('UpdatePersonalDetails', {
      RegistrationId,
      objRegistrationHolders: holderTwo(firstHolderId),
    });
    expect(refused.statusCode).toBe(400);
    expect(errorsOf(refused)).toEqual([
      { field: 'objRegistrationHolders.Id', message: messages.personalDetailsOtherHoldersOnly },
    ]);
    // Holder 1's additional details follow the first-holder wizard: every caste (OBC too), month and year.
    const obc = await call('UpdateAdditionalDetails', { RegistrationId, ...additional, caste: 'OBC' });
    expect(obc.statusCode).toBe(200);
    const noCaste = await call('UpdateAdditionalDetails', { RegistrationId, ...additional, caste: 'Other' });
    expect(errorsOf(noCaste)).toEqual([{ field: 'caste', message: messages.casteRequired }]);
    const noMonth = await call('UpdateAdditionalDetails', { RegistrationId, ...additional, CarMonth: '' });
    expect(errorsOf(noMonth)).toEqual([{ field: 'CarMonth', message: 'Car month is required!' }]);
    // GetOtherHolderDetails is for holder 2 onwards.
    const notFound = await call('GetOtherHolderDetails', { RegistrationId, RegistrationHolderId: firstHolderId });
    expect(notFound.statusCode).toBe(404);
  });

  it('requires the holder id and the other-holder formats', async () => {
    const { RegistrationId, holderId } = await jointFd();
    const { Id: _id, ...withoutId } = holderTwo(holderId);
    const noId = await call('UpdatePersonalDetails', { RegistrationId, objRegistrationHolders: withoutId });
    expect(noId.statusCode).toBe(400);
    expect(errorsOf(noId)).toContainEqual({ field: 'objRegistrationHolders.Id', message: messages.holderRequired });
    const badTitle = await call('UpdatePersonalDetails', {
      RegistrationId,
      objRegistrationHolders: holderTwo(holderId, { Title: '7' }),
    });
    expect(errorsOf(badTitle)).toContainEqual({
      field: 'objRegistrationHolders.Title',
      message: messages.titleRequired,
    });
  });

  describe('authorization', () => {
    it('401 without a token, 403 for staff, 404 for another customer or another application’s holder', async () => {
      const { RegistrationId, holderId } = await jointFd();
      const other = await jointFd();
      const bodies = {
        UpdatePersonalDetails: { RegistrationId, objRegistrationHolders: holderTwo(holderId) },
        GetOtherHolderDetails: { RegistrationId, RegistrationHolderId: holderId },
        UpdateFormNo60: { RegistrationId, RegistrationHolderId: holderId, ...formNo60 },
        UpdateAdditionalDetails: { RegistrationId, RegistrationHolderId: holderId, ...holderAdditional },
        UpdateAccountHolderStatus: { RegistrationId, RegistrationHolderId: holderId, TermsAccepted: true },
      };
      for (const [url, body] of Object.entries(bodies)) {
        expect((await call(url, body, '')).statusCode, url).toBe(401);
        expect((await call(url, body, tokens.staff)).statusCode, url).toBe(403);
        const someoneElse = await call(url, body, tokens.ravi);
        expect(someoneElse.statusCode, url).toBe(404);
      }
      // A holder of another of the caller's applications is not found in this one.
      const crossed = await call('UpdatePersonalDetails', {
        RegistrationId,
        objRegistrationHolders: holderTwo(other.holderId),
      });
      expect(crossed.statusCode).toBe(404);
      expect(
        (await call('GetOtherHolderDetails', { RegistrationId, RegistrationHolderId: other.holderId })).statusCode,
      ).toBe(404);
      // Nothing was saved by any refused call.
      const details = await call('GetOtherHolderDetails', { RegistrationId, RegistrationHolderId: holderId });
      expect(details.json<{ data: { savedSteps: string[] }[] }>().data[0]!.savedSteps).toEqual([]);
    });
  });
});
