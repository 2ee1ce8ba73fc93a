import { z } from 'zod';
import { messages, namedMessages } from '../messages.js';
import { ACCOUNT_OPERATIONS } from '../rules/account-operations.js';
import { ANY_FLOW_VARIANT, type KycFlowVariant } from '../rules/kyc-options.js';
import { FIRST_HOLDER_STEP_KEYS, type FirstHolderStep } from '../rules/first-holder-steps.js';
import { compareCalendarDates, parseIsoDate, type CalendarDate } from '../validators/display-date.js';
import { APPLICATION_STATUSES } from './registration.js';
import { okResponseSchema } from './envelope.js';
import {
  branchCodeField,
  idField,
  mobileField,
  optionalDigitsField,
  optionalEmailField,
  optionalLettersField,
  optionalTextField,
  requiredDigitsField,
  requiredLettersField,
  requiredTextField,
  versionField,
  whenParsed,
} from './fields.js';
import { personalDetailsObject, withPersonalDetailsRules, type PersonalDetailsRules } from './personal-details.js';
import {
  additionalDetailsShape,
  updateFamilyDetailsRequestShape,
  updateFormNo60RequestSchema,
  updateRelatedPersonRequestSchema,
} from './holder-steps.js';
import { sharedPerArguments } from './shared-per-arguments.js';

// The route's first parse takes any flow's values; the service parses again with holder 1's own flow.
const anyFlowPersonal = personalDetailsObject(ANY_FLOW_VARIANT);

const registrationFields = {
  /**
   * The application whose holder 1 is saved. Absent: the call creates the application from the
   * primary details it carries, for the signed-in mobile, as the spec's client does (holder-wizards.md
   * §7; docs/decisions/027).
   */
  RegistrationId: idField(messages.registrationRequired).optional(),
  // The spec's client repeats the primary details; when sent with a RegistrationId they must be the
  // application's own, and without one they are required.
  AccountTypeId: idField(messages.formTypeRequired).optional(),
  EntityTypeId: idField(messages.entityTypeRequired).optional(),
  LocationId: idField(messages.locationRequired).optional(),
  BranchId: branchCodeField(messages.branchRequired).optional(),
  /** The Registration's Mobile (portal.md §3): only ever the signed-in mobile (403 otherwise). */
  Mobile: mobileField().optional(),
  /** The Registration's Email (portal.md §3): the application's e-mail when sent. */
  Email: optionalEmailField(),
  Version: versionField(),
};

const PRIMARY_DETAILS = [
  ['AccountTypeId', messages.formTypeRequired],
  ['EntityTypeId', messages.entityTypeRequired],
  ['LocationId', messages.locationRequired],
  ['BranchId', messages.branchRequired],
] as const;

/** A call that creates the application (no RegistrationId) needs all four primary details (portal.md §5). */
function requirePrimaryDetailsToCreate(
  value: { RegistrationId?: number | undefined } & Partial<Record<(typeof PRIMARY_DETAILS)[number][0], unknown>>,
  ctx: z.RefinementCtx,
) {
  if (value.RegistrationId !== undefined) return;
  for (const [field, message] of PRIMARY_DETAILS) {
    if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
  }
}
const PRIMARY_DETAILS_PARSED = whenParsed(['RegistrationId', ...PRIMARY_DETAILS.map(([field]) => field)]);

/**
 * POST /api/Registration/Registration: holder 1's personal details, photo, PAN and proofs (step 1 of
 * the first-holder wizard), creating the application when no RegistrationId is sent. The shape, for
 * the route and the API document.
 */
export const registrationRequestShape = z
  .strictObject({
    ...registrationFields,
    registrationHolders: z.array(anyFlowPersonal).length(1, messages.holderRequired),
  })
  .superRefine(requirePrimaryDetailsToCreate, PRIMARY_DETAILS_PARSED);
export type RegistrationRequest = z.input<typeof registrationRequestShape>;

