import { sql } from 'kysely';
import { HUB_SECTION_ACCOUNT_TYPES, reviewPartOf, type AccountOperation, type HubSection } from '@portal/domain';
import { prepared, type Database } from '@server/db/client.js';
import { nextVersion } from '@server/db/edit-versions.js';
import { createStatementCache } from '@server/db/statement-cache.js';

export type SectionTable = 'nominations' | 'techno_products' | 'deposit_details';

interface SaveTarget {
  registrationId: number;
  /** The signed-in customer's mobile: only their own application matches. */
  mobile: string;
  /** The section: only account types that have it match. */
  section: HubSection;
  now: Date;
  auditAction: string;
  /** The version the caller started from (undefined: overwrite); a stale one fails the statement. */
  expectedVersion: number | undefined;
}

/**
 * Saves one hub section as a single SQL statement: move "Last updated" of (and so lock) the caller's
 * own Partially Filled application of a type that has the section, upsert the section row and write
 * the audit entry. One round trip instead of a seven-statement transaction (DESIGN.md §8); a
 * statement is atomic, so a failure (a stale version included) still changes nothing. Answers the
 * section's new version, or undefined when no application matched, and the caller then works out
 * why (missing, someone else's, Completed, wrong type).
 */
export async function saveSectionRow(
  db: Database,
  table: SectionTable,
  target: SaveTarget,
  values: Record<string, string | number | boolean>,
): Promise<number | undefined> {
  const row = { ...values, updated_at: target.now.toISOString() };
  // Only the columns given are written: others keep their defaults (or, on update, their values).
  const given = Object.keys(row);
  const rows = await runSectionSave(
    db,
    `${table} ${target.section} ${target.auditAction} ${given.join(',')}`,
    (value) => {
      const bound = { now: value('now'), registrationId: value('registrationId'), mobile: value('mobile') };
      const updates = [
        ...given.map((column) => sql`${sql.ref(column)} = EXCLUDED.${sql.ref(column)}`),
        sql`version = ${nextVersion(`${table}.version`, value('expectedVersion'))}`,
      ];
      const columns = ['registration_id', ...given];
      // jsonb_populate_record gives every value its column's type, whatever the table. It stands in
      // FROM, not as (f(...)).*, which PostgreSQL would evaluate once per column.
      return sql<{ version: number }>`${prepared}
        WITH target AS (${touchTarget(target.section, bound)} RETURNING id),
        saved AS (
          INSERT INTO ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
          SELECT ${sql.join(columns.map((column) => sql.ref(`populated.${column}`)))}
          FROM target
          CROSS JOIN LATERAL jsonb_populate_record(
            NULL::${sql.table(table)},
            ${value('row')}::jsonb || jsonb_build_object('registration_id', target.id)
          ) AS populated
          ON CONFLICT (registration_id) DO UPDATE SET ${sql.join(updates)}
          RETURNING registration_id, version
        ),
        audited AS (${insertAudit(target.auditAction, bound)})
        SELECT version FROM saved
      `;
    },
    {
      now: target.now.toISOString(),
      registrationId: target.registrationId,
      mobile: target.mobile,
      expectedVersion: target.expectedVersion ?? null,
      row: JSON.stringify(row),
    },
  );
  return rows[0]?.version;
}

const runSectionSave = createStatementCache<{
  now: string;
  registrationId: number;
  mobile: string;
  expectedVersion: number | null;
  row: string;
}>();

/** Saves the account-operations choice, which lives on the application itself, the same way. */
export async function saveAccountOperationsRow(
  db: Database,
  target: SaveTarget,
  operation: AccountOperation,
): Promise<number | undefined> {
  const version = nextVersion('account_operations_version', target.expectedVersion);
  const bound = { now: target.now.toISOString(), registrationId: target.registrationId, mobile: target.mobile };
  const result = await sql<{ version: number }>`${prepared}
    WITH saved AS (
      ${touchTarget(target.section, bound, sql`account_operations = ${operation}, account_operations_version = ${version},`)}
        AND (${operation} = 'Self' OR (SELECT count(*) FROM registration_holders h WHERE h.registration_id = registrations.id) > 1)
      RETURNING id AS registration_id, account_operations_version AS version
    ),
    audited AS (${insertAudit(target.auditAction, bound)})
    SELECT version FROM saved
  `.execute(db);
  return result.rows[0]?.version;
}

/** The values of a save's statement that vary from one save to the next: given, or slots to bind. */
interface BoundValues {
  now: unknown;
  registrationId: unknown;
  mobile: unknown;
}

/**
 * Moves "Last updated" of the caller's own Partially Filled application of a type that has the
 * section (or a Returned one whose returned sections include it: docs/decisions/028). The UPDATE also locks the row, and PostgreSQL re-checks the conditions if a concurrent
 * submit changed it first, so nothing is saved into an application that has just been completed.
 */
function touchTarget(section: HubSection, bound: BoundValues, alsoSet = sql``) {
  const rule: { only?: readonly number[]; except?: readonly number[] } = HUB_SECTION_ACCOUNT_TYPES[section];
  const typeFilter = rule.only
    ? sql`AND account_type_id = ANY(${sql.val([...rule.only])}::int[])`
    : sql`AND NOT (account_type_id = ANY(${sql.val([...(rule.except ?? [])])}::int[]))`;
  return sql`
    UPDATE registrations SET ${alsoSet} updated_at = ${bound.now}::timestamptz
    WHERE id = ${bound.registrationId} AND mobile = ${bound.mobile} ${typeFilter}
      AND (status = 'Partially Filled'
        OR (review_status = 'Returned' AND returned_parts @> to_jsonb(${reviewPartOf(section)}::text)))`;
}

/** The audit entry of a save, one for the row the `saved` step of the statement returned. */
function insertAudit(auditAction: string, bound: BoundValues) {
  return sql`
    INSERT INTO audit_log (at, actor_kind, actor, registration_id, action, detail)
    SELECT ${bound.now}::timestamptz, 'customer', ${bound.mobile}, registration_id, ${auditAction}, '{}'::jsonb
    FROM saved`;
}
