import type { Database } from './client.js';

/** Applications (`r`) with `at`, the reference item that names their form (account) type, if any. */
export function selectApplicationsWithFormType(db: Database) {
  return db
    .selectFrom('registrations as r')
    .leftJoin('reference_items as at', (join) =>
      join.on('at.list_name', '=', 'AccountType').onRef('at.id', '=', 'r.account_type_id'),
    );
}

/**
 * Applications (`r`) with the names of their types: `at` the form (account) type and `et` the entity
 * type, what the customer's Status list shows.
 */
export function selectApplicationsWithTypes(db: Database) {
  return selectApplicationsWithFormType(db).leftJoin('reference_items as et', (join) =>
    join.on('et.list_name', '=', 'EntityType').onRef('et.id', '=', 'r.entity_type_id'),
  );
}

/**
 * Applications (`r`) with what names their ids: `at` the form (account) type, `et` the entity type,
 * `loc` the location (reference items) and `b` the branch. Left joins: an id the reference data no
 * longer holds leaves its name null, never the application out.
 */
export function selectApplicationsWithNames(db: Database) {
  return selectApplicationsWithTypes(db)
    .leftJoin('reference_items as loc', (join) =>
      join.on('loc.list_name', '=', 'Location').onRef('loc.id', '=', 'r.location_id'),
    )
    .leftJoin('branches as b', 'b.code', 'r.branch_code');
}
