import { describe, expect, it } from 'vitest';
import {
  asksSpouseOrMaidenName,
  createAdditionalDetailsSchema,
  createPersonalDetailsSchema,
  createUpdateFamilyDetailsRequestSchema,
  deriveIncome,
  familyMembersOf,
  FIRST_HOLDER_INCOME_BANDS,
  FIRST_HOLDER_VARIANT,
  holderOneSteps,
  holderOneVariant,
  INCOME_BANDS,
  incomeBandOf,
  messages,
  missingFirstHolderSteps,
  namedMessages,
  NOTHING_ON_RECORD,
  nextStep,
  previousStep,
  proofHasExpiry,
  proofKindOf,
  SECOND_FLOW_VARIANT,
  stepApplies,
  stepFromSlug,
  stepLabel,
  STEP_SLUGS,
  OTHER_HOLDER_VARIANT,
  updateAccountHolderStatusRequestSchema,
  updateFormNo60RequestSchema,
  updateRelatedPersonRequestSchema,
  usesSecondFlow,
  type FirstHolderStep,
  type HolderPath,
  type PersonalDetailsRules,
  type UpdateAdditionalDetailsRequest,
} from '../src/index.js';

const today = { year: 2026, month: 11, day: 22 };
const fd = 2;
const existingCustomer = 5;
const png = 'data:image/png;base64,iVBORw0KGgo=';

const adultWithPan: HolderPath = { minor: false, form60: false, accountTypeId: fd };
const adultWithForm60: HolderPath = { minor: false, form60: true, accountTypeId: fd };
const minorWithPan: HolderPath = { minor: true, form60: false, accountTypeId: fd };
const minorWithForm60: HolderPath = { minor: true, form60: true, accountTypeId: fd };

function walk(path: HolderPath, direction: 'forward' | 'back'): (FirstHolderStep | null)[] {
  const steps: (FirstHolderStep | null)[] = [];
  let step: FirstHolderStep | null = direction === 'forward' ? 'personal' : 'declaration';
  while (step) {
    steps.push(step);
    step = direction === 'forward' ? nextStep(step, path) : previousStep(step, path);
  }
  return steps;
}

