import type { z } from 'zod';
import type {
  AdditionalDetailsSpecName,
  additionalDetailsShape,
  holderTarget,
  updateFamilyDetailsRequestShape,
  updateFormNo60RequestSchema,
  updateRelatedPersonRequestSchema,
} from './holder-steps.js';
import type { PersonalDetails } from './personal-details.js';

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
export type StoredFormNo60 = StoredStepValues<typeof updateFormNo60RequestSchema>;
/**
 * Any flow's additional details; AnnualIncome and Turnover are the figures worked out on save, and
 * the spec's BusinessAnnualIncome and BusinessCarPurchaseYear are kept under the portal's names.
 */
export type StoredAdditionalDetails = Omit<
  StoredStepValues<ReturnType<typeof additionalDetailsShape>>,
  AdditionalDetailsSpecName
>;