/**
 * The same call with holder 1's flow (the first-holder wizard, or the second flow for type 5) and the
 * rules that need today's date and the files on record.
 */
export function createRegistrationRequestSchema(variant: KycFlowVariant, rules: PersonalDetailsRules) {
  return z
    .strictObject({
      ...registrationFields,
      registrationHolders: z
        .array(withPersonalDetailsRules(personalDetailsObject(variant), rules))
        .length(1, messages.holderRequired),
    })
    .superRefine(requirePrimaryDetailsToCreate, PRIMARY_DETAILS_PARSED);
}
export const registrationResponseSchema = okResponseSchema({
  registrationId: z.number().int(),
  referenceNo: z.string(),
  /** The personal step's version now on record (docs/decisions/018). */
  version: z.number().int(),
});

// ---- Nomination, DA-1 shape -------------------------------------------------------------------

const da1Fields = {
  RegistrationId: idField(messages.registrationRequired),
  NatureofDeposit: requiredTextField(100, messages.natureOfDepositRequired),
  DistinguishingNo: requiredTextField(30, messages.distinguishingNoRequired),
  AdditionalDetails: optionalTextField(200),
  NomineeFirstName: requiredLettersField(50, messages.firstNameRequired),
  NomineeMiddleName: optionalLettersField(50),
  NomineeLastName: requiredLettersField(50, messages.lastNameRequired),
  NomineeAddress1: requiredTextField(300, messages.address1Required),
  NomineeAddress2: optionalTextField(300),
  NomineeAddress3: optionalTextField(300),
  Relationship: requiredLettersField(50, messages.relationshipRequired),
  Age: requiredDigitsField(2, messages.ageRequired),
  /** Required for a nominee under 18, or NomineeYear and NomineeMonth instead. */
  MinorDOB: optionalTextField(10),
  /**
   * The minor nominee's birth year and month, the spec's inputs (holder-wizards.md §9 'nominee year
   * 4, nominee month 2'): instead of MinorDOB, or beside it when they agree (docs/decisions/027).
   */
  NomineeYear: optionalDigitsField(4),
  NomineeMonth: optionalDigitsField(2),
  AccountOperations: z.enum(ACCOUNT_OPERATIONS, { error: messages.accountOperationsRequired }),
  Version: versionField(),
};

/**
 * POST /api/Registration/UpdateNominationDetails in the wizard's DA-1 shape (step 7), with the
 * account-operations instruction. One nomination per registration: the hub's simple form reads and
 * writes the same record (DESIGN.md §5).
 */
export const updateNominationDa1RequestShape = z.strictObject(da1Fields);
export type UpdateNominationDa1Request = z.input<typeof updateNominationDa1RequestShape>;

export function createUpdateNominationDa1RequestSchema(today: CalendarDate) {
  return updateNominationDa1RequestShape.superRefine(
    (value, ctx) => {
      const add = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
      const { NomineeYear: year, NomineeMonth: month } = value;
      let birthMonth: { year: number; month: number } | null = null;
      if (year !== '' || month !== '') {
        if (year === '') add('NomineeYear', messages.dateOfBirthRequired);
        else if (year.length !== 4) add('NomineeYear', messages.dateInvalid);
        if (month === '') add('NomineeMonth', messages.dateOfBirthRequired);
        else if (Number(month) < 1 || Number(month) > 12) add('NomineeMonth', messages.dateInvalid);
        if (year.length === 4 && Number(month) >= 1 && Number(month) <= 12) {
          birthMonth = { year: Number(year), month: Number(month) };
          const after =
            birthMonth.year > today.year || (birthMonth.year === today.year && birthMonth.month > today.month);
          if (after) add('NomineeYear', messages.dateInFuture);
        }
      }
      if (value.MinorDOB === '') {
        if (Number(value.Age) < 18 && year === '' && month === '') add('MinorDOB', messages.dateOfBirthRequired);
        return;
      }
      const birthDate = parseIsoDate(value.MinorDOB);
      if (!birthDate) add('MinorDOB', messages.dateInvalid);
      else if (compareCalendarDates(birthDate, today) > 0) add('MinorDOB', messages.dateInFuture);
      else if (birthMonth && (birthMonth.year !== birthDate.year || birthMonth.month !== birthDate.month)) {
        add('NomineeYear', namedMessages.sameValueTwice('MinorDOB'));
      }
    },
    whenParsed(['Age', 'MinorDOB', 'NomineeYear', 'NomineeMonth']),
  );
}

