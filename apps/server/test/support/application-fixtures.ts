import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  additionalDetailsShape,
  asksSpouseOrMaidenName,
  deriveIncomeFigures,
  OTHER_HOLDER_VARIANT,
  holderOneVariant,
  sectionAppliesTo,
  usesSecondFlow,
} from '@portal/domain';
import { replaceSingleDocument, insertProof } from '@server/modules/documents/document-repository.js';
import { saveKycStep, setHolderNames } from '@server/modules/holder-kyc/kyc-repository.js';
import {
  additional,
  additionalByYear,
  oneNominee,
  dataUrl,
  family,
  parentsOnly,
  personalDetails,
  smallPng,
  technoProducts,
} from './holder-fixtures.js';
import type { TestApp } from './test-app.js';

/** A phone-camera-like JPEG (busy content, so it does not compress away), as large as `width` x `height`. */
export async function cameraJpeg(width = 1200, height = 1600, shade = 128): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: '#888', noise: { type: 'gaussian', mean: shade, sigma: 40 } },
  })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();
}

export const fdDetails = {
  DepositAmount: '250000',
  TenureYear: '1',
  TenureMonths: '6',
  TenureDays: '0',
  InterestPayout: 'Quarterly',
  InterestPayoutMode: 'Standing Instructions',
  BankName: 'State Bank of India',
  BranchName: 'Shivajinagar',
  AccountNo: '30012345678',
  IFSC: 'SBIN0000575',
  IsAutoRenewal: true,
  PeriodYear: '1',
  PeriodMonths: '0',
  PeriodDays: '0',
  TDSMembershipNo: 'TDS-77',
};

export const rdDetails = {
  ...fdDetails,
  TDSMembershipNo: undefined,
  DebitAccountNo: 'SB-4455',
  RDAmount: '5000',
  RDMonths: '24',
};

export interface OtherHolder {
  firstName: string;
  lastName: string;
  /**
   * The holder's own mobile. Absent: the owner's (the one that signed in), so the holder agrees by the
   * declaration step and needs no link of their own (docs/decisions/041).
   */
  mobile?: string;
  /** Seeded straight into the store, quicker than the other-holder wizard's calls. */
  photo?: Buffer;
  aadhaarMasked?: string;
}

export interface ApplicationOptions {
  accountTypeId?: number;
  branchCode?: string;
  photo?: Buffer;
  personal?: Record<string, unknown>;
  otherHolders?: OtherHolder[];
  /** Leave these calls out, to make an incomplete application. */
  skip?: string[];
}

/**
 * What filling an application needs: the API, and the store for other holders (written straight in).
 * The mixed-load benchmark fills single-holder applications through a running server's HTTP API.
 */
export interface ApplicationFiller {
  call(
    method: 'POST',
    url: string,
    options: { body: unknown; token: string },
  ): Promise<{ statusCode: number; body: string; json<T>(): T }>;
  db?: TestApp['db'];
  clock?: TestApp['clock'];
}

// fillApplication's calls by the names `skip` takes: holder 1's wizard after Personal Details, the hub's sections.
const HOLDER_ONE_LATER_STEPS = [
  'UpdateFamilyDetails',
  'UpdateAdditionalDetails',
  'UpdateTechnoProducts',
  'HolderOneTerms',
];
const HUB_SECTIONS = ['UpdateNominees', 'UpdateAccountOperation', 'UpdateFDDetails', 'UpdateRDDetails'];
/** `skip` for an application whose holder 1 has saved no step of the wizard. */
export const HOLDER_ONE_WIZARD = ['Registration', ...HOLDER_ONE_LATER_STEPS];
/** `skip` for an application with holder 1's Personal Details alone saved. */
export const ONLY_PERSONAL_DETAILS = [...HOLDER_ONE_LATER_STEPS, ...HUB_SECTIONS];

