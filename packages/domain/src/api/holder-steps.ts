import { z } from 'zod';
import { messages, namedMessages } from '../messages.js';
import { deriveIncomeFigures } from '../rules/income.js';
import {
  ASSET_DETAILS,
  FUNDS_BY_DEBIT,
  FUNDS_FOR_CREDIT,
  INTERESTED_IN,
  RELIGIONS,
  TITLES,
  VEHICLE_TYPES,
  asksSpouseOrMaidenName,
  type KycFlowVariant,
  type VehicleType,
} from '../rules/kyc-options.js';
import { MASKED_AADHAAR_PATTERN } from '../rules/proof-kinds.js';
import { compareCalendarDates, parseIsoDate, type CalendarDate } from '../validators/display-date.js';
import { isValidAadhaar } from '../validators/kyc-numbers.js';
import {
  booleanLikeField,
  idField,
  mobileFormat,
  optionalDigitsField,
  optionalLettersField,
  optionalTextField,
  panFormat,
  requiredDigitsField,
  requiredLettersField,
  requiredTextField,
  versionField,
  whenParsed,
} from './fields.js';
import { sharedPerArguments } from './shared-per-arguments.js';

/**
 * Every per-holder step call names the registration and, optionally, the holder (holder 1 when
 * absent), and may send the version of the step it started from.
 */
export const holderTarget = {
  RegistrationId: idField(messages.registrationRequired),
  RegistrationHolderId: idField(messages.holderRequired).optional(),
  Version: versionField(),
};
export const holderTargetSchema = z.strictObject(holderTarget);
export type HolderTarget = z.input<typeof holderTargetSchema>;

const FAMILY_TITLES = TITLES.slice(0, 3).map((title) => title.value);
const choice = (values: readonly string[], message: string) =>
  z
    .union([z.string(), z.number().int().transform(String)], { error: message })
    .refine((v) => values.includes(v), message);

// ---- Family (first holder only) ---------------------------------------------------------------

const FAMILY_MEMBERS = [
  ['Father', 'Father'],
  ['Mother', 'Mother'],
  ['Maiden', 'Spouse / Maiden'],
] as const;
export type FamilyMember = (typeof FAMILY_MEMBERS)[number][0];
export const FAMILY_MEMBER_LABELS: Record<FamilyMember, string> = Object.fromEntries(FAMILY_MEMBERS) as Record<
  FamilyMember,
  string
>;
export const FAMILY_MEMBER_KEYS = FAMILY_MEMBERS.map(([member]) => member);

/**
 * The members the family step asks this holder for: father and mother, and the spouse / maiden name
 * only of a holder whose saved marital status says they have married (a child was asked).
 */
export function familyMembersOf(maritalStatus: unknown): FamilyMember[] {
  return FAMILY_MEMBER_KEYS.filter((member) => member !== 'Maiden' || asksSpouseOrMaidenName(maritalStatus));
}

type TextSchema = z.ZodType<string | undefined, string | number | undefined>;
type FamilyFields<Member extends FamilyMember> = Record<
  `${Member}${'Title' | 'FirstName' | 'MiddleName' | 'LastName'}`,
  TextSchema
>;

/** A member the step asks for: title, first and last name required (holder-wizards.md §5). */
function askedMemberFields<Member extends FamilyMember>(member: Member) {
  const who = FAMILY_MEMBER_LABELS[member];
  const fields: Record<string, TextSchema> = {
    [`${member}Title`]: choice(FAMILY_TITLES, namedMessages.familyTitleRequired(who)),
    [`${member}FirstName`]: requiredLettersField(50, namedMessages.familyFirstNameRequired(who)),
    [`${member}MiddleName`]: optionalLettersField(50),
    [`${member}LastName`]: requiredLettersField(50, namedMessages.familyLastNameRequired(who)),
  };
  return fields as FamilyFields<Member>;
}

/** A member the step does not ask for: absent or empty, and dropped from the values kept. */
function notAskedMemberFields<Member extends FamilyMember>(member: Member) {
  const notAsked = z
    .literal('', { error: messages.spouseNotAsked })
    .optional()
    .transform(() => undefined);
  const parts = ['Title', 'FirstName', 'MiddleName', 'LastName'] as const;
  const fields: Record<string, TextSchema> = Object.fromEntries(parts.map((part) => [`${member}${part}`, notAsked]));
  return fields as FamilyFields<Member>;
}

