import type {
  CustomerListRecord,
  CustomerListSortColumn,
  CustomerListSortDirection,
  CustomerListTab,
  ReviewStatus,
} from '@portal/domain';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '@server/db/client.js';
import type { DatabaseSchema } from '@server/db/schema.js';
import { rowsUpTo } from '@server/db/rows-up-to.js';
import { reviewStatusOf } from '@server/modules/registration';

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
 * The branch customer list's records (portal.md §3). Holder 1 gives the name and, from its personal
 * details, the mobile compared with the one that signed in.
 *
 * It reads `registrations` alone: holder 1's name and mobile and the holder count are kept there by
 * the triggers of migration 0007 (they are not in db/schema.ts, as nothing in the application writes
 * them). Each row is the finished record: its columns are customerListRecordSchema's keys, in that
 * order, with the answer's values, so the route can serialise the rows as they come.
 */
function selectCustomerListRecords(db: Database) {
  return db
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
}

/** The list by its dates (GetAllBranchLoginCustomerList, GetRegistrationDetailsByRefNo): newest "Last updated" first. */
export async function findCustomerListRecords(
  db: Database,
  filter: CustomerListFilter,
): Promise<{ records: CustomerListRecord[]; more: boolean }> {
  let query = selectCustomerListRecords(db);
  if (filter.branchCode !== null) query = query.where('r.branch_code', '=', filter.branchCode);
  if (filter.from) query = query.where('r.updated_at', '>=', filter.from);
  if (filter.before) query = query.where('r.updated_at', '<', filter.before);
  if (filter.referenceNo !== undefined) query = query.where('r.reference_no', '=', filter.referenceNo);
  if (filter.reviewStatus !== undefined) query = query.where(reviewStatusOf('r'), '=', filter.reviewStatus);
  const { rows: records, more } = await rowsUpTo(
    query.orderBy('r.updated_at', 'desc').orderBy('r.id', 'desc'),
    filter.limit,
  );
  return { records, more };
}

/** One tab's search in SQL (docs/decisions/032-customer-list-paged.md). */
export interface CustomerListPageFilter {
  /** null: every branch (admins). */
  branchCode: string | null;
  status: CustomerListTab;
  /** By "Last updated": from this instant, up to but not including `before`. */
  updated?: { from: Date; before: Date };
  referenceNo?: string;
  reviewStatus?: ReviewStatus;
  /** Part of the reference number, the mobile or holder 1's name; '' for none. */
  search: string;
  sortBy: CustomerListSortColumn;
  direction: CustomerListSortDirection;
}

/**
 * Each sortable column: the expression sorted on (not null, unique with r.id after it), the text of
 * a record's value kept in a cursor (timestamps to the microsecond: the record's ISO text keeps
 * milliseconds only), and the type a cursor's value is read back as.
 */
const SORT_KEYS: Record<CustomerListSortColumn, { column: RawBuilder<unknown>; type: 'timestamptz' | 'text' | 'int' }> =
  {
    lastUpdated: { column: sql`r.updated_at`, type: 'timestamptz' },
    createdOn: { column: sql`r.created_at`, type: 'timestamptz' },
    referenceNo: { column: sql`r.reference_no`, type: 'text' },
    customerName: { column: sql`r.holder1_name`, type: 'text' },
    mobileNo: { column: sql`r.mobile`, type: 'text' },
    holdersCount: { column: sql`r.holders_count`, type: 'int' },
    formFillBy: { column: sql`r.form_fill_by`, type: 'text' },
  };

