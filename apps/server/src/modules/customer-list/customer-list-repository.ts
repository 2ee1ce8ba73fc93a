import type { CustomerListRecord, ReviewStatus } from '@portal/domain';
import { sql } from 'kysely';
import type { Database } from '@server/db/client.js';
import { reviewStatusOf } from '../review/review-repository.js';

export interface CustomerListFilter {
  /** null: every branch (admins). */
  branchCode: string | null;
  /** By "Last updated": from this instant, up to but not including `before`. */
  from?: Date;
  before?: Date;
  referenceNo?: string;
  /** Only Completed applications with this review status. */
  reviewStatus?: ReviewStatus;
  /** The most records to answer; one more is read to tell whether more matched. */
  limit: number;
}

// ISO 8601 in UTC, as Date.toISOString writes it. Formatted by PostgreSQL: parsing thousands of
// timestamps into Dates and back was a good part of the list's time (docs/decisions/010-customer-list-bounds.md).
const isoText = (column: 'r.updated_at' | 'r.created_at') =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The branch customer list (portal.md §3): newest "Last updated" first. Holder 1 gives the name and,
 * from its personal details, the mobile compared with the one that signed in.
 *
 * It reads `registrations` alone: holder 1's name and mobile and the holder count are kept there by
 * the triggers of migration 0007 (they are not in db/schema.ts, as nothing in the application writes
 * them). Each row is the finished record: its columns are customerListRecordSchema's keys, in that
 * order, with the answer's values, so the route can serialise the rows as they come.
 */
export async function findCustomerListRecords(
  db: Database,
  filter: CustomerListFilter,
): Promise<{ records: CustomerListRecord[]; more: boolean }> {
  let query = db
    .selectFrom('registrations as r')
    .leftJoin('branches as b', 'b.code', 'r.branch_code')
    .leftJoin('reference_items as at', (join) =>
      join.on('at.list_name', '=', 'AccountType').onRef('at.id', '=', 'r.account_type_id'),
    )
    .leftJoin('reference_items as et', (join) =>
      join.on('et.list_name', '=', 'EntityType').onRef('et.id', '=', 'r.entity_type_id'),
    )
    .select([
      'r.id',
      'r.status',
      isoText('r.updated_at').as('lastUpdated'),
      isoText('r.created_at').as('createdOn'),
      'r.reference_no as referenceNo',
      'r.mobile as mobileNo',
      // Null until holder 1's personal details name a mobile.
      sql<boolean | null>`(r.holder1_mobile <> r.mobile)`.as('mobileNoMismatch'),
      sql<string>`r.holder1_name`.as('customerName'),
      sql<string>`coalesce(at.name, '')`.as('accountTypeName'),
      sql<string>`coalesce(et.name, '')`.as('entityTypeName'),
      sql<number>`r.holders_count`.as('holdersCount'),
      'r.form_fill_by as formFillBy',
      'r.branch_code as branchCode',
      sql<string>`coalesce(b.name, '')`.as('branchName'),
      // Only Completed applications have a PDF.
      reviewStatusOf('r').as('reviewStatus'),
    ]);
  if (filter.branchCode !== null) query = query.where('r.branch_code', '=', filter.branchCode);
  if (filter.from) query = query.where('r.updated_at', '>=', filter.from);
  if (filter.before) query = query.where('r.updated_at', '<', filter.before);
  if (filter.referenceNo !== undefined) query = query.where('r.reference_no', '=', filter.referenceNo);
  if (filter.reviewStatus !== undefined) query = query.where(reviewStatusOf('r'), '=', filter.reviewStatus);
  const rows = await query
    .orderBy('r.updated_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(filter.limit + 1)
    .execute();
  const more = rows.length > filter.limit;
  return { records: more ? rows.slice(0, filter.limit) : rows, more };
}