/** A member some holders are asked for and others not: well-formed when given, absent when not. */
function eitherMemberFields<Member extends FamilyMember>(member: Member) {
  // Not optionalLettersField alone: its default would answer '' for a name never given.
  const name = z.union([z.undefined(), optionalLettersField(50)]);
  const fields: Record<string, TextSchema> = {
    [`${member}Title`]: z.union([z.literal(''), choice(FAMILY_TITLES, messages.titleRequired)]).optional(),
    [`${member}FirstName`]: name,
    [`${member}MiddleName`]: name,
    [`${member}LastName`]: name,
  };
  return fields as FamilyFields<Member>;
}

/** What the family step's rules need to know about the holder: its saved personal step. */
export interface FamilyDetailsRules {
  /** The marital status saved in the holder's personal step (MartialStatus). */
  maritalStatus: string;
}

/**
 * POST /api/Registration/UpdateFamilyDetails, the shape of any holder's call (for the route, the API
 * document and the saved values): the spouse / maiden name may be there or not.
 */
export const updateFamilyDetailsRequestShape = z.strictObject({
  ...holderTarget,
  ...askedMemberFields('Father'),
  ...askedMemberFields('Mother'),
  ...eitherMemberFields('Maiden'),
});

/**
 * The same call with the rules of this holder: the spouse / maiden name required of a married or
 * divorced holder, and not taken from anyone else. The form and the service both use it.
 */
export function createUpdateFamilyDetailsRequestSchema(rules: FamilyDetailsRules) {
  return z.strictObject({
    ...holderTarget,
    ...askedMemberFields('Father'),
    ...askedMemberFields('Mother'),
    ...(asksSpouseOrMaidenName(rules.maritalStatus) ? askedMemberFields('Maiden') : notAskedMemberFields('Maiden')),
  });
}
export type UpdateFamilyDetailsRequest = z.input<typeof updateFamilyDetailsRequestShape>;

// ---- Related person / guardian ----------------------------------------------------------------

/**
 * An Aadhaar number, or the masked form the server gave back for the one on record (the full number
 * is never kept: DESIGN.md §6). The service accepts the masked form only when it matches the record.
 */
const aadhaarOrMasked = (requiredMessage: string) =>
  requiredTextField(14, requiredMessage).refine(
    (value) => isValidAadhaar(value) || MASKED_AADHAAR_PATTERN.test(value),
    messages.aadhaarInvalid,
  );

/** POST /api/Registration/UpdateDetailOfRelatedPerson (the spelling is the spec's). */
export const updateRelatedPersonRequestSchema = z.strictObject({
  ...holderTarget,
  RelatedPersonTitle: choice(
    TITLES.map((title) => title.value),
    messages.titleRequired,
  ),
  RelatedPeronFirstName: requiredLettersField(50, messages.firstNameRequired),
  RelatedPeronMiddleName: optionalLettersField(50),
  RelatedPeronLastName: requiredLettersField(50, messages.lastNameRequired),
  RelatedPersonCustomerRelation: requiredLettersField(50, messages.customerRelationRequired),
  RelatedPersonType: idField(messages.relatedPersonTypeRequired),
  RelatedPersonPANNo: requiredTextField(10, messages.panRequired)
    .transform((value) => value.toUpperCase())
    .pipe(panFormat(messages.panInvalid)),
  RelatedPersonAadhaarNo: aadhaarOrMasked(messages.aadhaarRequired),
  RelatedPersonCourtOrderNo: optionalTextField(50),
});
export type UpdateRelatedPersonRequest = z.input<typeof updateRelatedPersonRequestSchema>;

// ---- Form 60/61 -------------------------------------------------------------------------------