/**
 * A DA-1 nominee's birth as kept: MinorDOB, or the first day of NomineeYear / NomineeMonth with the
 * day marked unknown; null when neither is given (an adult nominee).
 */
export function da1NomineeBirth(value: { MinorDOB: string; NomineeYear: string; NomineeMonth: string }): {
  date: string | null;
  dayKnown: boolean;
} {
  if (value.MinorDOB !== '') return { date: value.MinorDOB, dayKnown: true };
  if (value.NomineeYear === '' || value.NomineeMonth === '') return { date: null, dayKnown: true };
  return { date: `${value.NomineeYear}-${value.NomineeMonth.padStart(2, '0')}-01`, dayKnown: false };
}

/** The kept birth answered both ways: MinorDOB when its day is known, and its year and month. */
export function da1NomineeBirthAnswer(date: string, dayKnown: boolean) {
  const parsed = parseIsoDate(date);
  return {
    MinorDOB: dayKnown ? date : '',
    NomineeYear: parsed ? String(parsed.year) : '',
    NomineeMonth: parsed ? String(parsed.month) : '',
  };
}

/** A DA-1 body is told from the hub's simple one by its DA-1-only field. */
export function isDa1Nomination(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'NatureofDeposit' in body;
}

// ---- GetFirstAccountHolderDetails -------------------------------------------------------------

export const firstAccountHolderDetailsRequestSchema = z.strictObject({
  RegistrationId: idField(messages.registrationRequired),
  RegistrationHolderId: idField(messages.holderRequired).optional(),
});
export type FirstAccountHolderDetailsRequest = z.input<typeof firstAccountHolderDetailsRequestSchema>;

const savedProofSchema = z.object({
  POIId: z.number().int(),
  POI: z.string(),
  /** Aadhaar numbers come back masked: XXXX XXXX 1234. */
  POINo: z.string(),
  POIPOA: z.string(),
  ExpiryDate: z.string(),
  /** /POIFiles/{name}, or '' when no file was uploaded (account type 5). */
  poiFilePath: z.string(),
});
export type SavedProof = z.infer<typeof savedProofSchema>;

/** A flow's saved personal values, as its form sends them, with file paths instead of file contents. */
export const savedPersonalDetailsSchema = sharedPerArguments((variant: KycFlowVariant) => {
  return personalDetailsObject(variant)
    .omit({ Base64Photo: true, Base64PAN: true, registrationHoldersPOI: true, IsMinor: true })
    .extend({
      Id: z.number().int(),
      IsMinor: z.boolean(),
      photoFilePath: z.string(),
      panFilePath: z.string(),
      registrationHoldersPOI: z.array(savedProofSchema),
    });
});
export type SavedPersonalDetails = z.output<ReturnType<typeof savedPersonalDetailsSchema>>;

const stepValues = <Schema extends z.ZodObject>(schema: Schema) =>
  schema.omit({ RegistrationId: true, RegistrationHolderId: true, Version: true }).nullable();

/**
 * The version of each of a holder's steps (0 until saved): a step's save sends its own back as
 * `Version`. Techno products and the nomination are the application's, shared with the hub.
 */
export const holderStepVersionsSchema = z.object(
  Object.fromEntries(FIRST_HOLDER_STEP_KEYS.map((step) => [step, z.number().int()])) as Record<
    FirstHolderStep,
    z.ZodNumber
  >,
);
export type HolderStepVersions = z.infer<typeof holderStepVersionsSchema>;

