import { messages, type ReviewPart } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import { recordAudit } from '@server/modules/audit';
import {
  lockEditableRegistration,
  touchRegistration,
  type Customer,
  type OwnRegistration,
} from '@server/modules/registration';
import { findHolderOfRegistration, touchHolder } from './kyc-repository.js';

/** A holder of the registration, as a step's save finds it (`holderOf`). */
export interface KycHolder {
  id: number;
  holder_sr_no: number;
}

/** The application and holder a step call names (holder 1 when it names none), and the version it started from. */
export interface HolderTarget {
  RegistrationId: number;
  RegistrationHolderId?: number | undefined;
  Version?: number | undefined;
}

/** A holder of the registration (holder 1 when none is named); a holder of another registration is 404 as a missing one. */
export async function holderOf(tx: Database, registrationId: number, holderId?: number): Promise<KycHolder> {
  const holder = await findHolderOfRegistration(tx, registrationId, holderId);
  if (!holder) throw new AppError('NOT_FOUND', messages.holderNotFound);
  return holder;
}

/**
 * One step save, one transaction: lock the caller's own editable application, find the holder,
 * save, move both "Last updated"s and audit (never the values themselves). Answers the step's new
 * version, as `save` does.
 */
export function createStepSave(db: Database, clock: Clock) {
  return function saveStep(
    customer: Customer,
    target: HolderTarget,
    /** What the save changes: a Returned application takes it only if the branch returned it. */
    part: ReviewPart,
    action: string,
    save: (tx: Database, holder: KycHolder, registration: OwnRegistration) => Promise<number>,
  ): Promise<number> {
    return db.transaction().execute(async (tx) => {
      const registration = await lockEditableRegistration(tx, customer, target.RegistrationId, part);
      const holder = await holderOf(tx, registration.id, target.RegistrationHolderId);
      const version = await save(tx, holder, registration);
      const now = clock.now();
      await touchHolder(tx, holder.id, now);
      await touchRegistration(tx, registration.id, now);
      await recordAudit(tx, {
        at: now,
        principal: customer,
        registrationId: registration.id,
        action,
        detail: { holderId: holder.id },
      });
      return version;
    });
  };
}
