import {
  hubSectionsFor,
  messages,
  namedMessages,
  stepLabel,
  SUBMIT_SECTION_FIELDS,
  submitHolderStepField,
  type ApplicationProgress,
  type FieldError,
  type SubmitSectionField,
} from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { findHolderProgress } from '../holders/holder-progress.js';
import { listHolders } from '../holders/holder-repository.js';
import { findSavedSections } from './submit-repository.js';

const SECTION_MESSAGES: Record<SubmitSectionField, string> = {
  nomination: messages.nominationNotSaved,
  accountOperations: messages.accountOperationsNotSaved,
  technoProducts: messages.technoProductsNotSaved,
  fixedDeposit: messages.fdDetailsNotSaved,
  recurringDeposit: messages.rdDetailsNotSaved,
};

/** What still stands between an application and its submit, and how far it is. */
export interface ApplicationParts {
  /** Each part still to be saved, in the customer's words: what the submit refuses with. */
  missing: FieldError[];
  /** Parts saved of parts needed: `done === needed` exactly when nothing is missing. */
  progress: ApplicationProgress;
}

/**
 * The one account of what an application needs before its submit (DESIGN.md §5 "Completion"): the
 * submit's refusal, the hub's "Still to do" list and the Status list's "N of M parts saved" all come
 * from here, so they cannot disagree.
 *
 * The parts are the hub sections its account type has, then each holder's steps on its path. Holder 1's
 * techno-products step is the hub section's very record, so it is one part, not two. Holder 1's DA-1
 * step also saves the nomination and the account-operations instruction: while either section is
 * missing only the section is named (the same gap is not named twice), yet the step is still counted
 * as not saved, so `done` counts only what is on record.
 */
export async function findApplicationParts(
  db: Database,
  registration: { id: number; account_type_id: number },
): Promise<ApplicationParts> {
  const applies = hubSectionsFor(registration.account_type_id);
  const [saved, progress, holders] = await Promise.all([
    findSavedSections(db, registration.id),
    findHolderProgress(db, registration.id),
    listHolders(db, registration.id),
  ]);
  const sections = SUBMIT_SECTION_FIELDS.filter((section) => applies[section]);
  const missing: FieldError[] = sections
    .filter((section) => !saved[section])
    .map((section) => ({ field: section, message: SECTION_MESSAGES[section] }));
  const missingSection = new Set<string>(missing.map((part) => part.field));

  const nameOf = new Map(holders.map((holder) => [holder.id, holder.customer_name]));
  let needed = sections.length;
  let unsaved = missing.length;
  for (const holder of progress) {
    const first = holder.holderSrNo === 1;
    const who = namedMessages.accountHolder(holder.holderSrNo, nameOf.get(holder.holderId) ?? '');
    for (const step of holder.requiredSteps) {
      if (first && step === 'technoProducts' && applies.technoProducts) continue;
      needed += 1;
      if (!holder.missingSteps.includes(step)) continue;
      unsaved += 1;
      if (step === 'nomination' && (missingSection.has('nomination') || missingSection.has('accountOperations'))) {
        continue;
      }
      missing.push({
        field: submitHolderStepField(holder.holderSrNo, step),
        message: namedMessages.holderStepNotSaved(
          who,
          stepLabel(step, first ? registration.account_type_id : undefined),
        ),
      });
    }
  }
  return { missing, progress: { done: needed - unsaved, needed } };
}
