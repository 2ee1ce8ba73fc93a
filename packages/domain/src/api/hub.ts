import { z } from 'zod';
import { messages } from '../messages.js';
import { ACCOUNT_OPERATIONS } from '../rules/account-operations.js';
import {
  DEPOSIT_BOUNDS,
  depositMessages,
  INTEREST_PAYOUT_MODES,
  INTEREST_PAYOUTS,
  tenureOutOfRange,
} from '../rules/deposit.js';
import { IFSC_PATTERN } from '../validators/kyc-numbers.js';
import { APPLICATION_STATUSES, applicationProgressSchema } from './registration.js';
import { REVIEW_PARTS, REVIEW_STATUSES, returnReasonSchema } from './review.js';
import { dataResponseSchema, okResponseSchema } from './envelope.js';
import {
  booleanLikeField,
  idField,
  optionalDigitsField,
  optionalTextField,
  requiredDigitsField,
  requiredLettersField,
  requiredTextField,
  versionField,
  whenParsed,
} from './fields.js';

const registrationId = () => idField(messages.registrationRequired);

/** Calls that name only the registration: the Get… reads of the hub, AddApplicantHolder. */
export const registrationIdRequestSchema = z.strictObject({ RegistrationId: registrationId() });
export type RegistrationIdRequest = z.input<typeof registrationIdRequestSchema>;

// ---- Account holders -------------------------------------------------------------------------

export const accountHolderRowSchema = z.object({
  registrationHoldersId: z.number().int(),
  holderSrNo: z.number().int(),
  customerName: z.string(),
  lastUpdated: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  accountTypeId: z.number().int(),
  locationId: z.number().int(),
  branchId: z.string(),
  /** The holder's wizard steps saved of those on its path (the hub's "3 of 5 steps"). */
  steps: applicationProgressSchema,
});
export type AccountHolderRow = z.infer<typeof accountHolderRowSchema>;
/** POST /api/Registration/GetCustomerAccountHolderList */
export const accountHolderListResponseSchema = dataResponseSchema(z.array(accountHolderRowSchema));
/** POST /api/Registration/AddApplicantHolder */
export const addApplicantHolderResponseSchema = okResponseSchema({ registrationHoldersId: z.number().int() });

/** POST /api/Registration/DeleteCustomerAccountHolder */
export const deleteCustomerAccountHolderRequestSchema = z.strictObject({
  RegistrationId: registrationId(),
  RegistrationHolderId: idField(messages.holderRequired),
});

// ---- Account operations ----------------------------------------------------------------------

/** POST /api/Registration/UpdateAccountOperation */
export const updateAccountOperationRequestSchema = z.strictObject({
  RegistrationId: registrationId(),
  AccountOperations: z.enum(ACCOUNT_OPERATIONS, { error: messages.accountOperationsRequired }),
  Version: versionField(),
});
export type UpdateAccountOperationRequest = z.input<typeof updateAccountOperationRequestSchema>;
/** POST /api/Registration/GetCustomerAccountOperationsDetails */
export const accountOperationsResponseSchema = okResponseSchema({
  accountOperations: z.enum(ACCOUNT_OPERATIONS).nullable(),
  /** The section's version (0 until saved): a save sends it back as `Version`. */
  version: z.number().int(),
});

// ---- Techno products -------------------------------------------------------------------------

const technoSwitch = () => booleanLikeField();

/** POST /api/Registration/UpdateTechnoProducts (each switch as true/false or their text). */
export const updateTechnoProductsRequestSchema = z.strictObject({
  RegistrationId: registrationId(),
  DebitCard: technoSwitch(),
  SMSBanking: technoSwitch(),
  MobileBanking: technoSwitch(),
  StatementOnEmail: technoSwitch(),
  AadhaarCardSeeding: technoSwitch(),
  InterntBanking: technoSwitch(),
  Version: versionField(),
});
export type UpdateTechnoProductsRequest = z.input<typeof updateTechnoProductsRequestSchema>;
/** A techno product's request field (InterntBanking spelt so, portal.md §3). */
export type TechnoProductField = Exclude<keyof UpdateTechnoProductsRequest, 'RegistrationId' | 'Version'>;
/** POST /api/Registration/GetCustomerTechnoProductsDetails: all on (the wizard's defaults) until saved. */
export const technoProductsResponseSchema = okResponseSchema({
  debitCard: z.boolean(),
  smsBanking: z.boolean(),
  mobileBanking: z.boolean(),
  statementOnEmail: z.boolean(),
  aadhaarCardSeeding: z.boolean(),
  interntBanking: z.boolean(),
  version: z.number().int(),
});

/**
 * The six techno products, in order: the request field, the answer's name and the switch's label,
 * the hub's wording (portal.md §3) in the hub and in the wizard's step 6 alike, since they are one
 * record. Every switch is on until the customer saves (holder-wizards.md §3).
 */