describe('first-holder wizard navigation (holder-wizards.md §4)', () => {
  it.each([
    [
      'an adult with PAN',
      adultWithPan,
      ['personal', 'family', 'additional', 'technoProducts', 'nomination', 'declaration'],
    ],
    [
      'an adult with Form 60/61',
      adultWithForm60,
      ['personal', 'family', 'form60', 'additional', 'technoProducts', 'nomination', 'declaration'],
    ],
    [
      'a minor with PAN',
      minorWithPan,
      ['personal', 'family', 'relatedPerson', 'additional', 'technoProducts', 'nomination', 'declaration'],
    ],
    [
      'a minor with Form 60/61',
      minorWithForm60,
      ['personal', 'family', 'relatedPerson', 'form60', 'additional', 'technoProducts', 'nomination', 'declaration'],
    ],
    [
      'an existing customer (type 5, the second flow) with PAN',
      { ...adultWithPan, accountTypeId: existingCustomer },
      ['personal', 'family', 'additional', 'declaration'],
    ],
    [
      'an existing customer (type 5, the second flow) with Form 60/61',
      { ...adultWithForm60, accountTypeId: existingCustomer },
      ['personal', 'family', 'form60', 'additional', 'declaration'],
    ],
    [
      'an existing customer (type 5, the second flow) who is a minor',
      { ...minorWithPan, accountTypeId: existingCustomer },
      ['personal', 'family', 'relatedPerson', 'additional', 'declaration'],
    ],
  ])('Save & Next takes %s through its steps, and Back retraces them', (_name, path, expected) => {
    expect(walk(path, 'forward')).toEqual(expected);
    expect(walk(path, 'back')).toEqual([...expected].reverse());
  });

  it('greys the related person for adults and Form 60/61 while a PAN is given', () => {
    expect(stepApplies('relatedPerson', adultWithPan)).toBe(false);
    expect(stepApplies('relatedPerson', minorWithPan)).toBe(true);
    expect(stepApplies('form60', adultWithPan)).toBe(false);
    expect(stepApplies('form60', adultWithForm60)).toBe(true);
  });

  it('Back on the first step and Save & Next on the last leave the wizard', () => {
    expect(previousStep('personal', adultWithPan)).toBeNull();
    expect(nextStep('declaration', adultWithPan)).toBeNull();
  });

  it('names each step in its URL with a segment of its own, read back to the same step', () => {
    const slugs = Object.values(STEP_SLUGS);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const [step, slug] of Object.entries(STEP_SLUGS)) {
      expect(slug).toMatch(/^[a-z0-9-]+$/);
      expect(stepFromSlug(slug)).toBe(step);
    }
    expect(stepFromSlug('form-60')).toBe('form60');
    expect(stepFromSlug(undefined)).toBeNull();
    expect(stepFromSlug('form60')).toBeNull();
    expect(stepFromSlug('toString')).toBeNull();
  });

  it('lists the steps holder 1 still needs, declaration excluded', () => {
    expect(missingFirstHolderSteps(minorWithForm60, new Set(['personal', 'family']))).toEqual([
      'relatedPerson',
      'form60',
      'additional',
      'technoProducts',
      'nomination',
    ]);
    const adultSteps: FirstHolderStep[] = ['personal', 'family', 'additional', 'technoProducts', 'nomination'];
    expect(missingFirstHolderSteps(adultWithPan, new Set(adultSteps))).toEqual([]);
  });

  it('the second flow has six steps ending in terms and conditions, which holder 1 must save there', () => {
    expect(holderOneSteps(existingCustomer).map((step) => step.label)).toEqual([
      'Personal Details',
      'Family Details',
      'Related person / guardian',
      'Form no 60/61',
      'Additional Details',
      'Terms and conditions',
    ]);
    expect(holderOneSteps(fd)).toHaveLength(8);
    expect(usesSecondFlow(existingCustomer)).toBe(true);
    expect(usesSecondFlow(fd)).toBe(false);
    const secondFlow = { ...adultWithForm60, accountTypeId: existingCustomer };
    expect(missingFirstHolderSteps(secondFlow, new Set(['personal', 'family', 'form60', 'additional']))).toEqual([
      'declaration',
    ]);
    expect(stepApplies('technoProducts', secondFlow)).toBe(false);
    expect(stepLabel('declaration', existingCustomer)).toBe('Terms and conditions');
    expect(stepLabel('declaration', fd)).toBe('Applicant Declaration');
  });
});