/** CreateNewAccount, as the hub's first screen calls it: a new application, of branch 101 unless told. */
export async function openApplication(
  t: ApplicationFiller,
  token: string,
  mobile: string,
  {
    accountTypeId = 1,
    branchCode = '101',
    locationId = 1,
  }: { accountTypeId?: number; branchCode?: string; locationId?: number } = {},
): Promise<{ registrationId: number; referenceNo: string }> {
  const response = await t.call('POST', '/api/Registration/CreateNewAccount', {
    token,
    body: {
      Mobile: mobile,
      AccountTypeId: accountTypeId,
      EntityTypeId: 1,
      LocationId: locationId,
      BranchId: branchCode,
    },
  });
  if (response.statusCode !== 200)
    throw new Error(`CreateNewAccount answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/**
 * Fills an application through the API as the customer would (holder 1's wizard, the hub's
 * sections), plus other holders who accept the declaration. Answers its id and reference number.
 */
export async function fillApplication(
  t: ApplicationFiller,
  token: string,
  mobile: string,
  options: ApplicationOptions = {},
) {
  const accountTypeId = options.accountTypeId ?? 1;
  const skip = new Set(options.skip ?? []);
  const call = async (url: string, body: Record<string, unknown>) => {
    const response = await t.call('POST', `/api/Registration/${url}`, { body, token });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json<Record<string, unknown>>();
  };
  const { registrationId: RegistrationId, referenceNo } = await openApplication(t, token, mobile, {
    accountTypeId,
    branchCode: options.branchCode,
  });

  const photo = dataUrl(options.photo ?? (await cameraJpeg(300, 400)));
  // A PAN document of a type holder 1's flow takes: the second flow takes no PNG.
  const pan = holderOneVariant(accountTypeId).panFileTypes.includes('image/png')
    ? (await smallPng()).toString('base64')
    : photo;
  const files = { photo, pan, proof: photo };
  const holderOne = { ...personalDetails(mobile, files), ...options.personal };
  if (!skip.has('Registration')) await call('Registration', { RegistrationId, registrationHolders: [holderOne] });
  if (!skip.has('UpdateFamilyDetails')) {
    const members = asksSpouseOrMaidenName(holderOne.MartialStatus) ? family : parentsOnly;
    await call('UpdateFamilyDetails', { RegistrationId, ...members });
  }
  if (!skip.has('UpdateAdditionalDetails')) {
    const values = holderOneVariant(accountTypeId).vehicleMonthAndYear ? additional : additionalByYear;
    await call('UpdateAdditionalDetails', { RegistrationId, ...values });
  }
  if (!skip.has('UpdateTechnoProducts')) await call('UpdateTechnoProducts', { RegistrationId, ...technoProducts });
  // In the second flow (type 5) holder 1 ticks the terms and conditions as a step of its own.
  if (usesSecondFlow(accountTypeId) && !skip.has('HolderOneTerms')) {
    await call('UpdateAccountHolderStatus', { RegistrationId, TermsAccepted: true });
  }

  const holderIds: number[] = [];
  for (const other of options.otherHolders ?? []) {
    const added = await call('AddApplicantHolder', { RegistrationId });
    const holderId = added.registrationHoldersId as number;
    holderIds.push(holderId);
    if (!t.db || !t.clock) throw new Error('other holders are written into the store: a test app is needed');
    await seedOtherHolder({ db: t.db, clock: t.clock }, holderId, { mobile, ...other });
    if (!skip.has('UpdateAccountHolderStatus')) {
      await call('UpdateAccountHolderStatus', { RegistrationId, RegistrationHolderId: holderId, TermsAccepted: true });
    }
  }
  if (accountTypeId !== 5 && !skip.has('UpdateNominees'))
    await call('UpdateNominees', { RegistrationId, ...oneNominee });
  if (accountTypeId !== 5 && !skip.has('UpdateAccountOperation')) {
    const AccountOperations = holderIds.length > 0 ? 'Either or survivor' : 'Self';
    await call('UpdateAccountOperation', { RegistrationId, AccountOperations });
  }
  if (sectionAppliesTo('fixedDeposit', accountTypeId) && !skip.has('UpdateFDDetails'))
    await call('UpdateFDDetails', { RegistrationId, ...fdDetails });
  if (sectionAppliesTo('recurringDeposit', accountTypeId) && !skip.has('UpdateRDDetails'))
    await call('UpdateRDDetails', { RegistrationId, ...rdDetails });
  // Holder 1's declaration: the first-holder wizard's last step, ticked once the steps before it are
  // saved, just before the submit.
  const holderOneSteps = ['Registration', 'UpdateFamilyDetails', 'UpdateAdditionalDetails', 'HolderOneDeclaration'];
  if (!usesSecondFlow(accountTypeId) && !holderOneSteps.some((step) => skip.has(step))) {
    await call('UpdateAccountHolderStatus', { RegistrationId, TermsAccepted: true });
  }
  return { RegistrationId, referenceNo, holderIds };
}

/**
 * Another holder's name, personal and additional details, photo and proof, written straight into the
 * store (other-holder.test.ts drives the same steps through UpdatePersonalDetails and friends).
 */
async function seedOtherHolder(t: Pick<TestApp, 'db' | 'clock'>, holderId: number, holder: OtherHolder): Promise<void> {
  const now = t.clock.now();
  await setHolderNames(
    t.db,
    holderId,
    { first_name: holder.firstName, middle_name: '', last_name: holder.lastName },
    now,
  );
  await saveKycStep(
    t.db,
    holderId,
    'personal',
    {
      Title: '1',
      FirstName: holder.firstName,
      MiddleName: '',
      LastName: holder.lastName,
      DOB: '1985-01-20',
      Gender: '1',
      MartialStatus: '1',
      Nationality: '1',
      Occupation: 2,
      Mobile: holder.mobile ?? '9800000000',
      Email: '',
      mobileNoBelongsTo: 'Self',
      LocalAddress1: '5 FC Road',
      LocalAddress2: '',
      LocalAddress3: '',
      LocalCity: 'Pune',
      LocalPin: '411004',
      LocalState: 21,
      PermanentAddress1: '5 FC Road',
      PermanentAddress2: '',
      PermanentAddress3: '',
      PermanentCity: 'Pune',
      PermanentPin: '411004',
      PermanentState: 21,
      isPAN: true,
      PAN: 'ABCPR1234K',
      CustomerId: '',
      CKYCNo: '',
    },
    now,
    undefined,
  );
  // The other-holder wizard's additional-details step, so its declaration is accepted (DESIGN.md §5),
  // as the service keeps it: with the figures worked out from the monthly income.
  const figures = deriveIncomeFigures(String(additional.AverageIncome));
  const values = additionalDetailsShape(OTHER_HOLDER_VARIANT)
    .omit({ RegistrationId: true, RegistrationHolderId: true, Version: true })
    .parse({ ...additionalByYear, caste: 'OBC', CarYear: '2020' });
  await saveKycStep(
    t.db,
    holderId,
    'additional',
    { ...values, AnnualIncome: figures.annualIncome, Turnover: figures.turnover },
    now,
    undefined,
  );
  if (holder.photo) {
    const fileName = `${randomBytes(16).toString('hex')}.jpg`;
    await replaceSingleDocument(
      t.db,
      holderId,
      'photo',
      { fileName, contentType: 'image/jpeg', content: holder.photo },
      now,
    );
  }
  if (holder.aadhaarMasked) {
    await insertProof(
      t.db,
      holderId,
      { proofName: 'UID-Aadhaar No.', proofNumber: holder.aadhaarMasked, poiPoa: '3', expiryDate: null },
      null,
      now,
    );
  }
}

let customersSoFar = 0;
/** A mobile no other customer of this test file has, so that no per-mobile limit meets another test's. */
export function newMobile(): string {
  customersSoFar += 1;
  return `96${String(40_000_000 + customersSoFar * 7919).padStart(8, '0')}`;
}

/**
 * A new customer (on a new mobile) and their complete application (`options` as fillApplication takes
 * them), submitted unless `submit` is false.
 */
export async function customerApplication(
  t: TestApp,
  { submit = true, ...options }: ApplicationOptions & { submit?: boolean } = {},
) {
  const mobile = newMobile();
  const token = await t.signInCustomer(mobile);
  const { RegistrationId, referenceNo, holderIds } = await fillApplication(t, token, mobile, options);
  if (submit) {
    const answer = await t.call('POST', '/api/Registration/SubmitAccount', {
      token,
      body: { RegistrationId, branchUserName: null },
    });
    if (answer.statusCode !== 200) throw new Error(`SubmitAccount answered ${answer.statusCode}: ${answer.body}`);
  }
  return { id: RegistrationId, referenceNo, holderIds, mobile, token };
}