/** POST /api/Registration/UpdateFormNo60 */
export const updateFormNo60RequestSchema = z.strictObject({
  ...holderTarget,
  DeclarantDocuments: optionalTextField(200),
  DeclarantTransactionParticulars: requiredTextField(100, messages.transactionParticularsRequired),
  DeclarantAmountofTransaction: requiredDigitsField(15, messages.transactionAmountRequired),
  /** 'Are you assessed to tax?' Yes/No, Yes by default. */
  DeclarantAssessedTax: booleanLikeField().default(true),
  DetailsOfIncomeTax: requiredTextField(50, messages.incomeTaxDetailsRequired),
  ReasonForNoPan: requiredTextField(200, messages.reasonForNoPanRequired),
});
export type UpdateFormNo60Request = z.input<typeof updateFormNo60RequestSchema>;

// ---- Additional details -----------------------------------------------------------------------

/** The occupation-details entry that makes the business fields required (holder-wizards.md §5). */
export const BUSINESSMAN = 'Businessman';

export const VEHICLE_FIELDS = {
  'Two Wheeler': { month: 'TwoWheelerMonth', year: 'TwoWheelerYear' },
  Car: { month: 'CarMonth', year: 'CarYear' },
  Other: { month: 'OtherVehicleMonth', year: 'OtherVehicleYear' },
} as const satisfies Record<VehicleType, { month: string; year: string }>;

const checkboxes = <Values extends readonly [string, ...string[]]>(values: Values) =>
  z.array(z.enum(values)).max(values.length).default([]);

/**
 * A vehicle's month: asked in the first-holder wizard; in the others the year alone is, so a month
 * there is refused when given and never kept (holder-wizards.md §5).
 */
function vehicleMonthField(variant: KycFlowVariant, vehicle: VehicleType) {
  if (variant.vehicleMonthAndYear) return optionalDigitsField(2);
  return z
    .literal('', { error: namedMessages.vehicleMonthNotAsked(vehicle) })
    .optional()
    .transform(() => undefined);
}

const additionalDetailsObject = sharedPerArguments((variant: KycFlowVariant) => {
  return z.strictObject({
    ...holderTarget,
    FundsExpectedOrigin: z.enum(FUNDS_FOR_CREDIT.map((o) => o.value) as ['1', '2']).default('1'),
    FundsUtilisationExpected: z.enum(FUNDS_BY_DEBIT.map((o) => o.value) as ['0', '1']).default('1'),
    OtherBankAccounts: z.union([idField(messages.reasonRequired), z.literal('')]).default(''),
    /** Monthly income; annual income and turnover are worked out from it. */
    AverageIncome: requiredDigitsField(15, messages.averageIncomeRequired),
    AnnualIncome: optionalDigitsField(16),
    /** The spec's name of AnnualIncome (holder-wizards.md §3): the same figure, kept as AnnualIncome. */
    BusinessAnnualIncome: optionalDigitsField(16),
    Turnover: optionalDigitsField(17),
    AverageBalance: requiredDigitsField(15, messages.averageBalanceRequired),
    Education: z.union([idField(messages.reasonRequired), z.literal('')]).default(''),
    Religion: z.enum(RELIGIONS, { error: messages.religionRequired }),
    caste: choice(variant.castes, messages.casteRequired),
    OccupationDetails: requiredTextField(100, messages.occupationDetailsRequired),
    LineOfBusiness: optionalTextField(100),
    /** Required: 'Business Name is required!' for a Businessman, the employer's name otherwise. */
    BusinessName: optionalTextField(100),
    BusinessStartDate: optionalTextField(10),
    BusinessAddress1: optionalTextField(300),
    BusinessAddress2: optionalTextField(300),
    BusinessAddress3: optionalTextField(300),
    BusinessTelNo: optionalDigitsField(20),
    BusinessMobileNo: optionalTextField(10).pipe(mobileFormat()),
    BusinessIncomeSource: requiredTextField(100, messages.sourceOfIncomeRequired),
    BusinessWealthSource: optionalTextField(100),
    BusinessEstimatedValue: z.enum(['', ...variant.estimatedAssetValues.map((o) => o.value)] as ['', '1']).default(''),
    BusinessAssetDetails: checkboxes(ASSET_DETAILS),
    BornNonIndia: booleanLikeField().default(false),
    TaxResidenceNonIndia: booleanLikeField().default(false),
    BusinessVehicleType: checkboxes(VEHICLE_TYPES),
    TwoWheelerMonth: vehicleMonthField(variant, 'Two Wheeler'),
    TwoWheelerYear: optionalDigitsField(4),
    CarMonth: vehicleMonthField(variant, 'Car'),
    CarYear: optionalDigitsField(4),
    /**
     * The spec's car purchase 'month-year' (holder-wizards.md §3): YYYY-MM or MM-YYYY, or YYYY where
     * the year alone is asked; kept as CarMonth and CarYear (docs/decisions/027).
     */
    BusinessCarPurchaseYear: optionalTextField(7).refine(
      (value) => value === '' || carPurchaseParts(value) !== null,
      namedMessages.vehicleYearInvalid('Car'),
    ),
    BusinessCarMaker: optionalTextField(50),
    OtherVehicleMonth: vehicleMonthField(variant, 'Other'),
    OtherVehicleYear: optionalDigitsField(4),
    InterestedIn: checkboxes(INTERESTED_IN),
    CustomerReasonId: idField(messages.reasonRequired),
  });
});
type AdditionalDetailsValues = z.output<ReturnType<typeof additionalDetailsObject>>;