describe("income derivation (holder-wizards.md §9), in each flow's bands (§3)", () => {
  it.each([
    ['4000', '48000', 'Below 50000', '96000', '50000-100000'],
    ['4167', '50004', '50000-100000', '100008', '100000-500000'],
    ['50000', '600000', '500000-1000000', '1200000', 'Above 1000000'],
  ])(
    'first-holder wizard: monthly %s gives annual %s (%s) and turnover %s (%s)',
    (monthly, annual, annualBand, turnover, turnoverBand) => {
      expect(deriveIncome(monthly, FIRST_HOLDER_VARIANT.incomeBands)).toEqual({
        annualIncome: annual,
        annualIncomeBand: annualBand,
        turnover,
        turnoverBand,
      });
    },
  );
  it.each([
    ['4000', '48000', 'Upto 100000', '96000', 'Upto 100000'],
    ['8334', '100008', '100001-500000', '200016', '100001-500000'],
    ['50000', '600000', '500001-1000000', '1200000', '1000001-2500000'],
    ['250000', '3000000', 'Above 2500000', '6000000', 'Above 2500000'],
  ])(
    'other holders and the second flow: monthly %s gives annual %s (%s) and turnover %s (%s)',
    (monthly, annual, annualBand, turnover, turnoverBand) => {
      for (const variant of [OTHER_HOLDER_VARIANT, SECOND_FLOW_VARIANT]) {
        expect(deriveIncome(monthly, variant.incomeBands)).toEqual({
          annualIncome: annual,
          annualIncomeBand: annualBand,
          turnover,
          turnoverBand,
        });
      }
    },
  );
  it.each(['', 'abc', '-100', '12.5', ' '])('clears both for %j', (monthly) => {
    expect(deriveIncome(monthly, INCOME_BANDS)).toEqual({
      annualIncome: '',
      annualIncomeBand: '',
      turnover: '',
      turnoverBand: '',
    });
  });
  it('puts the band edges where each option set has them', () => {
    const edges = (amounts: number[], bands: typeof INCOME_BANDS | typeof FIRST_HOLDER_INCOME_BANDS) =>
      amounts.map((amount) => incomeBandOf(amount, bands));
    expect(edges([49_999, 50_000, 100_000, 100_001, 1_000_000, 1_000_001], FIRST_HOLDER_INCOME_BANDS)).toEqual([
      'Below 50000',
      '50000-100000',
      '50000-100000',
      '100000-500000',
      '500000-1000000',
      'Above 1000000',
    ]);
    expect(edges([100_000, 100_001, 500_000, 500_001, 2_500_000, 2_500_001], INCOME_BANDS)).toEqual([
      'Upto 100000',
      '100001-500000',
      '100001-500000',
      '500001-1000000',
      '1000001-2500000',
      'Above 2500000',
    ]);
  });
  it("lists the estimated asset value by the flow: the first holder's bands there, the spec's list elsewhere", () => {
    expect(FIRST_HOLDER_VARIANT.estimatedAssetValues.map((option) => option.label)).toEqual(
      FIRST_HOLDER_INCOME_BANDS.map((band) => band.label),
    );
    expect(OTHER_HOLDER_VARIANT.estimatedAssetValues.map((option) => option.label)).toEqual([
      'Upto 100000',
      '100001 to 500000',
      '500001 to 1000000',
      '1000001 to 2500000',
      'Above 2500000',
    ]);
    expect(SECOND_FLOW_VARIANT.estimatedAssetValues).toBe(OTHER_HOLDER_VARIANT.estimatedAssetValues);
  });
});

describe('proof kinds', () => {
  it.each([
    ['UID-Aadhaar No.', 'aadhaar', false],
    ['Passport', 'passport', true],
    ['License', 'licence', true],
    ['Driving Licence', 'licence', true],
    ['Voter ID', 'voterId', false],
    ['Others', 'other', true],
  ] as const)('%s is a %s proof (expiry date: %s)', (name, kind, hasExpiry) => {
    expect(proofKindOf(name)).toBe(kind);
    expect(proofHasExpiry(kind)).toBe(hasExpiry);
  });
});

const aadhaarRow = { POI: 'UID-Aadhaar No.', POINo: '234123412346', POIPOA: '3', Base64POI: png };

/** A complete adult's step 1, loosely typed: the tests also send what the schema must refuse. */
function personal(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Title: '1',
    FirstName: 'Ravi',
    MiddleName: 'Kumar',
    LastName: 'Patil',
    DOB: '1990-04-15',
    Gender: '1',
    MartialStatus: '2',
    Nationality: '1',
    Occupation: 3,
    Mobile: '9876543210',
    mobileNoBelongsTo: 'Self',
    Email: 'ravi@example.in',
    LocalAddress1: '12 MG Road',
    LocalCity: 'Pune',
    LocalPin: '411001',
    LocalState: 21,
    PermanentAddress1: '12 MG Road',
    PermanentCity: 'Pune',
    PermanentPin: '411001',
    PermanentState: 21,
    isPAN: true,
    PAN: 'abcpe1234f',
    Base64Photo: png,
    Base64PAN: png,
    registrationHoldersPOI: [aadhaarRow],
    ...overrides,
  };
}

const rules: PersonalDetailsRules = { today, uploadsRequired: true, onRecord: NOTHING_ON_RECORD };

