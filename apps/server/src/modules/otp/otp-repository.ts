import { sql } from 'kysely';
import type { Database } from '@server/db/client.js';

export async function lockMobile(db: Database, mobile: string): Promise<void> {
  // Serialises concurrent requests for one mobile so the hourly and daily limits cannot be raced.
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`otp:${mobile}`}))`.execute(db);
}

/**
 * Codes sent to a mobile since a moment, oldest first: when each was asked for, from which budget,
 * and whether it signed someone in. The limits keep this to a few rows a day.
 */
export async function listChallengesSince(db: Database, mobile: string, since: Date) {
  return db
    .selectFrom('otp_challenges')
    .select(['created_at', 'consumed_at', 'from_known_device'])
    .where('mobile', '=', mobile)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function guidExists(db: Database, guid: string): Promise<boolean> {
  const row = await db.selectFrom('otp_challenges').select('id').where('guid', '=', guid).executeTakeFirst();
  return row !== undefined;
}

export async function insertChallenge(
  db: Database,
  challenge: {
    guid: string;
    mobile: string;
    email: string;
    codeHash: string;
    now: Date;
    expiresAt: Date;
    ip: string;
    fromKnownDevice: boolean;
  },
): Promise<void> {
  await db
    .insertInto('otp_challenges')
    .values({
      guid: challenge.guid,
      mobile: challenge.mobile,
      email: challenge.email,
      code_hash: challenge.codeHash,
      created_at: challenge.now,
      expires_at: challenge.expiresAt,
      consumed_at: null,
      request_ip: challenge.ip,
      from_known_device: challenge.fromKnownDevice,
    })
    .execute();
}

export async function findChallengeForUpdate(db: Database, guid: string) {
  return db.selectFrom('otp_challenges').selectAll().where('guid', '=', guid).forUpdate().executeTakeFirst();
}

/** The tables of one-time codes: sign-in's, and the consent links' (one-time-codes.ts makes both alike). */
export type CodeTable = 'otp_challenges' | 'consent_codes';

export async function recordWrongAttempt(db: Database, id: number, table: CodeTable = 'otp_challenges'): Promise<void> {
  await db
    .updateTable(table)
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function consumeChallenge(
  db: Database,
  id: number,
  now: Date,
  table: CodeTable = 'otp_challenges',
): Promise<void> {
  await db.updateTable(table).set({ consumed_at: now }).where('id', '=', id).execute();
}

/** A code whose SMS never left: it must neither work nor count against the mobile's limits. */
export async function deleteChallenge(db: Database, guid: string): Promise<void> {
  await db.deleteFrom('otp_challenges').where('guid', '=', guid).execute();
}
