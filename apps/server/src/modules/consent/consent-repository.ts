import { sql } from 'kysely';
import type { Language } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { selectNamedHolders } from '@server/db/application-holders.js';
import type { SentCode } from '@server/modules/otp';

/** Each holder of an application with the mobile of their own personal step ('' before it is saved). */
export async function listConsentHolders(db: Database, registrationId: number) {
  return selectNamedHolders(db, registrationId)
    .select([
      sql<string>`coalesce(k.personal->>'Mobile', '')`.as('mobile'),
      sql<boolean>`k.declaration_accepted_at IS NOT NULL`.as('declaration_accepted'),
    ])
    .execute();
}
export type ConsentHolder = Awaited<ReturnType<typeof listConsentHolders>>[number];

/** Every link sent for an application, oldest first. */
export async function listRequests(db: Database, registrationId: number) {
  return db
    .selectFrom('consent_requests')
    .select(['id', 'holder_id', 'mobile', 'created_at', 'expires_at', 'replaced_at'])
    .where('registration_id', '=', registrationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Every answer the holders of an application gave, oldest first: the latest of each holder counts. */
export async function listAnswers(db: Database, registrationId: number) {
  return db
    .selectFrom('consent_answers')
    .select([
      'id',
      'holder_id',
      'consent_request_id',
      'status',
      'at',
      'mobile',
      'client_ip',
      'user_agent',
      'shown_sha256',
      'language',
      'decline_reason',
    ])
    .where('registration_id', '=', registrationId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}
export type ConsentAnswerRow = Awaited<ReturnType<typeof listAnswers>>[number];

/** The links sent to a mobile since a moment, oldest first, as the SMS limits count them. */
export async function listRequestsToMobileSince(db: Database, mobile: string, since: Date): Promise<SentCode[]> {
  const rows = await db
    .selectFrom('consent_requests')
    .select(['created_at', 'request_ip', 'answered_at'])
    .where('mobile', '=', mobile)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    created_at: row.created_at,
    request_ip: row.request_ip,
    consumed_at: row.answered_at,
    failed_attempts: 0,
  }));
}

/** A new link for a holder; the holder's earlier links stop working. */
export async function insertRequest(
  db: Database,
  request: {
    registrationId: number;
    holderId: number;
    tokenHash: string;
    mobile: string;
    now: Date;
    expiresAt: Date;
    ip: string;
  },
): Promise<number> {
  await db
    .updateTable('consent_requests')
    .set({ replaced_at: request.now })
    .where('holder_id', '=', request.holderId)
    .where('replaced_at', 'is', null)
    .execute();
  const row = await db
    .insertInto('consent_requests')
    .values({
      registration_id: request.registrationId,
      holder_id: request.holderId,
      token_hash: request.tokenHash,
      mobile: request.mobile,
      created_at: request.now,
      expires_at: request.expiresAt,
      replaced_at: null,
      answered_at: null,
      request_ip: request.ip,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A link whose SMS never left: it must neither work nor count, and the one it replaced works again. */
export async function withdrawRequest(db: Database, requestId: number, replacedAt: Date): Promise<void> {
  const request = await db
    .deleteFrom('consent_requests')
    .where('id', '=', requestId)
    .returning('holder_id')
    .executeTakeFirst();
  if (!request) return;
  await db
    .updateTable('consent_requests')
    .set({ replaced_at: null })
    .where('holder_id', '=', request.holder_id)
    .where('replaced_at', '=', replacedAt)
    .execute();
}

/**
 * The live link with this token hash (not replaced, not expired) and its application, locked for the
 * rest of the transaction when `lock` is set; undefined for anything else.
 */
export async function findLiveRequest(db: Database, tokenHash: string, now: Date, lock = false) {
  let query = db
    .selectFrom('consent_requests as c')
    .innerJoin('registrations as r', 'r.id', 'c.registration_id')
    .innerJoin('registration_holders as h', 'h.id', 'c.holder_id')
    .select(['c.id', 'c.registration_id', 'c.holder_id', 'c.mobile', 'c.expires_at', 'h.holder_sr_no'])
    .select(['r.mobile as owner_mobile', 'r.status', 'r.review_status'])
    .where('c.token_hash', '=', tokenHash)
    .where('c.replaced_at', 'is', null)
    .where('c.expires_at', '>', now);
  if (lock) query = query.forUpdate('c');
  return query.executeTakeFirst();
}
export type LiveConsentRequest = NonNullable<Awaited<ReturnType<typeof findLiveRequest>>>;

/** The codes sent to a mobile for consent links since a moment, oldest first. */
export async function listCodesToMobileSince(db: Database, mobile: string, since: Date): Promise<SentCode[]> {
  return db
    .selectFrom('consent_codes')
    .select(['created_at', 'request_ip', 'consumed_at', 'failed_attempts'])
    .where('mobile', '=', mobile)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertCode(
  db: Database,
  code: { requestId: number; mobile: string; codeHash: string; now: Date; expiresAt: Date; ip: string },
): Promise<number> {
  const row = await db
    .insertInto('consent_codes')
    .values({
      consent_request_id: code.requestId,
      mobile: code.mobile,
      code_hash: code.codeHash,
      created_at: code.now,
      expires_at: code.expiresAt,
      consumed_at: null,
      request_ip: code.ip,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A code whose SMS never left: it must neither work nor count against the mobile's limits. */
export async function deleteCode(db: Database, codeId: number): Promise<void> {
  await db.deleteFrom('consent_codes').where('id', '=', codeId).execute();
}

/** The link's newest code, locked: only it can be used (asking for another retires the one before). */
export async function findNewestCodeForUpdate(db: Database, requestId: number) {
  return db
    .selectFrom('consent_codes')
    .selectAll()
    .where('consent_request_id', '=', requestId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
}

/** A holder's answer through a link. */
export async function insertAnswer(
  db: Database,
  answer: {
    registrationId: number;
    holderId: number;
    requestId: number;
    status: 'Agreed' | 'Declined';
    at: Date;
    mobile: string;
    clientIp: string;
    userAgent: string;
    shownSha256: string;
    language: Language;
    declineReason: string | null;
  },
): Promise<void> {
  await db
    .insertInto('consent_answers')
    .values({
      registration_id: answer.registrationId,
      holder_id: answer.holderId,
      consent_request_id: answer.requestId,
      status: answer.status,
      at: answer.at,
      mobile: answer.mobile,
      client_ip: answer.clientIp,
      user_agent: answer.userAgent,
      shown_sha256: answer.shownSha256,
      language: answer.language,
      decline_reason: answer.declineReason,
    })
    .execute();
  await db.updateTable('consent_requests').set({ answered_at: answer.at }).where('id', '=', answer.requestId).execute();
}
