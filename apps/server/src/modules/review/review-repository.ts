import { sql } from 'kysely';
import type { ReturnReason, ReviewPart, ReviewStatus } from '@portal/domain';
import { selectApplicationDocuments } from '@server/db/application-holders.js';
import { selectApplicationsWithFormType } from '@server/db/application-names.js';
import type { Database } from '@server/db/client.js';
import { reviewRecordOf, selectReviewRecord } from '@server/db/review-record.js';
import { rowsUpTo } from '@server/db/rows-up-to.js';
import type { ReopenedDecision } from '@server/db/schema.js';
import { KYC_STEP_KEYS, stepSavedSql } from '@server/modules/holder-kyc';
import { reviewStatusOf } from '@server/modules/registration';

/** The application, locked for the rest of the transaction, with what the review rules read. */
export async function lockApplicationForReview(db: Database, registrationId: number) {
  const registration = await db
    .selectFrom('registrations as r')
    .select([
      'r.id',
      'r.status',
      'r.branch_code',
      'r.reference_no',
      'r.mobile',
      'r.account_type_id',
      reviewStatusOf('r').as('review_status'),
    ])
    .where('r.id', '=', registrationId)
    .forUpdate()
    .executeTakeFirst();
  if (!registration) return undefined;
  const review = await db
    .selectFrom('application_reviews')
    .select([
      'verified_by',
      'last_reminder_at',
      'reopened_by',
      'decided_by',
      'decided_at',
      'account_number',
      'rejection_reason',
    ])
    .where('registration_id', '=', registrationId)
    .executeTakeFirst();
  return {
    ...registration,
    verifiedBy: review?.verified_by ?? null,
    lastReminderAt: review?.last_reminder_at ?? null,
    reopenedBy: review?.reopened_by ?? null,
    decision: {
      by: review?.decided_by ?? null,
      at: review?.decided_at ?? null,
      accountNumber: review?.account_number ?? null,
      rejectionReason: review?.rejection_reason ?? null,
    },
  };
}

/** An application as lockApplicationForReview answers it: what the review's rules read. */
export type LockedApplication = NonNullable<Awaited<ReturnType<typeof lockApplicationForReview>>>;

/**
 * Each holder's path as the returnable sections read it (returnableSectionsOf), holder 1 first: a
 * minor (the related person step) and without PAN (Form 60/61), as the holder's saved personal step says.
 */
export async function listHolderPaths(db: Database, registrationId: number) {
  return db
    .selectFrom('registration_holders as h')
    .leftJoin('holder_kyc as k', 'k.holder_id', 'h.id')
    .select([
      sql<boolean>`coalesce(k.is_minor, false)`.as('minor'),
      sql<boolean>`NOT coalesce(k.is_pan, true)`.as('form60'),
    ])
    .where('h.registration_id', '=', registrationId)
    .orderBy('h.holder_sr_no')
    .execute();
}

/** The ids of every document (photo, PAN, proofs) of every holder of the application. */
export async function listDocumentIds(db: Database, registrationId: number): Promise<number[]> {
  const rows = await selectApplicationDocuments(db, registrationId).select('d.id').orderBy('d.id').execute();
  return rows.map((row) => row.id);
}

/** Columns of the application's review row, as saveReview writes them. */
export type ReviewValues = Partial<{
  verified_by: string | null;
  verified_at: Date | null;
  originals_seen: number[];
  verify_remarks: string;
  returned_by: string;
  returned_at: Date;
  return_reasons: ReturnReason[];
  decided_by: string | null;
  decided_at: Date | null;
  account_number: string | null;
  rejection_reason: string | null;
  last_reminder_at: Date | null;
  reopened_by: string;
  reopened_at: Date;
  reopen_reason: string;
  reopened_decision: ReopenedDecision;
}>;

/** Writes the given columns of the application's review row, making it if need be. */
export async function saveReview(db: Database, registrationId: number, values: ReviewValues): Promise<void> {
  const row = {
    ...values,
    ...(values.originals_seen ? { originals_seen: JSON.stringify(values.originals_seen) } : {}),
    ...(values.return_reasons ? { return_reasons: JSON.stringify(values.return_reasons) } : {}),
    ...(values.reopened_decision ? { reopened_decision: JSON.stringify(values.reopened_decision) } : {}),
  } as Omit<ReviewValues, 'originals_seen' | 'return_reasons' | 'reopened_decision'> & {
    originals_seen?: string;
    return_reasons?: string;
    reopened_decision?: string;
  };
  await db
    .insertInto('application_reviews')
    .values({ registration_id: registrationId, ...row })
    .onConflict((conflict) => conflict.column('registration_id').doUpdateSet(row))
    .execute();
}

/** Moves the application to `status`; `returnedParts` are what a Returned one reopens (else none). */
export async function setReviewStatus(
  db: Database,
  registrationId: number,
  status: ReviewStatus,
  now: Date,
  returnedParts: readonly ReviewPart[] = [],
): Promise<void> {
  await db
    .updateTable('registrations')
    .set({ review_status: status, returned_parts: JSON.stringify(returnedParts), updated_at: now })
    .where('id', '=', registrationId)
    .execute();
}

