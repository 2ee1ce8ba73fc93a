import { describe, expect, it } from 'vitest';
import {
  additionalDetailsAsAsked,
  additionalDetailsShape,
  CASTES,
  createAdditionalDetailsSchema,
  createCustomerMasterRowSchema,
  createUpdatePersonalDetailsRequestSchema,
  ESTIMATED_ASSET_VALUES,
  FIRST_HOLDER_VARIANT,
  INCOME_BANDS,
  MARITAL_STATUSES,
  messages,
  missingOtherHolderSteps,
  namedMessages,
  NOTHING_ON_RECORD,
  OTHER_HOLDER_VARIANT,
  stepsBeforeOtherHolderDeclaration,
  TITLES,
  updatePersonalDetailsRequestShape,
} from '../src/index.js';

const today = { year: 2026, month: 11, day: 22 };
const png = 'data:image/png;base64,iVBORw0KGgo=';

const holder = {
  Id: 7,
  Title: '6',
  FirstName: 'Ravi',
  MiddleName: '',
  LastName: '',
  DOB: '1985-01-20',
  Gender: '1',
  MartialStatus: '3',
  Nationality: '1',
  Occupation: 2,
  Mobile: '9800000000',
  Email: '',
  mobileNoBelongsTo: 'Self',
  LocalAddress1: '5 FC Road',
  LocalCity: 'Pune',
  LocalPin: '411004',
  LocalState: 21,
  PermanentAddress1: '5 FC Road',
  PermanentCity: 'Pune',
  PermanentPin: '411004',
  PermanentState: 21,
  isPAN: false,
  PAN: '',
  Base64Photo: png,
  Base64PAN: '',
  registrationHoldersPOI: [{ POI: 'Passport', POINo: 'K1234567', POIPOA: '3', ExpiryDate: '', Base64POI: png }],
};

describe('the other-holder variant', () => {
  it('is data: every title, marital status and caste; the rest relaxed or required as the spec says', () => {
    expect(OTHER_HOLDER_VARIANT).toEqual({
      titles: TITLES.map((title) => title.value),
      maritalStatuses: MARITAL_STATUSES.map((status) => status.value),
      castes: CASTES,
      requireMiddleAndLastName: false,
      requireMobileBelongsTo: true,
      vehicleMonthAndYear: false,
      incomeBands: INCOME_BANDS,
      estimatedAssetValues: ESTIMATED_ASSET_VALUES,
      requireBusinessAddress3: false,
      panFileTypes: ['image/jpeg', 'image/png'],
    });
  });
});

