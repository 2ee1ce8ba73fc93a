import { sql } from 'kysely';
import type { ReviewStatus } from '@portal/domain';
import type { Database } from '@server/db/client.js';

/**
 * A registration's review status as every read answers it: null while Partially Filled, and
 * Submitted for a Completed application that has none recorded (it was completed before migration
 * 0013, or by a test writing the status alone). It sits with the registration, below the review
 * module, because the customer's lists and the staff's lists read it too (docs/decisions/050).
 */
export function reviewStatusOf(table: 'r') {
  return sql<ReviewStatus | null>`(CASE WHEN ${sql.ref(`${table}.status`)} = 'Completed'
    THEN coalesce(${sql.ref(`${table}.review_status`)}, 'Submitted') END)`;
}

/** What the customer's screens show of the branch review: its status and the last return's reasons. */
export async function findCustomerReview(db: Database, registrationId: number) {
  const row = await db
    .selectFrom('registrations as r')
    .leftJoin('application_reviews as ar', 'ar.registration_id', 'r.id')
    .select([reviewStatusOf('r').as('review_status'), 'ar.return_reasons'])
    .where('r.id', '=', registrationId)
    .executeTakeFirst();
  return { reviewStatus: row?.review_status ?? null, returnReasons: row?.return_reasons ?? [] };
}