function cursorValueOf(sortBy: CustomerListSortColumn) {
  const key = SORT_KEYS[sortBy];
  return key.type === 'timestamptz'
    ? sql<string>`to_char(${key.column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql<string | number>`${key.column}`;
}

/** LIKE's wildcards and escape taken as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The filter's WHERE on `registrations as r`, for the page, its total and the CSV alike. */
function whereFilter<
  Query extends SelectQueryBuilder<DatabaseSchema & { r: DatabaseSchema['registrations'] }, 'r', object>,
>(query: Query, filter: CustomerListPageFilter): Query {
  let q = query.where('r.status', '=', filter.status);
  if (filter.branchCode !== null) q = q.where('r.branch_code', '=', filter.branchCode);
  if (filter.updated) {
    q = q.where('r.updated_at', '>=', filter.updated.from).where('r.updated_at', '<', filter.updated.before);
  }
  if (filter.referenceNo !== undefined) q = q.where('r.reference_no', '=', filter.referenceNo);
  if (filter.reviewStatus !== undefined) {
    // reviewStatusOf on plain columns: the list's indexes include review_status, so the total is still
    // counted from the index alone, and the planner estimates it. Only a Completed application has one;
    // one without reads as Submitted.
    const reviewStatus = filter.reviewStatus;
    q = q
      .where('r.status', '=', 'Completed')
      .where((eb) =>
        reviewStatus === 'Submitted'
          ? eb.or([eb('r.review_status', '=', reviewStatus), eb('r.review_status', 'is', null)])
          : eb('r.review_status', '=', reviewStatus),
      );
  }
  if (filter.search !== '') {
    const pattern = likePattern(filter.search);
    q = q.where(
      sql<boolean>`(r.reference_no LIKE ${pattern} OR r.mobile LIKE ${pattern} OR r.holder1_name ILIKE ${pattern})`,
    );
  }
  return q as Query;
}

export interface CustomerListBatch {
  records: CustomerListRecord[];
  /** More records lie beyond the batch, in the direction it was read. */
  more: boolean;
  /** The cursor value (CustomerListCursor.value) of the first and the last record. */
  firstValue: string | number | undefined;
  lastValue: string | number | undefined;
}

/**
 * Up to `limit` records of the filter in its sort, by keyset: after (or, `before`, just before) the
 * record with the cursor's value and id. Always in the filter's order, whichever way it was read.
 */
export async function findCustomerListBatch(
  db: Database,
  filter: CustomerListPageFilter,
  limit: number,
  from?: { value: string | number; id: number; before: boolean },
): Promise<CustomerListBatch> {
  const key = SORT_KEYS[filter.sortBy];
  const backwards = from?.before === true;
  const descending = (filter.direction === 'desc') !== backwards;
  let query = whereFilter(selectCustomerListRecords(db).select(cursorValueOf(filter.sortBy).as('cursorValue')), filter);
  if (from) {
    const value = sql`cast(${from.value} as ${sql.raw(key.type)})`;
    query = query.where(sql<boolean>`(${key.column}, r.id) ${sql.raw(descending ? '<' : '>')} (${value}, ${from.id})`);
  }
  const order = descending ? sql`desc` : sql`asc`;
  const { rows: page, more } = await rowsUpTo(
    query.orderBy(sql`${key.column} ${order}`).orderBy(sql`r.id ${order}`),
    limit,
  );
  if (backwards) page.reverse();
  const records = page.map(({ cursorValue: _value, ...record }) => record);
  return { records, more, firstValue: page[0]?.cursorValue, lastValue: page.at(-1)?.cursorValue };
}

/**
 * How many records match: counted up to `exactLimit`, beyond it PostgreSQL's estimate of the same
 * query (never less than the counted), so a wide search costs a bounded count.
 */
export async function countCustomerList(
  db: Database,
  filter: CustomerListPageFilter,
  exactLimit: number,
): Promise<{ total: number; exact: boolean }> {
  const matching = whereFilter(db.selectFrom('registrations as r').select(sql<number>`1`.as('one')), filter);
  const counted = await db
    .selectFrom(matching.limit(exactLimit + 1).as('m'))
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.count);
  if (total <= exactLimit) return { total, exact: true };
  const [plan] = await matching.explain('json');
  const estimate = Number(
    (plan?.['QUERY PLAN'] as [{ Plan: { 'Plan Rows': number } }] | undefined)?.[0].Plan['Plan Rows'],
  );
  return { total: Math.max(total, Number.isFinite(estimate) ? Math.round(estimate) : 0), exact: false };
}
