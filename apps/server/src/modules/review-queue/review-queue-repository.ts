import { sql } from 'kysely';
import type { QueueStatus } from '@portal/domain';
import { selectApplicationsWithFormType } from '@server/db/application-names.js';
import type { Database } from '@server/db/client.js';
import { rowsUpTo } from '@server/db/rows-up-to.js';

export interface ReviewQueueFilter {
  /** null: every branch (admins). */
  branchCode: string | null;
  statuses: readonly QueueStatus[];
  limit: number;
}

/**
 * The assignment that stands: taken in the application's present stay in its review status (the
 * status and the time it entered it are the ones it was taken in; migration 0019).
 */
const standingAssignee = sql<string | null>`CASE WHEN ar.assigned_status = r.review_status
  AND ar.assigned_status_at = r.review_status_at THEN ar.assigned_to END`;
const standingAssignedAt = sql<Date | null>`CASE WHEN ar.assigned_status = r.review_status
  AND ar.assigned_status_at = r.review_status_at THEN ar.assigned_at END`;

/**
 * The applications waiting for these review steps, oldest first by when they entered their status
 * (then by id), whatever their date: migration 0019's partial indexes give them in that order.
 */
export async function findQueueRows(db: Database, filter: ReviewQueueFilter) {
  let query = selectApplicationsWithFormType(db)
    .leftJoin('application_reviews as ar', 'ar.registration_id', 'r.id')
    .select([
      'r.id',
      'r.reference_no',
      'r.branch_code',
      sql<QueueStatus>`r.review_status`.as('review_status'),
      sql<Date>`r.review_status_at`.as('waiting_since'),
      // Kept by migration 0007's triggers (see customer-list-repository.ts).
      sql<string>`coalesce(r.holder1_name, '')`.as('customer_name'),
      sql<string>`coalesce(at.name, '')`.as('account_type_name'),
      standingAssignee.as('assigned_to'),
      standingAssignedAt.as('assigned_at'),
    ])
    .where('r.review_status', 'in', [...filter.statuses]);
  if (filter.branchCode !== null) query = query.where('r.branch_code', '=', filter.branchCode);
  return rowsUpTo(query.orderBy('r.review_status_at', 'asc').orderBy('r.id', 'asc'), filter.limit);
}

/**
 * The application's review status, when it entered it, and the assignment that stands, with the
 * application row locked for the rest of the transaction (as the review's transitions lock it), so a
 * take and a transition never cross. No branch check here: the caller scopes the application.
 */
export async function lockAssignment(db: Database, registrationId: number) {
  const row = await db
    .selectFrom('registrations as r')
    .leftJoin('application_reviews as ar', 'ar.registration_id', 'r.id')
    .select(['r.id', 'r.branch_code', 'r.review_status'])
    .select(['ar.verified_by', 'ar.reopened_by', standingAssignee.as('assigned_to')])
    .where('r.id', '=', registrationId)
    .forUpdate('r')
    .executeTakeFirst();
  return row;
}

/**
 * Records who has taken the application, for its present stay in `status`: the time it entered it is
 * copied in SQL, not through a JavaScript Date, so that it compares equal to the microsecond.
 */
export async function saveAssignment(
  db: Database,
  registrationId: number,
  assignment: { to: string; at: Date; status: QueueStatus },
): Promise<void> {
  const values = {
    assigned_to: assignment.to,
    assigned_at: assignment.at,
    assigned_status: assignment.status,
    assigned_status_at: sql<Date>`(SELECT review_status_at FROM registrations WHERE id = ${registrationId})`,
  };
  await db
    .insertInto('application_reviews')
    .values({ registration_id: registrationId, ...values })
    .onConflict((conflict) => conflict.column('registration_id').doUpdateSet(values))
    .execute();
}

export async function clearAssignment(db: Database, registrationId: number): Promise<void> {
  await db
    .updateTable('application_reviews')
    .set({ assigned_to: null, assigned_at: null, assigned_status: null, assigned_status_at: null })
    .where('registration_id', '=', registrationId)
    .execute();
}
