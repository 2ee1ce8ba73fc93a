import type { ReviewPart } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import type { Clock } from '@server/lib/clock.js';
import { recordAudit } from '@server/modules/audit';
import {
  lockEditableRegistration,
  touchRegistration,
  type Customer,
  type OwnRegistration,
} from './registration-access.js';

/** What an edit made: the call's answer, and what the audit entry says of it (never the values themselves). */
export interface RegistrationEdit<Answer> {
  answer: Answer;
  detail: Record<string, unknown>;
}

/**
 * One edit of the caller's own application, in one transaction: lock it (open for `part`, as
 * lockEditableRegistration decides), make the edit, move its "Last updated" and audit it as `action`.
 */
export function editOwnRegistration<Answer>(
  { db, clock }: { db: Database; clock: Clock },
  customer: Customer,
  target: { registrationId: number; part?: ReviewPart; action: string },
  edit: (tx: Database, registration: OwnRegistration, now: Date) => Promise<RegistrationEdit<Answer>>,
): Promise<Answer> {
  return db.transaction().execute(async (tx) => {
    const registration = await lockEditableRegistration(tx, customer, target.registrationId, target.part);
    const now = clock.now();
    const { answer, detail } = await edit(tx, registration, now);
    await touchRegistration(tx, registration.id, now);
    await recordAudit(tx, {
      at: now,
      principal: customer,
      registrationId: registration.id,
      action: target.action,
      detail,
    });
    return answer;
  });
}
