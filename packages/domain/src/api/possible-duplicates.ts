import { z } from 'zod';
import { messages } from '../messages.js';
import { okResponseSchema } from './envelope.js';
import { idField } from './fields.js';
import { APPLICATION_STATUSES } from './registration.js';
import { REVIEW_STATUSES } from './review.js';

/**
 * POST /api/Review/GetPossibleDuplicates (docs/decisions/046): where else the bank has seen
 * this application's PAN, Aadhaar reference (last four digits with the date of birth) or mobile.
 */
export const getPossibleDuplicatesRequestSchema = z.strictObject({
  RegistrationId: idField(messages.registrationRequired),
});
export type GetPossibleDuplicatesRequest = z.input<typeof getPossibleDuplicatesRequestSchema>;

/** What two records share. */
export const DUPLICATE_KINDS = ['PAN', 'Aadhaar', 'Mobile'] as const;
export type DuplicateKind = (typeof DUPLICATE_KINDS)[number];

/** At most this many matches are answered: a value on more records than that is a warning already. */
export const MAX_POSSIBLE_DUPLICATES = 100;

const matchedValueShape = {
  matchedOn: z.enum(DUPLICATE_KINDS),
  /**
   * This application's own value, as its page shows it: the PAN, the masked Aadhaar with the date of
   * birth ('XXXX XXXX 2346, born 1990-04-12'), or the mobile. Never a value of the other record.
   */
  value: z.string(),
  /** This application's holder who gave it; null for the mobile that signed in, when no holder gave it. */
  holderSrNo: z.number().int().nullable(),
  branchCode: z.string(),
  branchName: z.string(),
  /**
   * The other record's holder name, only when the viewer may open it (their branch's, or any for an
   * admin); null for another branch's, which says only whether the names agree (`sameName`).
   */
  name: z.string().nullable(),
  /** The other record's first and last names are this application's holder's (case and spaces aside). */
  sameName: z.boolean(),
  /** The viewer may open the other record: it is of their branch, or they are an admin. */
  canOpen: z.boolean(),
};

/** Another application of the bank with the value. */
const applicationMatchSchema = z.object({
  source: z.literal('Application'),
  ...matchedValueShape,
  /** For the link to /CustomerList/:registrationId: null unless `canOpen`. */
  registrationId: z.number().int().nullable(),
  referenceNo: z.string(),
  /** Which holder of the other application has it; null for its mobile that signed in. */
  otherHolderSrNo: z.number().int().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  reviewStatus: z.enum(REVIEW_STATUSES).nullable(),
});

/** A customer of the bank's customer master with the value (the master keeps no Aadhaar). */
const customerMatchSchema = z.object({
  source: z.literal('CustomerMaster'),
  ...matchedValueShape,
  customerId: z.string(),
});

export const possibleDuplicateSchema = z.discriminatedUnion('source', [applicationMatchSchema, customerMatchSchema]);
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;

export const getPossibleDuplicatesResponseSchema = okResponseSchema({
  /** By holder (the mobile that signed in first), then PAN, Aadhaar, mobile; applications before the master. */
  data: z.array(possibleDuplicateSchema),
  /** More matches than MAX_POSSIBLE_DUPLICATES: the first are answered. */
  truncated: z.boolean(),
});
export type GetPossibleDuplicatesResponse = z.infer<typeof getPossibleDuplicatesResponseSchema>;