describe('UpdatePersonalDetails', () => {
  const rules = { today, uploadsRequired: true, onRecord: NOTHING_ON_RECORD };
  const problems = (objRegistrationHolders: unknown) => {
    const result = createUpdatePersonalDetailsRequestSchema(rules).safeParse({
      RegistrationId: 3,
      objRegistrationHolders,
    });
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('accepts holder 2 with Master, Divorce, no middle or last name and Form 60/61', () => {
    expect(problems(holder)).toEqual([]);
  });

  it('shows every problem at once: formats beside the PAN, photo and proof rules', () => {
    expect(
      problems({ ...holder, DOB: '', mobileNoBelongsTo: '', isPAN: true, Base64Photo: '', registrationHoldersPOI: [] }),
    ).toEqual([
      ['objRegistrationHolders.DOB', messages.dateOfBirthRequired],
      ['objRegistrationHolders.mobileNoBelongsTo', messages.mobileBelongsToRequired],
      ['objRegistrationHolders.PAN', messages.panRequired],
      ['objRegistrationHolders.Base64PAN', messages.panDocumentRequired],
      ['objRegistrationHolders.Base64Photo', messages.photoRequired],
      ['objRegistrationHolders.registrationHoldersPOI', messages.atLeastOneProof],
    ]);
  });

  it('requires the holder id, and files only when uploads are required (not for type 5)', () => {
    const { Id: _id, ...withoutId } = holder;
    expect(
      updatePersonalDetailsRequestShape.safeParse({ RegistrationId: 3, objRegistrationHolders: withoutId }).success,
    ).toBe(false);
    const bare = {
      ...holder,
      Base64Photo: '',
      registrationHoldersPOI: [{ ...holder.registrationHoldersPOI[0], Base64POI: '' }],
    };
    expect(problems(bare)).toEqual([
      ['objRegistrationHolders.Base64Photo', messages.photoRequired],
      ['objRegistrationHolders.registrationHoldersPOI.0.Base64POI', namedMessages.proofUploadRequired('Passport')],
    ]);
    const typeFive = createUpdatePersonalDetailsRequestSchema({ ...rules, uploadsRequired: false });
    expect(typeFive.safeParse({ RegistrationId: 3, objRegistrationHolders: bare }).success).toBe(true);
  });
});

describe('other holders’ additional details', () => {
  const base = {
    RegistrationId: 3,
    AverageIncome: '40000',
    AverageBalance: '20000',
    Religion: 'Hindu',
    caste: 'OBC',
    OccupationDetails: 'Businessman',
    LineOfBusiness: 'Retail',
    BusinessName: 'Pune Traders',
    BusinessStartDate: '2015-06-01',
    BusinessAddress1: '1 Market Yard',
    BusinessAddress2: 'Gultekdi',
    BusinessIncomeSource: 'Trade',
    BusinessVehicleType: ['Two Wheeler'],
    TwoWheelerYear: '2026',
    CustomerReasonId: 1,
  };
  const problems = (variant: typeof OTHER_HOLDER_VARIANT, input: Record<string, unknown>) => {
    const result = createAdditionalDetailsSchema(variant, today).safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes OBC, a year without a month, and no Business Address 3', () => {
    expect(problems(OTHER_HOLDER_VARIANT, base)).toEqual([]);
    // OBC is in every flow's caste list; the first-holder wizard differs in address and vehicles.
    expect(problems(FIRST_HOLDER_VARIANT, base)).toEqual([
      ['BusinessAddress3', messages.businessAddress3Required],
      ['TwoWheelerMonth', namedMessages.vehicleMonthRequired('Two Wheeler')],
    ]);
  });

  it('reads back a vehicle month saved before the year alone was asked, without it', () => {
    const saved = { ...base, TwoWheelerMonth: '05', CarMonth: '' };
    const read = additionalDetailsAsAsked(saved, OTHER_HOLDER_VARIANT);
    expect(read).not.toHaveProperty('TwoWheelerMonth');
    expect(read).not.toHaveProperty('CarMonth');
    expect(additionalDetailsShape(OTHER_HOLDER_VARIANT).safeParse(read).success).toBe(true);
    expect(additionalDetailsShape(OTHER_HOLDER_VARIANT).safeParse(saved).success).toBe(false);
    expect(additionalDetailsAsAsked(saved, FIRST_HOLDER_VARIANT)).toEqual(saved);
  });

  it('refuses a vehicle year after this year', () => {
    expect(problems(OTHER_HOLDER_VARIANT, { ...base, TwoWheelerYear: '2027' })).toEqual([
      ['TwoWheelerYear', 'Two Wheeler year should be valid!'],
    ]);
  });
});

describe('other-holder steps', () => {
  it.each([
    [{ form60: false }, [], ['personal', 'additional', 'declaration']],
    [{ form60: true }, ['personal'], ['form60', 'additional', 'declaration']],
    [{ form60: true }, ['personal', 'form60', 'additional'], ['declaration']],
    [{ form60: false }, ['personal', 'additional', 'declaration'], []],
  ] as const)('%j with %j saved lacks %j', (path, saved, missing) => {
    expect(missingOtherHolderSteps(path, new Set(saved))).toEqual(missing);
  });

  it('needs Form 60/61 before the declaration only without PAN', () => {
    expect(stepsBeforeOtherHolderDeclaration({ form60: true })).toEqual(['personal', 'form60', 'additional']);
    expect(stepsBeforeOtherHolderDeclaration({ form60: false })).toEqual(['personal', 'additional']);
  });
});

describe('a customer master row', () => {
  const schema = createCustomerMasterRowSchema(today);
  const row = {
    customer_id: 'C1001',
    branch_code: '101',
    title: '1',
    first_name: 'Suresh',
    middle_name: '',
    last_name: 'Joshi',
    dob: '1970-03-15',
    gender: '1',
    mobile: '9812345678',
    email: '',
    pan: 'abcpj1234k',
    address1: '7 Tilak Road',
    address2: '',
    address3: '',
    city: 'Pune',
    pin: '411030',
    state: '21',
    average_income: '',
    education: '',
    occupation: '2',
  };

  it('parses a good row (PAN upper-cased, ids as numbers)', () => {
    expect(schema.parse(row)).toMatchObject({ pan: 'ABCPJ1234K', state: 21, occupation: 2, education: '' });
  });

  it.each([
    ['pan', 'ABC123', messages.panInvalid],
    ['pan', 'ABCDE1234F', messages.panHolderKindInvalid],
    ['mobile', '12345', messages.mobileInvalid],
    ['mobile', '5876543210', messages.mobileStartInvalid],
    ['pin', '41103', messages.pincodeInvalid],
    ['dob', '2027-01-01', messages.dateInFuture],
    ['dob', '15-03-1970', messages.dateInvalid],
    ['customer_id', '', messages.customerIdRequired],
  ])('refuses %s %j', (column, value, message) => {
    const result = schema.safeParse({ ...row, [column]: value });
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [column, message],
    ]);
  });
});