/** BusinessCarPurchaseYear's month ('' when only the year is given) and year, or null when it is not one. */
export function carPurchaseParts(value: string): { month: string; year: string } | null {
  const yearOnly = /^(\d{4})$/.exec(value);
  if (yearOnly) return { month: '', year: yearOnly[1]! };
  const yearMonth = /^(\d{4})-(\d{1,2})$/.exec(value);
  if (yearMonth) return { month: String(Number(yearMonth[2])), year: yearMonth[1]! };
  const monthYear = /^(\d{1,2})-(\d{4})$/.exec(value);
  if (monthYear) return { month: String(Number(monthYear[1])), year: monthYear[2]! };
  return null;
}

/** The car's purchase as the spec writes it: YYYY-MM, or YYYY without a month; '' without a year. */
export function carPurchaseYearOf(month: string | undefined, year: string): string {
  if (year === '') return '';
  return month === undefined || month === '' ? year : `${year}-${month.padStart(2, '0')}`;
}

/**
 * The car's month and year a save carries: CarMonth and CarYear, or the spec's BusinessCarPurchaseYear
 * when they are blank; `field` is where a problem with them is reported.
 */
function carPurchaseOf(value: AdditionalDetailsValues) {
  const parts = value.BusinessCarPurchaseYear === '' ? null : carPurchaseParts(value.BusinessCarPurchaseYear);
  if (parts && (value.CarMonth ?? '') === '' && value.CarYear === '') {
    return { ...parts, monthField: 'BusinessCarPurchaseYear', yearField: 'BusinessCarPurchaseYear' };
  }
  return { month: value.CarMonth ?? '', year: value.CarYear, monthField: 'CarMonth', yearField: 'CarYear' };
}

/** Annual income and turnover, when sent, must be the ones worked out from the monthly income. */
function checkDerivedIncome(value: AdditionalDetailsValues, ctx: z.RefinementCtx) {
  const derived = deriveIncomeFigures(value.AverageIncome);
  const add = (field: string) =>
    ctx.addIssue({ code: 'custom', path: [field], message: messages.derivedIncomeMismatch });
  if (value.AnnualIncome !== '' && value.AnnualIncome !== derived.annualIncome) add('AnnualIncome');
  if (value.BusinessAnnualIncome !== '' && value.BusinessAnnualIncome !== derived.annualIncome) {
    add('BusinessAnnualIncome');
  }
  if (value.Turnover !== '' && value.Turnover !== derived.turnover) add('Turnover');
}

/** The spec's car purchase and CarMonth / CarYear, both sent, must say the same. */
function checkCarPurchaseNames(value: AdditionalDetailsValues, ctx: z.RefinementCtx) {
  const parts = value.BusinessCarPurchaseYear === '' ? null : carPurchaseParts(value.BusinessCarPurchaseYear);
  if (!parts || ((value.CarMonth ?? '') === '' && value.CarYear === '')) return;
  const sameMonth = parts.month === '' || Number(parts.month) === Number(value.CarMonth ?? '');
  if (parts.year !== value.CarYear || !sameMonth) {
    ctx.addIssue({
      code: 'custom',
      path: ['BusinessCarPurchaseYear'],
      message: namedMessages.sameValueTwice('CarMonth and CarYear'),
    });
  }
}