export const TECHNO_PRODUCTS: readonly {
  field: TechnoProductField;
  answer: keyof z.infer<typeof technoProductsResponseSchema>;
  label: string;
}[] = [
  { field: 'DebitCard', answer: 'debitCard', label: 'Debit Cum ATM Card' },
  { field: 'SMSBanking', answer: 'smsBanking', label: 'SMS banking' },
  { field: 'MobileBanking', answer: 'mobileBanking', label: 'Mobile banking' },
  { field: 'StatementOnEmail', answer: 'statementOnEmail', label: 'Statement on E-mail Id' },
  { field: 'AadhaarCardSeeding', answer: 'aadhaarCardSeeding', label: 'Aadhaar card seeding' },
  { field: 'InterntBanking', answer: 'interntBanking', label: 'Internet banking' },
];

// ---- FD and RD -------------------------------------------------------------------------------

/** Whole rupees or months (digits, as the spec sends them) between the bounds of the bank's products. */
function boundedDigitsField(
  max: number,
  requiredMessage: string,
  range: { min: number; max: number },
  message: string,
) {
  return requiredDigitsField(max, requiredMessage).pipe(
    z.string().refine((value) => Number(value) >= range.min && Number(value) <= range.max, message),
  );
}

/** The months (0-11) or days (0-30) part of a tenure or a renewal period. */
function tenurePart<Input>(parts: z.ZodType<string, Input>, max: number, message: string) {
  return parts.pipe(z.string().refine((value) => value === '' || Number(value) <= max, message));
}

const { tenure } = DEPOSIT_BOUNDS;

const depositFields = {
  RegistrationId: registrationId(),
  DepositAmount: boundedDigitsField(
    10,
    messages.depositAmountRequired,
    DEPOSIT_BOUNDS.depositAmount,
    depositMessages.depositAmountRange,
  ),
  TenureYear: requiredDigitsField(2, messages.yearsRequired),
  TenureMonths: tenurePart(
    requiredDigitsField(2, messages.monthsRequired),
    tenure.maxMonths,
    depositMessages.monthsPart,
  ),
  TenureDays: tenurePart(requiredDigitsField(2, messages.daysRequired), tenure.maxDays, depositMessages.daysPart),
  InterestPayout: z.enum(INTEREST_PAYOUTS, { error: messages.interestPayoutInvalid }),
  InterestPayoutMode: z.enum(INTEREST_PAYOUT_MODES, { error: messages.interestPayoutModeInvalid }),
  BankName: requiredLettersField(100, messages.bankNameRequired),
  BranchName: requiredTextField(100, messages.branchNameRequired),
  AccountNo: requiredTextField(20, messages.accountNumberRequired),
  IFSC: requiredTextField(20, messages.ifscRequired).pipe(
    z
      .string()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(IFSC_PATTERN, messages.ifscInvalid)),
  ),
  IsAutoRenewal: booleanLikeField(),
  PeriodYear: optionalDigitsField(2),
  PeriodMonths: tenurePart(optionalDigitsField(2), tenure.maxMonths, depositMessages.monthsPart),
  PeriodDays: tenurePart(optionalDigitsField(2), tenure.maxDays, depositMessages.daysPart),
  Version: versionField(),
};

type RenewalFields = { IsAutoRenewal: boolean; PeriodYear: string; PeriodMonths: string; PeriodDays: string };
type PeriodField = 'PeriodYear' | 'PeriodMonths' | 'PeriodDays';

const PERIOD_REQUIRED: Record<PeriodField, string> = {
  PeriodYear: messages.periodYearRequired,
  PeriodMonths: messages.periodMonthRequired,
  PeriodDays: messages.periodDaysRequired,
};

/** With auto renewal Yes a period field is required; with No it must be blank (portal.md §4, §5). */
function checkRenewalField(field: PeriodField) {
  return (value: RenewalFields, ctx: z.RefinementCtx) => {
    if (value.IsAutoRenewal && value[field] === '') {
      ctx.addIssue({ code: 'custom', path: [field], message: PERIOD_REQUIRED[field] });
    }
    if (!value.IsAutoRenewal && value[field] !== '') {
      ctx.addIssue({ code: 'custom', path: [field], message: messages.periodOnlyWithRenewal });
    }
  };
}

type TenureFields = { TenureYear: string; TenureMonths: string; TenureDays: string } & RenewalFields;

/**
 * A tenure or, with auto renewal, a renewal period between 7 days and 10 years (DEPOSIT_BOUNDS): a
 * short one is named at its days, a long one at its years.
 */
function checkSpan(prefix: 'Tenure' | 'Period', message: string) {
  return (value: TenureFields, ctx: z.RefinementCtx) => {
    const [years, months, days] =
      prefix === 'Tenure'
        ? [value.TenureYear, value.TenureMonths, value.TenureDays]
        : [value.PeriodYear, value.PeriodMonths, value.PeriodDays];
    // A renewal period that is not all there has its own messages (checkRenewalField).
    if (years === '' || months === '' || days === '') return;
    const outOfRange = tenureOutOfRange(Number(years), Number(months), Number(days));
    if (outOfRange === null) return;
    const field = outOfRange === 'short' ? `${prefix}Days` : `${prefix}Year`;
    ctx.addIssue({ code: 'custom', path: [field], message });
  };
}

