import { sql } from 'kysely';
import type { Database } from '../../db/client.js';

export interface CustomerListFilter {
  /** null: every branch (admins). */
  branchCode: string | null;
  /** By "Last updated": from this instant, up to but not including `before`. */
  from?: Date;
  before?: Date;
  referenceNo?: string;
  limit: number;
}

/**
 * The branch customer list (portal.md §3): newest "Last updated" first. Holder 1 gives the name and,
 * from its personal details, the mobile compared with the one that signed in.
 */
export function findCustomerListRows(db: Database, filter: CustomerListFilter) {
  let query = db
    .selectFrom('registrations as r')
    .leftJoin('branches as b', 'b.code', 'r.branch_code')
    .leftJoin('reference_items as at', (join) =>
      join.on('at.list_name', '=', 'AccountType').onRef('at.id', '=', 'r.account_type_id'),
    )
    .leftJoin('reference_items as et', (join) =>
      join.on('et.list_name', '=', 'EntityType').onRef('et.id', '=', 'r.entity_type_id'),
    )
    .leftJoin('registration_holders as h1', (join) =>
      join.onRef('h1.registration_id', '=', 'r.id').on('h1.holder_sr_no', '=', 1),
    )
    .leftJoin('holder_kyc as k', 'k.holder_id', 'h1.id')
    .select([
      'r.id',
      'r.status',
      // Formatted by PostgreSQL as Date.toISOString would: parsing thousands of timestamps into Dates
      // and back was a good part of the list's time (docs/decisions/010-customer-list-bounds.md).
      sql<string>`to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('last_updated'),
      sql<string>`to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('created_on'),
      'r.reference_no',
      'r.mobile',
      'r.form_fill_by',
      'r.branch_code',
      'r.pdf_file_name',
      'b.name as branch_name',
      'at.name as account_type_name',
      'et.name as entity_type_name',
      sql<string>`concat_ws(' ', nullif(h1.first_name, ''), nullif(h1.middle_name, ''), nullif(h1.last_name, ''))`.as(
        'customer_name',
      ),
      // Null until holder 1's personal details name a mobile.
      sql<boolean | null>`(nullif(k.personal ->> 'Mobile', '') <> r.mobile)`.as('mobile_no_mismatch'),
      (eb) =>
        eb
          .selectFrom('registration_holders as h')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .whereRef('h.registration_id', '=', 'r.id')
          .as('holders_count'),
    ]);
  if (filter.branchCode !== null) query = query.where('r.branch_code', '=', filter.branchCode);
  if (filter.from) query = query.where('r.updated_at', '>=', filter.from);
  if (filter.before) query = query.where('r.updated_at', '<', filter.before);
  if (filter.referenceNo !== undefined) query = query.where('r.reference_no', '=', filter.referenceNo);
  return query.orderBy('r.updated_at', 'desc').orderBy('r.id', 'desc').limit(filter.limit).execute();
}