/** Vehicle years run to 2050 in the first-holder wizard and to this year in the others (§9). */
const FIRST_HOLDER_LAST_VEHICLE_YEAR = 2050;
const FIRST_VEHICLE_YEAR = 1900;

function checkBusinessDetails(variant: KycFlowVariant, today: CalendarDate) {
  return (value: AdditionalDetailsValues, ctx: z.RefinementCtx) => {
    const add = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    if (value.BusinessName === '' && value.OccupationDetails !== BUSINESSMAN) {
      add('BusinessName', messages.employerRequired);
    }
    if (value.OccupationDetails === BUSINESSMAN) {
      const business = [
        ['LineOfBusiness', messages.lineOfBusinessRequired],
        ['BusinessName', messages.businessNameRequired],
        ['BusinessStartDate', messages.businessStartRequired],
        ['BusinessAddress1', messages.businessAddress1Required],
        ['BusinessAddress2', messages.businessAddress2Required],
        ...(variant.requireBusinessAddress3 ? [['BusinessAddress3', messages.businessAddress3Required] as const] : []),
      ] as const;
      for (const [field, message] of business) if (value[field] === '') add(field, message);
    }
    if (value.BusinessStartDate !== '') {
      const start = parseIsoDate(value.BusinessStartDate);
      if (!start) add('BusinessStartDate', messages.dateInvalid);
      else if (compareCalendarDates(start, today) > 0) add('BusinessStartDate', messages.dateInFuture);
    }
  };
}

function checkVehicles(variant: KycFlowVariant, today: CalendarDate) {
  return (value: AdditionalDetailsValues, ctx: z.RefinementCtx) => {
    const add = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    const lastYear = variant.vehicleMonthAndYear ? FIRST_HOLDER_LAST_VEHICLE_YEAR : today.year;
    for (const vehicle of VEHICLE_TYPES) {
      // The car's may come under the spec's name (BusinessCarPurchaseYear), and is reported there.
      const car = vehicle === 'Car' ? carPurchaseOf(value) : undefined;
      const fields = car ? { month: car.monthField, year: car.yearField } : VEHICLE_FIELDS[vehicle];
      // A month not asked in this flow parses to nothing.
      const month = car ? car.month : (value[VEHICLE_FIELDS[vehicle].month] ?? '');
      const year = car ? car.year : value[VEHICLE_FIELDS[vehicle].year];
      if (car && car.monthField === 'BusinessCarPurchaseYear' && month !== '' && !variant.vehicleMonthAndYear) {
        add(fields.month, namedMessages.vehicleMonthNotAsked(vehicle));
      }
      if (!value.BusinessVehicleType.includes(vehicle)) {
        if (month !== '' || year !== '') add(fields.year, namedMessages.vehicleYearInvalid(vehicle));
        continue;
      }
      if (variant.vehicleMonthAndYear) {
        if (month === '') add(fields.month, namedMessages.vehicleMonthRequired(vehicle));
        else if (Number(month) < 1 || Number(month) > 12) add(fields.month, namedMessages.vehicleMonthInvalid(vehicle));
      }
      if (year === '') add(fields.year, namedMessages.vehicleYearRequired(vehicle));
      else if (!/^\d{4}$/.test(year) || Number(year) < FIRST_VEHICLE_YEAR || Number(year) > lastYear) {
        add(fields.year, namedMessages.vehicleYearInvalid(vehicle));
      }
    }
  };
}

/** POST /api/Registration/UpdateAdditionalDetails, the shape (for the route and the API document). */
export function additionalDetailsShape(variant: KycFlowVariant) {
  return additionalDetailsObject(variant);
}

/**
 * Saved additional details as this flow asks them now: a vehicle month kept before the other
 * holders' and second flow's step asked the year alone is left out, so their reads still answer.
 */
export function additionalDetailsAsAsked<Values extends object>(values: Values, variant: KycFlowVariant): Values {
  if (variant.vehicleMonthAndYear) return values;
  const months = new Set<string>(Object.values(VEHICLE_FIELDS).map((fields) => fields.month));
  return Object.fromEntries(Object.entries(values).filter(([field]) => !months.has(field))) as Values;
}

