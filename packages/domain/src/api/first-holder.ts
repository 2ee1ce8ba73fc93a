import { z } from 'zod';
import { messages } from '../messages.js';
import { ANY_FLOW_VARIANT, type KycFlowVariant } from '../rules/kyc-options.js';
import { FIRST_HOLDER_STEP_KEYS, type FirstHolderStep } from '../rules/first-holder-steps.js';
import { APPLICATION_STATUSES } from './registration.js';
import { okResponseSchema } from './envelope.js';
import { branchCodeField, idField, mobileField, optionalEmailField, versionField, whenParsed } from './fields.js';
import { personalDetailsObject, withPersonalDetailsRules, type PersonalDetailsRules } from './personal-details.js';
import {
  additionalDetailsShape,
  updateFamilyDetailsRequestShape,
  updateRelatedPersonRequestSchema,
} from './holder-steps.js';
import { sharedPerArguments } from './shared-per-arguments.js';
import { VALUES_STEPS, type ValuesStep } from './values-steps.js';

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

/** Each values step's saved values under its answer's field (Form 60/61's formNo60), null until saved. */
function valuesStepAnswers() {
  return Object.fromEntries(VALUES_STEPS.map((step) => [step.answer, stepValues(step.schema)])) as {
    [Step in ValuesStep as Step['answer']]: ReturnType<typeof stepValues<Step['schema']>>;
  };
}

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
 * names their save calls take (null until saved), every values step's among them.
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
    ...valuesStepAnswers(),
    additionalDetails: stepValues(additionalDetailsShape(variant)),
    declarationAccepted: z.boolean(),
    versions: holderStepVersionsSchema,
  };
}

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
