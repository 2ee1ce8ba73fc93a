import type { Database } from '@server/db/client.js';
import type { Principal } from '@server/modules/session';

/**
 * Who made a change: a session's principal, or a holder who has none but proved their mobile with a
 * one-time code (a consent link's agreement).
 */
export type AuditActor =
  | Pick<Extract<Principal, { kind: 'customer' }>, 'kind' | 'mobile'>
  | Pick<Extract<Principal, { kind: 'staff' }>, 'kind' | 'username'>;

/** Records a state change: who, when, which registration, what. Never the documents themselves. */
export async function recordAudit(
  db: Database,
  entry: {
    at: Date;
    principal: AuditActor;
    registrationId: number | null;
    action: string;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: entry.at,
      actor_kind: entry.principal.kind,
      actor: entry.principal.kind === 'customer' ? entry.principal.mobile : entry.principal.username,
      registration_id: entry.registrationId,
      action: entry.action,
      detail: JSON.stringify(entry.detail ?? {}),
    })
    .execute();
}
