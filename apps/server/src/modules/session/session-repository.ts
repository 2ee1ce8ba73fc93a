import type { Database } from '@server/db/client.js';

export async function insertSession(
  db: Database,
  session: { id: string; kind: 'customer' | 'staff'; subject: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      kind: session.kind,
      subject: session.subject,
      created_at: session.now,
      last_seen_at: session.now,
      expires_at: session.expiresAt,
      revoked_at: null,
    })
    .execute();
}

/** A live session, with the staff member's current standing (disabled users lose their sessions). */
export async function findLiveSession(db: Database, id: string, now: Date) {
  return db
    .selectFrom('sessions')
    .leftJoin('branch_users', (join) =>
      join.on('sessions.kind', '=', 'staff').onRef('branch_users.username', '=', 'sessions.subject'),
    )
    .leftJoin('branches', 'branches.code', 'branch_users.branch_code')
    .select([
      'sessions.id',
      'sessions.kind',
      'sessions.subject',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'branch_users.branch_code',
      'branch_users.is_admin',
      'branch_users.role',
      'branch_users.disabled_at',
      'branches.name as branch_name',
    ])
    .where('sessions.id', '=', id)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export type LiveSession = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

export async function touchSession(db: Database, id: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function revokeSession(db: Database, id: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}