/**
 * What every holder's details answer has (GetFirstAccountHolderDetails, GetOtherHolderDetails): the
 * holder, its status and saved steps, and the values of the steps both wizards share, under the
 * names their save calls take (null until saved).
 */
export function holderDetailsFields<Step extends string>(variant: KycFlowVariant, stepKeys: readonly Step[]) {
  return {
    registrationId: z.number().int(),
    registrationHolderId: z.number().int(),
    holderSrNo: z.number().int(),
    accountTypeId: z.number().int(),
    status: z.enum(APPLICATION_STATUSES),
    holderStatus: z.enum(APPLICATION_STATUSES),
    savedSteps: z.array(z.enum(stepKeys as unknown as [Step, ...Step[]])),
    personalDetails: savedPersonalDetailsSchema(variant).nullable(),
    // The flags and file paths the spec's load response has beside the holder (holder-wizards.md §3),
    // from the saved steps: '' and null until their step is saved (docs/decisions/027).
    /** The photo's path, as personalDetails.photoFilePath. */
    photoFilePath: z.string(),
    /** The PAN document's path, as personalDetails.panFilePath. */
    panFilePath: z.string(),
    /** The first proof row's file path; every row's is in personalDetails.registrationHoldersPOI. */
    poiFilePath: z.string(),
    /** The personal step's isPAN: true with a PAN, false when Form 60/61 is filled instead. */
    isPAN: z.boolean().nullable(),
    /** Form 60/61's 'Are you assessed to tax?' (DeclarantAssessedTax). */
    declarantAssessedTax: z.boolean().nullable(),
    /** The name of the additional details' CustomerReasonId in the customer reason list. */
    reason: z.string(),
    formNo60: stepValues(updateFormNo60RequestSchema),
    additionalDetails: stepValues(additionalDetailsShape(variant)),
    declarationAccepted: z.boolean(),
    versions: holderStepVersionsSchema,
  };
}

type Da1TextField = Exclude<keyof typeof da1Fields, 'RegistrationId' | 'Version' | 'AccountOperations'>;
const DA1_TEXT_FIELDS = Object.keys(da1Fields).filter(
  (field) => !['RegistrationId', 'Version', 'AccountOperations'].includes(field),
) as Da1TextField[];

/**
 * The application's one nomination as step 7 opens it, saved there or in the hub (whose nominee
 * comes split into the DA-1 parts, its DA-1-only fields blank); AccountOperations null until chosen.
 */
const savedNominationSchema = z.object({
  ...(Object.fromEntries(DA1_TEXT_FIELDS.map((field) => [field, z.string()])) as Record<Da1TextField, z.ZodString>),
  AccountOperations: z.enum(ACCOUNT_OPERATIONS).nullable(),
});

/**
 * Everything the wizard has saved for a holder, so it resumes where the customer stopped, on any
 * device. Each step's values are under the names its save call takes (null until saved);
 * `savedSteps` lists the steps on record.
 */
export const firstAccountHolderDetailsSchema = z.object({
  // Holder 1's values, saved by either of its flows.
  ...holderDetailsFields(ANY_FLOW_VARIANT, FIRST_HOLDER_STEP_KEYS as readonly string[]),
  familyDetails: stepValues(updateFamilyDetailsRequestShape),
  relatedPerson: stepValues(updateRelatedPersonRequestSchema),
  nomination: savedNominationSchema.nullable(),
});
export type FirstAccountHolderDetails = z.infer<typeof firstAccountHolderDetailsSchema>;

/**
 * POST /api/Registration/GetFirstAccountHolderDetails: the spec answers a list (holder-wizards.md
 * §7 'list with holder and saved fields'), as GetOtherHolderDetails does: it holds the one holder.
 */
export const firstAccountHolderDetailsResponseSchema = okResponseSchema({
  data: z.array(firstAccountHolderDetailsSchema),
});
export type FirstAccountHolderDetailsResponse = z.infer<typeof firstAccountHolderDetailsResponseSchema>;