function problems(input: unknown, ruleSet: PersonalDetailsRules = rules) {
  const result = createPersonalDetailsSchema(FIRST_HOLDER_VARIANT, ruleSet).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('personal details (holder-wizards.md §5)', () => {
  it('accepts a complete adult with PAN and upper-cases the PAN', () => {
    const result = createPersonalDetailsSchema(FIRST_HOLDER_VARIANT, rules).safeParse(personal());
    expect(result.success && result.data.PAN).toBe('ABCPE1234F');
  });

  it.each([
    [{ Title: '' }, 'Title', messages.titleRequired],
    [{ Title: '4' }, 'Title', messages.titleRequired],
    [{ FirstName: '' }, 'FirstName', messages.firstNameRequired],
    [{ FirstName: 'Ravi2' }, 'FirstName', messages.charactersOnly],
    [{ MiddleName: '' }, 'MiddleName', messages.middleNameRequired],
    [{ LastName: '' }, 'LastName', messages.lastNameRequired],
    [{ Gender: '' }, 'Gender', messages.genderRequired],
    [{ MartialStatus: '3' }, 'MartialStatus', messages.maritalStatusRequired],
    [{ Mobile: '' }, 'Mobile', messages.phoneRequired],
    [{ Mobile: '98765' }, 'Mobile', messages.mobileInvalid],
    [{ Mobile: '1234567890' }, 'Mobile', messages.mobileStartInvalid],
    [{ Email: 'ravi@' }, 'Email', messages.wizardEmailInvalid],
    [{ LocalAddress1: '' }, 'LocalAddress1', messages.address1Required],
    [{ PermanentCity: '' }, 'PermanentCity', messages.cityRequired],
    [{ LocalPin: '41100' }, 'LocalPin', messages.pincodeInvalid],
    [{ DOB: '2026-11-23' }, 'DOB', messages.dateInFuture],
    [{ PAN: '' }, 'PAN', messages.panRequired],
    [{ PAN: 'ABC12' }, 'PAN', messages.panFormatInvalid],
    [{ PAN: 'ABCDE1234F' }, 'PAN', messages.panHolderKindInvalid],
    [{ isPAN: undefined }, 'isPAN', messages.panOrForm60],
    [{ Base64Photo: '' }, 'Base64Photo', messages.photoRequired],
    [{ Base64PAN: '' }, 'Base64PAN', messages.panDocumentRequired],
    [{ registrationHoldersPOI: [] }, 'registrationHoldersPOI', messages.atLeastOneProof],
  ])('%j gives %s: %s', (change, field, message) => {
    expect(problems(personal(change))).toEqual([[field, message]]);
  });

  it('reports the PAN, file and proof rules together with missing fields, so a step shows every problem at once', () => {
    expect(problems(personal({ FirstName: '', PAN: '', Base64Photo: '', registrationHoldersPOI: [] }))).toEqual([
      ['FirstName', messages.firstNameRequired],
      ['PAN', messages.panRequired],
      ['Base64Photo', messages.photoRequired],
      ['registrationHoldersPOI', messages.atLeastOneProof],
    ]);
  });

  it('an empty step 1 lists every problem in one pass: the required fields, photo, PAN, PAN document and POI/POA', () => {
    const empty = Object.fromEntries(Object.keys(personal()).map((field) => [field, '']));
    const emptyForm = { ...empty, MartialStatus: '2', Nationality: '1', isPAN: true, registrationHoldersPOI: [] };
    const required: [string, string][] = [
      ['Title', messages.titleRequired],
      ['FirstName', messages.firstNameRequired],
      ['MiddleName', messages.middleNameRequired],
      ['LastName', messages.lastNameRequired],
      ['DOB', messages.dateOfBirthRequired],
      ['Gender', messages.genderRequired],
      ['Occupation', messages.occupationRequired],
      ['Mobile', messages.phoneRequired],
      ...(['Local', 'Permanent'] as const).flatMap((kind): [string, string][] => [
        [`${kind}Address1`, messages.address1Required],
        [`${kind}City`, messages.cityRequired],
        [`${kind}Pin`, messages.pincodeRequired],
        [`${kind}State`, messages.stateRequired],
      ]),
    ];
    expect(problems(emptyForm)).toEqual([
      ...required,
      ['PAN', messages.panRequired],
      ['Base64PAN', messages.panDocumentRequired],
      ['Base64Photo', messages.photoRequired],
      ['registrationHoldersPOI', messages.atLeastOneProof],
    ]);
    // A bad birth date and mobile hold back none of the proof table's problems.
    const proofOnlyForAddress = { POI: 'Passport', POINo: '', POIPOA: '1', Base64POI: '' };
    expect(
      problems(personal({ DOB: '15-04-1990', Mobile: '98765', registrationHoldersPOI: [proofOnlyForAddress] })),
    ).toEqual([
      ['DOB', messages.dateInvalid],
      ['Mobile', messages.mobileInvalid],
      ['registrationHoldersPOI.0.POINo', namedMessages.proofNumberRequired('Passport')],
      ['registrationHoldersPOI.0.Base64POI', namedMessages.proofUploadRequired('Passport')],
      ['registrationHoldersPOI', messages.poiDocumentMissing],
    ]);
  });

  it("a proof row's POI/POA must be one of the list's", () => {
    expect(problems(personal({ registrationHoldersPOI: [{ ...aadhaarRow, POIPOA: '7' }] }))).toEqual([
      ['registrationHoldersPOI.0.POIPOA', messages.poiPoaRequired],
    ]);
  });

  it('Form 60/61 instead of PAN: PAN and its file must be empty', () => {
    expect(problems(personal({ isPAN: false, PAN: '', Base64PAN: '' }))).toEqual([]);
    expect(problems(personal({ isPAN: false }))).toEqual([
      ['PAN', messages.panWithForm60],
      ['Base64PAN', messages.panWithForm60],
    ]);
  });

  it('account type 5 needs no photo, PAN file or proof file', () => {
    const noFiles = personal({
      Base64Photo: '',
      Base64PAN: '',
      registrationHoldersPOI: [{ ...aadhaarRow, Base64POI: '' }],
    });
    expect(problems(noFiles, { ...rules, uploadsRequired: false })).toEqual([]);
  });

  it('files on record need not be sent again, and a masked Aadhaar is kept only when it is the one on record', () => {
    const onRecord = {
      photo: true,
      pan: true,
      proofFiles: new Set([7]),
      maskedAadhaar: new Map([[7, 'XXXX XXXX 2346']]),
    };
    const resent = personal({
      Base64Photo: '',
      Base64PAN: '',
      registrationHoldersPOI: [{ ...aadhaarRow, POIId: 7, POINo: 'XXXX XXXX 2346', Base64POI: '' }],
    });
    expect(problems(resent, { ...rules, onRecord })).toEqual([]);
    const otherMask = personal({ registrationHoldersPOI: [{ ...aadhaarRow, POIId: 7, POINo: 'XXXX XXXX 9999' }] });
    expect(problems(otherMask, { ...rules, onRecord })).toEqual([
      ['registrationHoldersPOI.0.POINo', messages.aadhaarInvalid],
    ]);
  });
});

describe('the proof table (holder-wizards.md §5 step 1 checks)', () => {
  const row = (change: object) => personal({ registrationHoldersPOI: [{ ...aadhaarRow, ...change }] });
  it.each([
    [{ POINo: '' }, 'registrationHoldersPOI.0.POINo', namedMessages.proofNumberRequired('UID-Aadhaar No.')],
    [{ POINo: '234123412345' }, 'registrationHoldersPOI.0.POINo', messages.aadhaarInvalid],
    [{ Base64POI: '' }, 'registrationHoldersPOI.0.Base64POI', 'Please upload document for UID-Aadhaar No.!'],
    [{ ExpiryDate: '2030-01-01' }, 'registrationHoldersPOI.0.ExpiryDate', messages.expiryNotApplicable],
  ])('%j gives %s: %s', (change, field, message) => {
    expect(problems(row(change))).toEqual([[field, message]]);
  });

  it('names the document when the POI/POA choice is missing, and needs both a POI and a POA', () => {
    expect(problems(row({ POIPOA: '' }))).toEqual([
      ['registrationHoldersPOI.0.POIPOA', 'Please select either POI or POA for UID-Aadhaar No.!'],
      ['registrationHoldersPOI', messages.poiDocumentMissing],
      ['registrationHoldersPOI', messages.poaDocumentMissing],
    ]);
    expect(problems(row({ POIPOA: '2' }))).toEqual([['registrationHoldersPOI', messages.poaDocumentMissing]]);
    expect(problems(row({ POIPOA: '1' }))).toEqual([['registrationHoldersPOI', messages.poiDocumentMissing]]);
  });

  it('accepts a POI and a POA on separate rows, checks passports and expiry dates, refuses duplicates', () => {
    const passport = { POI: 'Passport', POINo: 'J8369854', POIPOA: '1', ExpiryDate: '2030-05-01', Base64POI: png };
    const twoRows = [{ ...aadhaarRow, POIPOA: '2' }, passport];
    expect(problems(personal({ registrationHoldersPOI: twoRows }))).toEqual([]);
    const expired = [
      { ...aadhaarRow, POIPOA: '2' },
      { ...passport, POINo: 'Q1234567', ExpiryDate: '2026-11-21' },
    ];
    expect(problems(personal({ registrationHoldersPOI: expired }))).toEqual([
      ['registrationHoldersPOI.1.POINo', messages.passportInvalid],
      ['registrationHoldersPOI.1.ExpiryDate', messages.expiryInPast],
    ]);
    expect(problems(personal({ registrationHoldersPOI: [aadhaarRow, aadhaarRow] }))).toEqual([
      ['registrationHoldersPOI.1.POI', 'UID-Aadhaar No. already exists!'],
    ]);
  });
});

function additional(overrides: Partial<UpdateAdditionalDetailsRequest> = {}): UpdateAdditionalDetailsRequest {
  return {
    RegistrationId: 1,
    AverageIncome: '40000',
    AverageBalance: '25000',
    Religion: 'Hindu',
    caste: 'Open Category',
    OccupationDetails: 'Salaried',
    BusinessName: 'Acme Traders',
    BusinessIncomeSource: 'Salary',
    CustomerReasonId: 1,
    ...overrides,
  };
}

function additionalProblems(input: UpdateAdditionalDetailsRequest) {
  const result = createAdditionalDetailsSchema(FIRST_HOLDER_VARIANT, today).safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('additional details (holder-wizards.md §5)', () => {
  it('accepts the derived figures and refuses figures not worked out from the monthly income', () => {
    expect(additionalProblems(additional({ AnnualIncome: '480000', Turnover: '960000' }))).toEqual([]);
    expect(additionalProblems(additional({ AnnualIncome: '500000' }))).toEqual([
      ['AnnualIncome', messages.derivedIncomeMismatch],
    ]);
  });

  it('requires the employer for everyone, under its own message for a Businessman', () => {
    expect(additionalProblems(additional({ BusinessName: '', AverageIncome: '' }))).toEqual([
      ['AverageIncome', messages.averageIncomeRequired],
      ['BusinessName', messages.employerRequired],
    ]);
  });

  it('requires the business fields of a Businessman', () => {
    expect(additionalProblems(additional({ OccupationDetails: 'Businessman', BusinessName: '' }))).toEqual([
      ['LineOfBusiness', 'Line of Business is required!'],
      ['BusinessName', 'Business Name is required!'],
      ['BusinessStartDate', 'Date of starting business is required!'],
      ['BusinessAddress1', 'Address1 required!'],
      ['BusinessAddress2', 'Address2 required!'],
      ['BusinessAddress3', 'Address3 required!'],
    ]);
  });

  it.each([
    [
      { TwoWheelerMonth: '', TwoWheelerYear: '' },
      [
        ['TwoWheelerMonth', 'Two Wheeler month is required!'],
        ['TwoWheelerYear', 'Two Wheeler year is required!'],
      ],
    ],
    [
      { TwoWheelerMonth: '13', TwoWheelerYear: '2051' },
      [
        ['TwoWheelerMonth', 'Two Wheeler month should be valid!'],
        ['TwoWheelerYear', 'Two Wheeler year should be valid!'],
      ],
    ],
    [{ TwoWheelerMonth: '12', TwoWheelerYear: '2050' }, []],
  ])('a ticked Two Wheeler with %j', (vehicle, expected) => {
    expect(additionalProblems(additional({ BusinessVehicleType: ['Two Wheeler'], ...vehicle }))).toEqual(expected);
  });

  it("lists a ticked vehicle's missing year with a missing occupation in one pass", () => {
    const vehicleWithoutYear = { BusinessVehicleType: ['Car' as const], CarMonth: '5', CarYear: '' };
    expect(additionalProblems(additional({ OccupationDetails: '', ...vehicleWithoutYear }))).toEqual([
      ['OccupationDetails', messages.occupationDetailsRequired],
      ['CarYear', namedMessages.vehicleYearRequired('Car')],
    ]);
  });

  it('refuses a future business start date and a short office mobile', () => {
    expect(additionalProblems(additional({ BusinessStartDate: '2026-11-23', BusinessMobileNo: '98765' }))).toEqual([
      ['BusinessMobileNo', messages.mobileInvalid],
      ['BusinessStartDate', messages.dateInFuture],
    ]);
  });
});

describe('the second flow (type 5 at /Registration) as data: SECOND_FLOW_VARIANT', () => {
  const secondFlow = (input: unknown) => {
    const result = createPersonalDetailsSchema(SECOND_FLOW_VARIANT, { ...rules, uploadsRequired: false }).safeParse(
      input,
    );
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('is the flow of holder 1 of an existing customer’s account only', () => {
    expect(holderOneVariant(existingCustomer)).toBe(SECOND_FLOW_VARIANT);
    expect(holderOneVariant(fd)).toBe(FIRST_HOLDER_VARIANT);
  });

  it('takes Divorce and no middle or last name, needs "Mobile No. belongs to", and no files', () => {
    const noFiles = { Base64Photo: '', Base64PAN: '', registrationHoldersPOI: [{ ...aadhaarRow, Base64POI: '' }] };
    expect(secondFlow(personal({ MartialStatus: '3', MiddleName: '', LastName: '', ...noFiles }))).toEqual([]);
    expect(secondFlow(personal({ Title: '4', mobileNoBelongsTo: '', ...noFiles }))).toEqual([
      ['Title', messages.titleRequired],
      ['mobileNoBelongsTo', messages.mobileBelongsToRequired],
    ]);
  });

  it('asks vehicles by year only, refuses a month and keeps none', () => {
    for (const variant of [SECOND_FLOW_VARIANT, OTHER_HOLDER_VARIANT]) {
      const schema = createAdditionalDetailsSchema(variant, today);
      const ticked = additional({ BusinessVehicleType: ['Car'], CarYear: '2020' });
      const parsed = schema.safeParse({ ...ticked, CarMonth: '' });
      expect(parsed.success).toBe(true);
      expect(parsed.data?.CarMonth).toBeUndefined();
      const month = schema.safeParse({ ...ticked, CarMonth: '04' });
      expect(month.success ? [] : month.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['CarMonth', namedMessages.vehicleMonthNotAsked('Car')],
      ]);
    }
  });

  it('asks vehicles by year only, never after this year', () => {
    const vehicleProblems = (year: string) => {
      const input = additional({ BusinessVehicleType: ['Two Wheeler'], TwoWheelerYear: year });
      const result = createAdditionalDetailsSchema(SECOND_FLOW_VARIANT, today).safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(vehicleProblems(String(today.year))).toEqual([]);
    expect(vehicleProblems(String(today.year + 1))).toEqual([
      ['TwoWheelerYear', namedMessages.vehicleYearInvalid('Two Wheeler')],
    ]);
  });
});

describe('the other steps', () => {
  it('family: each member names the title, first and last name it misses', () => {
    const result = createUpdateFamilyDetailsRequestSchema({ maritalStatus: '1' }).safeParse({ RegistrationId: 1 });
    const found = result.success ? [] : result.error.issues.map((issue) => issue.message);
    expect(found).toEqual(
      expect.arrayContaining([
        'Father Title required',
        'Father First Name required',
        'Father Last Name required',
        'Mother Title required',
        'Spouse / Maiden Last Name required',
      ]),
    );
  });

  describe('family: the spouse / maiden name by the saved marital status', () => {
    const father = { FatherTitle: '1', FatherFirstName: 'Ramesh', FatherLastName: 'Patil' };
    const mother = { MotherTitle: '2', MotherFirstName: 'Sunita', MotherLastName: 'Patil' };
    const parents = { RegistrationId: 1, ...father, ...mother };
    const spouse = { MaidenTitle: '3', MaidenFirstName: 'Asha', MaidenMiddleName: '', MaidenLastName: 'Kulkarni' };
    const family = (maritalStatus: string, input: object) =>
      createUpdateFamilyDetailsRequestSchema({ maritalStatus }).safeParse(input);

    it('asks a married or divorced holder, not an unmarried one', () => {
      expect(['1', '2', '3'].map(asksSpouseOrMaidenName)).toEqual([true, false, true]);
      expect(asksSpouseOrMaidenName(undefined)).toBe(false);
      expect(familyMembersOf('1')).toEqual(['Father', 'Mother', 'Maiden']);
      expect(familyMembersOf('2')).toEqual(['Father', 'Mother']);
    });

    it('requires it of a married or divorced holder and keeps it', () => {
      for (const status of ['1', '3']) {
        const missing = family(status, parents);
        expect(missing.success ? [] : missing.error.issues.map((issue) => issue.message)).toEqual([
          'Spouse / Maiden Title required',
          'Spouse / Maiden First Name required',
          'Spouse / Maiden Last Name required',
        ]);
        expect(family(status, { ...parents, ...spouse }).data).toMatchObject(spouse);
      }
    });

    it('neither requires nor keeps it for an unmarried holder, and refuses one sent', () => {
      const none = family('2', parents);
      expect(none.success).toBe(true);
      const empty = family('2', {
        ...parents,
        MaidenTitle: '',
        MaidenFirstName: '',
        MaidenMiddleName: '',
        MaidenLastName: '',
      });
      expect(empty.success).toBe(true);
      const kept = Object.entries(empty.data ?? {}).filter(
        ([key, value]) => key.startsWith('Maiden') && value !== undefined,
      );
      expect(kept).toEqual([]);
      const sent = family('2', { ...parents, ...spouse });
      expect(sent.success ? [] : sent.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['MaidenTitle', messages.spouseNotAsked],
        ['MaidenFirstName', messages.spouseNotAsked],
        ['MaidenLastName', messages.spouseNotAsked],
      ]);
    });
  });

  it('related person: PAN and Aadhaar must be valid', () => {
    const base = {
      RegistrationId: 1,
      RelatedPersonTitle: '1',
      RelatedPeronFirstName: 'Suresh',
      RelatedPeronLastName: 'Patil',
      RelatedPersonCustomerRelation: 'Father',
      RelatedPersonType: 1,
      RelatedPersonPANNo: 'abcpe1234f',
      RelatedPersonAadhaarNo: '234123412346',
    };
    expect(updateRelatedPersonRequestSchema.safeParse(base).success).toBe(true);
    const bad = updateRelatedPersonRequestSchema.safeParse({
      ...base,
      RelatedPersonPANNo: 'ABCD1234F',
      RelatedPersonAadhaarNo: '234123412345',
    });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([messages.panInvalid, messages.aadhaarInvalid]);
    // The spec's shape but a 4th letter no PAN has: the message says what is expected.
    const holderKind = updateRelatedPersonRequestSchema.safeParse({ ...base, RelatedPersonPANNo: 'ABCDE1234F' });
    expect(holderKind.error?.issues.map((issue) => issue.message)).toEqual([messages.panHolderKindInvalid]);
  });

  it('Form 60/61: assessed to tax defaults to Yes', () => {
    const parsed = updateFormNo60RequestSchema.parse({
      RegistrationId: 1,
      DeclarantTransactionParticulars: 'Opening a fixed deposit',
      DeclarantAmountofTransaction: '100000',
      DetailsOfIncomeTax: 'Ward 3, Pune',
      ReasonForNoPan: 'Applied for PAN',
    });
    expect(parsed.DeclarantAssessedTax).toBe(true);
  });

  it('declaration: the terms must be ticked', () => {
    const result = updateAccountHolderStatusRequestSchema.safeParse({ RegistrationId: 1, TermsAccepted: false });
    expect(result.error?.issues[0]?.message).toBe(messages.termsRequired);
  });
});
