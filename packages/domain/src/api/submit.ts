import { z } from 'zod';
import { messages } from '../messages.js';
import { fieldErrorSchema, okResponseSchema } from './envelope.js';
import { idField } from './fields.js';

/**
 * POST /api/Registration/SubmitAccount: the final submit (first-holder step 8, the hub's Submit).
 * `branchUserName` is the staff user name the branch host sends (portal.md §1), null or absent for a
 * customer.
 */
export const submitAccountRequestSchema = z.strictObject({
  RegistrationId: idField(messages.registrationRequired),
  branchUserName: z.string().trim().max(50).nullable().optional(),
});
export type SubmitAccountRequest = z.input<typeof submitAccountRequestSchema>;

/**
 * The answer: the PDF's file name (`{referenceNo}.pdf`, fetched from /RegistrationPrintPDF/{id}.pdf)
 * and the reference number. A second submit of a Completed application answers the same.
 */
export const submitAccountResponseSchema = okResponseSchema({
  fileName: z.string(),
  referenceNo: z.string(),
});
export type SubmitAccountResponse = z.infer<typeof submitAccountResponseSchema>;

/**
 * The `field` of each error of a refused (incomplete) submit: a hub section, or
 * `holders.{holderSrNo}.{step}` for a holder's wizard step (FirstHolderStep keys).
 */
export const SUBMIT_SECTION_FIELDS = [
  'nomination',
  'accountOperations',
  'technoProducts',
  'fixedDeposit',
  'recurringDeposit',
] as const;
export type SubmitSectionField = (typeof SUBMIT_SECTION_FIELDS)[number];

export function submitHolderStepField(holderSrNo: number, step: string): string {
  return `holders.${holderSrNo}.${step}`;
}

/** The holder a refused submit's `field` is about (`holders.2.personal` is 2), or null for a hub section. */
export function submitHolderSrNoOf(field: string): number | null {
  const match = /^holders\.(\d+)\./.exec(field);
  return match ? Number(match[1]) : null;
}

// ---- Before the submit: what is still to do ---------------------------------------------------

/**
 * POST /api/Registration/GetApplicationProgress {RegistrationId}: the caller's own application's
 * parts saved of those needed and, in the submit's own words and `field`s, each part still to be
 * saved: exactly what SubmitAccount would refuse with now (empty when it would accept). The hub
 * shows it before Submit is pressed (docs/decisions/023).
 */
export const applicationProgressResponseSchema = okResponseSchema({
  done: z.number().int(),
  needed: z.number().int(),
  missing: z.array(fieldErrorSchema),
});
export type ApplicationProgressResponse = z.infer<typeof applicationProgressResponseSchema>;

// ---- After the submit: what the success page shows ---------------------------------------------

/** The originals one holder brings to the branch (decision 019), in the words the success page shows. */
export const holderDocumentsToBringSchema = z.object({
  holderSrNo: z.number().int(),
  holderName: z.string(),
  documents: z.array(z.string()),
});
export type HolderDocumentsToBring = z.infer<typeof holderDocumentsToBringSchema>;

/**
 * POST /api/Registration/GetSubmittedApplication {RegistrationId}: the caller's own Completed
 * application as the success page shows it after a reload: the reference number, when it was
 * submitted, the branch to visit (name, code and the address of the reference data, '' when the bank
 * gave none) and each holder's originals to bring. Another customer's id answers 404, an application
 * not yet submitted 409.
 */
export const submittedApplicationResponseSchema = okResponseSchema({
  registrationId: z.number().int(),
  referenceNo: z.string(),
  status: z.literal('Completed'),
  /** ISO time of the submit (null only for an application completed before it was recorded). */
  submittedAt: z.string().nullable(),
  branch: z.object({ code: z.string(), name: z.string(), address: z.string() }),
  holders: z.array(holderDocumentsToBringSchema),
});
export type SubmittedApplication = z.infer<typeof submittedApplicationResponseSchema>;

/** What one holder saved that decides the originals they bring. */
export interface SavedHolderDocuments {
  /** false when the holder ticked Form 60 (no PAN). */
  isPan: boolean;
  hasPhoto: boolean;
  /** The proof rows of the personal step: the POI list's name and the POI/POA choice ('1' POA, '2' POI, '3' both). */
  proofs: { name: string; poiPoa: string }[];
}

const PROOF_COVERS: Record<string, string> = {
  '1': 'proof of address',
  '2': 'proof of identity',
  '3': 'proof of identity and address',
};

/** The originals to bring, in order: each proof uploaded, the PAN card or Form 60, the photograph. */
export function documentsToBring(saved: SavedHolderDocuments): string[] {
  const documents = saved.proofs.map((proof) => {
    const covers = PROOF_COVERS[proof.poiPoa];
    return covers ? `${proof.name} (${covers})` : proof.name;
  });
  documents.push(saved.isPan ? 'PAN card' : 'Form 60, signed (in place of a PAN card)');
  if (saved.hasPhoto) documents.push('A recent passport-size photograph');
  return documents;
}
