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
import { agreesByLink, findHolderConsents } from '@server/modules/consent';
import { findHolderProgress } from '@server/modules/holder-kyc';
import { listHolders } from '@server/modules/holders';
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
 * techno-products step is the hub section's very record, so it is one part, not two. Holder 1's
 * nomination step is the nominees and the account-operations instruction, the hub's two sections:
 * while either section is missing only the section is named (the same gap is not named twice), yet
 * the step is still counted as not saved, so `done` counts only what is on record.
 */
export async function findApplicationParts(
  db: Database,
  registration: { id: number; account_type_id: number; mobile: string },
): Promise<ApplicationParts> {
  const applies = hubSectionsFor(registration.account_type_id);
  const [saved, progress, holders, consents] = await Promise.all([
    findSavedSections(db, registration.id),
    findHolderProgress(db, registration.id),
    listHolders(db, registration.id),
    findHolderConsents(db, registration),
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
  // Every holder accepts their declaration, holder 1's too where its wizard ends with the submit, and
  // every holder who agrees from their own phone has agreed to the application as it is now
  // (docs/decisions/041). A declaration that is a step of the holder's path is counted above.
  for (const consent of consents) {
    const steps = progress.find((holder) => holder.holderId === consent.holderId)?.requiredSteps ?? [];
    if (!steps.includes('declaration')) {
      needed += 1;
      if (!consent.declarationAccepted) {
        unsaved += 1;
        missing.push({
          field: submitHolderStepField(consent.holderNo, 'declaration'),
          message: namedMessages.declarationNotAccepted(consent.holderNo),
        });
      }
    }
    if (!agreesByLink(consent)) continue;
    needed += 1;
    if (consent.status === 'Agreed') continue;
    unsaved += 1;
    missing.push({
      field: submitHolderStepField(consent.holderNo, 'consent'),
      message: namedMessages.consentNotAgreed(consent.holderNo),
    });
  }
  return { missing, progress: { done: needed - unsaved, needed } };
}
