import { z } from 'zod';
import { messages } from '../messages.js';
import { okResponseSchema } from './envelope.js';
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