/** The spec's names of two additional-details values (holder-wizards.md §3), kept under the portal's. */
export type AdditionalDetailsSpecName = 'BusinessAnnualIncome' | 'BusinessCarPurchaseYear';

/**
 * What a parsed save keeps: the spec's names folded into the portal's (the car's purchase into
 * CarMonth and CarYear; BusinessAnnualIncome is AnnualIncome, which the server works out anyway).
 */
export function additionalDetailsToKeep<
  Values extends Pick<AdditionalDetailsValues, AdditionalDetailsSpecName | 'CarYear' | 'CarMonth'>,
>(values: Values): Omit<Values, AdditionalDetailsSpecName> {
  const { BusinessAnnualIncome: _annual, BusinessCarPurchaseYear: purchase, ...kept } = values;
  const parts = purchase === '' ? null : carPurchaseParts(purchase);
  if (!parts || (values.CarMonth ?? '') !== '' || values.CarYear !== '') return kept;
  return { ...kept, CarYear: parts.year, ...(parts.month === '' ? {} : { CarMonth: parts.month }) };
}

/** Kept additional details answered under the spec's names too, with the same values. */
export function additionalDetailsWithSpecNames<
  Values extends { AnnualIncome: string; CarYear: string; CarMonth?: string | undefined },
>(values: Values): Values & Record<AdditionalDetailsSpecName, string> {
  return {
    ...values,
    BusinessAnnualIncome: values.AnnualIncome,
    BusinessCarPurchaseYear: carPurchaseYearOf(values.CarMonth, values.CarYear),
  };
}

/** The same call with every rule of the step; the form and the service both use it. */
export function createAdditionalDetailsSchema(variant: KycFlowVariant, today: CalendarDate) {
  return (
    additionalDetailsObject(variant)
      .superRefine(
        checkDerivedIncome,
        whenParsed(['AverageIncome', 'AnnualIncome', 'BusinessAnnualIncome', 'Turnover']),
      )
      .superRefine(checkCarPurchaseNames, whenParsed(['CarMonth', 'CarYear', 'BusinessCarPurchaseYear']))
      .superRefine(
        checkBusinessDetails(variant, today),
        whenParsed([
          'OccupationDetails',
          'LineOfBusiness',
          'BusinessName',
          'BusinessStartDate',
          'BusinessAddress1',
          'BusinessAddress2',
          'BusinessAddress3',
        ]),
      )
      // Apart from the business rules: a missing occupation does not hold back the vehicles' problems.
      .superRefine(
        checkVehicles(variant, today),
        whenParsed([
          'BusinessVehicleType',
          'BusinessCarPurchaseYear',
          ...Object.values(VEHICLE_FIELDS).flatMap((fields) => [fields.month, fields.year]),
        ]),
      )
  );
}
export type UpdateAdditionalDetailsRequest = z.input<ReturnType<typeof additionalDetailsObject>>;

/** Born or tax resident outside India: the FATCA form is filled separately (§4). */
export function needsFatcaDeclaration(value: { BornNonIndia: boolean; TaxResidenceNonIndia: boolean }): boolean {
  return value.BornNonIndia || value.TaxResidenceNonIndia;
}

// ---- Declaration ------------------------------------------------------------------------------

/**
 * POST /api/Registration/UpdateAccountHolderStatus: the holder accepts the declaration. (The final
 * submit of the application is SubmitAccount.)
 */
export const updateAccountHolderStatusRequestSchema = z.strictObject({
  ...holderTarget,
  /** 'I agree to above terms and conditions': the server checks the tick again. */
  TermsAccepted: z.union(
    [z.literal(true, { error: messages.termsRequired }), z.literal('true', { error: messages.termsRequired })],
    { error: messages.termsRequired },
  ),
});
export type UpdateAccountHolderStatusRequest = z.input<typeof updateAccountHolderStatusRequestSchema>;

/** POST /api/Registration/DeleteCustomerPOI: `Id` is the proof row's POIId. */
export const deleteCustomerPoiRequestSchema = z.strictObject({
  RegistrationId: idField(messages.registrationRequired),
  Id: idField(messages.poiRequired),
});
export type DeleteCustomerPoiRequest = z.input<typeof deleteCustomerPoiRequestSchema>;
