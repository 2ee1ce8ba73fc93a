import type { z } from 'zod';
import type {
  AdditionalDetailsSpecName,
  additionalDetailsShape,
  holderTarget,
  updateFamilyDetailsRequestShape,
  updateRelatedPersonRequestSchema,
} from './holder-steps.js';
import type { PersonalDetails } from './personal-details.js';
import { VALUES_STEPS, type ValuesStep, type ValuesStepKey, type ValuesStepOf } from './values-steps.js';

/**
 * A step's values as the server keeps them (holder_kyc's jsonb columns) and gives them back: what
 * its call parsed to, without the holder it names and the version it started from. Typed from the
 * schemas, so renaming a field of a step fails to compile wherever the stored values are read (the
 * reads, the PDF) instead of printing a blank.
 */
export type StoredStepValues<Schema extends z.ZodType> = Omit<z.output<Schema>, keyof typeof holderTarget>;

/**
 * The personal step as kept: its files are holder_documents rows and IsMinor is worked out from the
 * date of birth into a column of its own, so neither is in the values.
 */
export type StoredPersonalDetails = Omit<
  PersonalDetails,
  'Id' | 'IsMinor' | 'Base64Photo' | 'Base64PAN' | 'registrationHoldersPOI'
>;
export type StoredFamilyDetails = StoredStepValues<typeof updateFamilyDetailsRequestShape>;
/** The Aadhaar number in it is only ever the masked form (DESIGN.md §6). */
export type StoredRelatedPerson = StoredStepValues<typeof updateRelatedPersonRequestSchema>;

/**
 * The steps kept in holder_kyc's `steps` map rather than in a column of their own (decision 054): the
 * values steps (values-steps.ts), by step, with the schema of the call that saves them: what each
 * keeps is that call's values. Such a step needs no migration; its save count is kept in
 * `step_versions` under the same key.
 */
export const STEPS_IN_MAP = Object.fromEntries(
  VALUES_STEPS.map((definition) => [definition.key, definition.schema]),
) as { [Key in ValuesStepKey]: ValuesStepOf<Key>['schema'] };
export type MapStep = keyof typeof STEPS_IN_MAP;
export const MAP_STEP_KEYS = Object.keys(STEPS_IN_MAP) as MapStep[];
/** Each map step's values as kept; a holder's map has the steps it has saved. */
export type StoredStepsMap = { [Step in MapStep]: StoredStepValues<(typeof STEPS_IN_MAP)[Step]> };
export type StoredFormNo60 = StoredStepsMap['form60'];
/** The holder reads' answer of every values step: its saved values under its answer's field, null until saved. */
export type ValuesStepAnswers = { [Step in ValuesStep as Step['answer']]: StoredStepsMap[Step['key']] | null };

/** A holder's values steps as the reads answer them, from its `steps` map. */
export function valuesStepAnswersOf(steps: Partial<StoredStepsMap> | undefined): ValuesStepAnswers {
  return Object.fromEntries(VALUES_STEPS.map((step) => [step.answer, steps?.[step.key] ?? null])) as ValuesStepAnswers;
}

/**
 * Any flow's additional details; AnnualIncome and Turnover are the figures worked out on save, and
 * the spec's BusinessAnnualIncome and BusinessCarPurchaseYear are kept under the portal's names.
 */
export type StoredAdditionalDetails = Omit<
  StoredStepValues<ReturnType<typeof additionalDetailsShape>>,
  AdditionalDetailsSpecName
>;