/** Whether another application already has this account number. */
export async function accountNumberTaken(
  db: Database,
  registrationId: number,
  accountNumber: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('application_reviews')
    .select('registration_id')
    .where('account_number', '=', accountNumber)
    .where('registration_id', '<>', registrationId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes the day's reminder of a customer mobile: records `at` unless a reminder went to that mobile
 * after `since`, whichever application it was for. Answers the time it replaced (null: none before),
 * or undefined when refused. One row per mobile, taken by a conditional upsert: a reminder for another
 * application of the same mobile waits for this transaction, then sees the new time and is refused.
 */
export async function takeMobileReminder(
  db: Database,
  mobile: string,
  at: Date,
  since: Date,
): Promise<{ previous: Date | null } | undefined> {
  const before = await db
    .selectFrom('reminder_mobiles')
    .select('last_sent_at')
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  const taken = await db
    .insertInto('reminder_mobiles')
    .values({ mobile, last_sent_at: at })
    .onConflict((conflict) =>
      conflict.column('mobile').doUpdateSet({ last_sent_at: at }).where('reminder_mobiles.last_sent_at', '<=', since),
    )
    .returning('mobile')
    .executeTakeFirst();
  return taken ? { previous: before?.last_sent_at ?? null } : undefined;
}

/** Gives a mobile's reminder back when its SMS failed: the time it had before, unless another was taken since. */
export async function giveBackMobileReminder(db: Database, mobile: string, at: Date, previous: Date | null) {
  if (previous === null) {
    await db.deleteFrom('reminder_mobiles').where('mobile', '=', mobile).where('last_sent_at', '=', at).execute();
  } else {
    await db
      .updateTable('reminder_mobiles')
      .set({ last_sent_at: previous })
      .where('mobile', '=', mobile)
      .where('last_sent_at', '=', at)
      .execute();
  }
}

/** A resubmit starts the review again: the last round's verification and decision no longer stand. */
export async function restartReview(db: Database, registrationId: number): Promise<void> {
  await saveReview(db, registrationId, {
    verified_by: null,
    verified_at: null,
    originals_seen: [],
    verify_remarks: '',
    decided_by: null,
    decided_at: null,
    account_number: null,
    rejection_reason: null,
  });
}

/** An application's review as the staff's read and the PDF's "For office use" box show it. */
export interface ReviewState {
  reviewStatus: ReviewStatus | null;
  verifiedBy: string | null;
  verifiedAt: Date | null;
  /** The document ids whose originals the verifying clerk saw. */
  originalsSeen: number[];
  verifyRemarks: string;
  /** Approved: the officer (or admin) and when; the account number recorded. */
  approvedBy: string | null;
  approvedAt: Date | null;
  accountNumber: string | null;
  rejectedBy: string | null;
  rejectedAt: Date | null;
  rejectionReason: string | null;
  /** The last return (kept after the resubmit, for the record). */
  returnedBy: string | null;
  returnedAt: Date | null;
  returnReasons: ReturnReason[];
  /** The last reopen of a decision by an admin, with the decision as it stood (docs/decisions/044). */
  reopened: { by: string; at: Date; reason: string; decision: ReopenedDecision } | null;
}

/**
 * The review state of an application, or undefined when there is no such application. No branch
 * check here: the caller has scoped the application to the staff member already.
 */
export async function findReviewState(db: Database, registrationId: number): Promise<ReviewState | undefined> {
  const row = await selectReviewRecord(db, registrationId)
    .select([
      reviewStatusOf('r').as('review_status'),
      'ar.originals_seen',
      'ar.verify_remarks',
      'ar.reopened_by',
      'ar.reopened_at',
      'ar.reopen_reason',
      'ar.reopened_decision',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    reviewStatus: row.review_status,
    ...reviewRecordOf(row.review_status, row),
    originalsSeen: row.originals_seen ?? [],
    verifyRemarks: row.verify_remarks ?? '',
    reopened:
      row.reopened_by && row.reopened_at && row.reopened_decision
        ? {
            by: row.reopened_by,
            at: row.reopened_at,
            reason: row.reopen_reason ?? '',
            decision: row.reopened_decision,
          }
        : null,
  };
}

export interface FollowUpFilter {
  /** null: every branch (admins). */
  branchCode: string | null;
  limit: number;
}

/**
 * The drafts (Partially Filled applications) of a branch, the longest idle first, with holder 1's
 * saved steps (as holder-progress.ts tells them) so the service can name the last step reached.
 */
export async function findFollowUpRows(db: Database, filter: FollowUpFilter) {
  let query = selectApplicationsWithFormType(db)
    .leftJoin('registration_holders as h1', (join) =>
      join.onRef('h1.registration_id', '=', 'r.id').on('h1.holder_sr_no', '=', 1),
    )
    .leftJoin('holder_kyc as k', 'k.holder_id', 'h1.id')
    .leftJoin('application_reviews as ar', 'ar.registration_id', 'r.id')
    .leftJoin('reminder_mobiles as rm', 'rm.mobile', 'r.mobile')
    .select(['r.id', 'r.reference_no', 'r.mobile', 'r.branch_code', 'r.account_type_id', 'r.updated_at'])
    .select([
      'ar.last_reminder_at',
      // The last reminder to the customer's mobile, whichever application: at most one a day.
      'rm.last_sent_at as mobile_reminder_at',
      // Kept by migration 0007's triggers (see customer-list-repository.ts).
      sql<string>`coalesce(r.holder1_name, '')`.as('customer_name'),
      sql<string>`coalesce(at.name, '')`.as('account_type_name'),
      ...KYC_STEP_KEYS.map((step) => stepSavedSql(step).as(step)),
      sql<boolean>`EXISTS (SELECT 1 FROM techno_products t WHERE t.registration_id = r.id)`.as('technoProducts'),
      sql<boolean>`r.account_operations IS NOT NULL AND EXISTS (
        SELECT 1 FROM nominations n WHERE n.registration_id = r.id)`.as('nomination'),
    ])
    .where('r.status', '=', 'Partially Filled');
  if (filter.branchCode !== null) query = query.where('r.branch_code', '=', filter.branchCode);
  return rowsUpTo(query.orderBy('r.updated_at', 'asc').orderBy('r.id', 'asc'), filter.limit);
}