/**
 * The renewal period and the spans of an FD or RD. Each check waits only for the fields it reads, so
 * a Save lists every problem of the form at once: a single check over all of them was skipped while
 * any one failed (a blank tenure hid "Please enter Period Year" until a second Save).
 */
function withDepositChecks<Schema extends z.ZodType<TenureFields>>(schema: Schema) {
  const periodFields = ['PeriodYear', 'PeriodMonths', 'PeriodDays'] as const;
  let checked = schema;
  for (const field of periodFields) {
    checked = checked.superRefine(checkRenewalField(field), whenParsed(['IsAutoRenewal', field]));
  }
  return checked
    .superRefine(
      checkSpan('Tenure', depositMessages.tenureRange),
      whenParsed(['TenureYear', 'TenureMonths', 'TenureDays']),
    )
    .superRefine(checkSpan('Period', depositMessages.periodRange), whenParsed(['IsAutoRenewal', ...periodFields]));
}

/** POST /api/Registration/UpdateFDDetails */
export const updateFdDetailsRequestSchema = withDepositChecks(
  z.strictObject({ ...depositFields, TDSMembershipNo: optionalTextField(20) }),
);
export type UpdateFdDetailsRequest = z.input<typeof updateFdDetailsRequestSchema>;

/** POST /api/Registration/UpdateRDDetails */
export const updateRdDetailsRequestSchema = withDepositChecks(
  z.strictObject({
    ...depositFields,
    DebitAccountNo: requiredTextField(20, messages.debitAccountRequired),
    RDAmount: boundedDigitsField(
      10,
      messages.rdAmountRequired,
      DEPOSIT_BOUNDS.rdInstalment,
      depositMessages.rdAmountRange,
    ),
    RDMonths: boundedDigitsField(3, messages.rdMonthsRequired, DEPOSIT_BOUNDS.rdMonths, depositMessages.rdMonthsRange),
  }),
);
export type UpdateRdDetailsRequest = z.input<typeof updateRdDetailsRequestSchema>;

const depositResponseFields = {
  depositAmount: z.string(),
  tenureYear: z.string(),
  tenureMonths: z.string(),
  tenureDays: z.string(),
  interestPayout: z.enum(INTEREST_PAYOUTS),
  interestPayoutMode: z.enum(INTEREST_PAYOUT_MODES),
  bankName: z.string(),
  branchName: z.string(),
  accountNo: z.string(),
  ifsc: z.string(),
  periodYear: z.string(),
  periodMonths: z.string(),
  periodDays: z.string(),
  version: z.number().int(),
};

export const fdDetailsSchema = z.object({
  ...depositResponseFields,
  isAutoRenewal: z.boolean(),
  tdsMembershipNo: z.string(),
});
export type FdDetails = z.infer<typeof fdDetailsSchema>;
/** POST /api/Registration/GetFDDetails: the saved details beside responseCode; the form's defaults before the first save. */
export const fdDetailsResponseSchema = okResponseSchema(fdDetailsSchema.shape);

export const rdDetailsSchema = z.object({
  ...depositResponseFields,
  // The spec reads RD auto renewal back as 1 or 0.
  isAutoRenewal: z.union([z.literal(1), z.literal(0)]),
  debitAccountNo: z.string(),
  rdAmount: z.string(),
  rdMonths: z.string(),
});
export type RdDetails = z.infer<typeof rdDetailsSchema>;
/** POST /api/Registration/GetRDDetails: a list (the spec uses its first item); empty before the first save. */
export const rdDetailsResponseSchema = dataResponseSchema(z.array(rdDetailsSchema));

// ---- The application itself ------------------------------------------------------------------

/**
 * POST /api/Registration/GetRegistrationDetails: the primary details and status of one application,
 * so the hub can pre-fill them and show a Completed application read-only, or of a Returned one only
 * the returned parts open, each with the branch's reason. (Not named by the spec; decided in
 * docs/decisions/007-hub-read-calls.md and 028-branch-review.md.)
 */
export const registrationDetailsResponseSchema = okResponseSchema({
  registrationId: z.number().int(),
  referenceNo: z.string(),
  accountTypeId: z.number().int(),
  entityTypeId: z.number().int(),
  locationId: z.number().int(),
  branchId: z.string(),
  noOfHolders: z.number().int(),
  /** The Registration's Mobile and Email (portal.md §3): the signed-in mobile, and '' when no e-mail was given. */
  mobile: z.string(),
  email: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** The branch review of a Completed application (docs/decisions/028); null while Partially Filled. */
  reviewStatus: z.enum(REVIEW_STATUSES).nullable(),
  /** While Returned: each returned section's heading and the branch's reason; otherwise empty. */
  returnReasons: z.array(returnReasonSchema),
  /** While Returned: the parts the customer may save (customerMayChange); otherwise empty. */
  returnedParts: z.array(z.enum(REVIEW_PARTS)),
});
export type RegistrationDetails = z.infer<typeof registrationDetailsResponseSchema>;
