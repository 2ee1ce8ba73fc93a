import {
  calendarDateInIndia,
  messages,
  namedMessages,
  stepLabel,
  usesSecondFlow,
  type updateAccountHolderStatusRequestSchema,
} from '@portal/domain';
import type { z } from 'zod';
import type { Database } from '@server/db/client.js';
import { AppError, validationError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import { recordAudit } from '@server/modules/audit';
import { countProofs, deleteDocument, findProofOfRegistration } from '@server/modules/documents';
import { findHolderProgress } from './holder-progress.js';
import { lockEditableRegistration, touchRegistration, type Customer } from '@server/modules/registration';
import { createKycReads } from './kyc-reads.js';
import { acceptDeclaration, findKyc, touchHolder } from './kyc-repository.js';
import { KYC_STEPS, type ValuesStepKey } from './kyc-steps.js';
import { createPersonalStep } from './personal-step.js';
import { createStepSave, type HolderTarget } from './step-save.js';

type DeclarationInput = z.output<typeof updateAccountHolderStatusRequestSchema>;

/**
 * The per-holder KYC wizard calls (holder-wizards.md §7): the personal step with its files
 * (personal-step.ts), the reads (kyc-reads.ts), the steps the table in kyc-steps.ts saves, proof
 * deletion and the declaration.
 */
export function createHolderKycService(db: Database, clock: Clock) {
  const saveStep = createStepSave(db, clock);

  /**
   * A step saved by its entry in the step table (family, related person, Form 60/61, additional
   * details): parsed again by the holder's rules, kept in its column.
   */
  function saveValuesStep(customer: Customer, step: ValuesStepKey, request: HolderTarget) {
    const entry = KYC_STEPS[step];
    return saveStep(customer, request, step, entry.action, async (tx, holder, registration) =>
      entry.save(request, {
        tx,
        holder,
        registration,
        kyc: entry.readsSaved ? await findKyc(tx, holder.id) : undefined,
        today: calendarDateInIndia(clock.now()),
        now: clock.now(),
      }),
    );
  }

  return {
    ...createPersonalStep(db, clock),
    ...createKycReads(db),
    saveValuesStep,

    /** DeleteCustomerPOI: removes one saved proof row, never a holder's last. */
    async deleteProof(customer: Customer, registrationId: number, proofId: number): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const registration = await lockEditableRegistration(tx, customer, registrationId, 'personal');
        const proof = await findProofOfRegistration(tx, registration.id, proofId);
        if (!proof) throw new AppError('NOT_FOUND', messages.notFound);
        if ((await countProofs(tx, proof.holder_id)) <= 1) throw validationError('Id', messages.lastProofCompulsory);
        await deleteDocument(tx, proof.id);
        const now = clock.now();
        await touchHolder(tx, proof.holder_id, now);
        await touchRegistration(tx, registration.id, now);
        await recordAudit(tx, {
          at: now,
          principal: customer,
          registrationId: registration.id,
          action: 'holder.proof.deleted',
          detail: { holderId: proof.holder_id, proofId: proof.id },
        });
      });
    },

    /** The holder accepts the declaration ('I agree to above terms and conditions'). */
    acceptDeclaration(customer: Customer, input: DeclarationInput) {
      return saveStep(
        customer,
        input,
        'declaration',
        KYC_STEPS.declaration.action,
        async (tx, holder, registration) => {
          // Another holder, and holder 1 in the second flow, declare once their wizard's steps are saved;
          // in the first-holder wizard the declaration comes just before SubmitAccount, which checks.
          if (holder.holder_sr_no !== 1 || usesSecondFlow(registration.account_type_id)) {
            const [progress] = await findHolderProgress(tx, registration.id, holder.id);
            const missing = (progress?.missingSteps ?? []).filter((step) => step !== 'declaration');
            if (missing.length > 0) {
              const labels = missing.map((step) => stepLabel(step, registration.account_type_id));
              throw validationError('RegistrationHolderId', namedMessages.stepsBeforeDeclaration(labels));
            }
          }
          return acceptDeclaration(tx, holder.id, clock.now(), input.Version);
        },
      );
    },
  };
}

export type HolderKycService = ReturnType<typeof createHolderKycService>;
