import { sql, type RawBuilder } from 'kysely';
import { HUB_SECTION_ACCOUNT_TYPES, reviewPartOf, type AccountOperation, type HubSection } from '@portal/domain';
import { prepared, type Database } from '@server/db/client.js';
import { nextVersion } from '@server/db/edit-versions.js';
import { createStatementCache } from '@server/db/statement-cache.js';

export type SectionTable = 'techno_products' | 'deposit_details';

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

/** One save waiting for its batch: its input row and who awaits the outcome. */
interface PendingSave {
  input: {
    registration_id: number;
    mobile: string;
    now: string;
    expected_version: number | null;
    section_row: unknown;
  };
  resolve: (version: number | undefined) => void;
  reject: (error: unknown) => void;
}

/** The saves of one statement shape: those waiting, and the applications whose save is being written. */
interface SaveQueue {
  shape: string;
  table: SectionTable;
  section: HubSection;
  columns: string[];
  auditAction: string;
  waiting: PendingSave[];
  writing: Set<number>;
  scheduled: boolean;
}

/** The most saves one statement carries. */
const MAX_BATCH = 64;

/** A saver's state: its queues by statement shape, and the statements it has built. */
interface RowSaver {
  db: Database;
  queues: Map<string, SaveQueue>;
  runBatch: ReturnType<typeof createStatementCache<{ batch: string }>>;
}

/**
 * Saves hub sections, each as a row of a batch: the saves of one section that arrive while the
 * server is busy go to PostgreSQL as one statement (docs/decisions/038). For each row the statement
 * moves "Last updated" of (and so locks) the caller's own Partially Filled application of a type
 * that has the section, upserts the section row with the version check, and writes the audit entry.
 * A statement is atomic, so when it fails (a stale version, a deadlock with another batch) every
 * save of it runs again in a statement of its own and only the one at fault fails. Saves of one
 * application are written in the order they came, one statement after the other. Each save is
 * answered with the section's new version, or undefined when no application matched, and the
 * caller then works out why (missing, someone else's, Completed, wrong type).
 */
export function createSectionRowSaver(db: Database) {
  const saver: RowSaver = { db, queues: new Map(), runBatch: createStatementCache<{ batch: string }>() };
  return function saveSectionRow(
    table: SectionTable,
    target: SaveTarget,
    values: Record<string, string | number | boolean>,
  ): Promise<number | undefined> {
    const row = { ...values, updated_at: target.now.toISOString() };
    const queue = queueFor(saver, table, target, row);
    return new Promise((resolve, reject) => {
      queue.waiting.push({
        input: {
          registration_id: target.registrationId,
          mobile: target.mobile,
          now: target.now.toISOString(),
          expected_version: target.expectedVersion ?? null,
          section_row: row,
        },
        resolve,
        reject,
      });
      schedule(saver, queue);
    });
  };
}

/** The queue of the statement shape a row is saved by, made on its first save. */
function queueFor(saver: RowSaver, table: SectionTable, target: SaveTarget, row: Record<string, unknown>): SaveQueue {
  // Only the columns given are written: others keep their defaults (or, on update, their values).
  const columns = Object.keys(row);
  const shape = `${table} ${target.section} ${target.auditAction} ${columns.join(',')}`;
  let queue = saver.queues.get(shape);
  if (!queue) {
    queue = {
      shape,
      table,
      section: target.section,
      columns,
      auditAction: target.auditAction,
      waiting: [],
      writing: new Set(),
      scheduled: false,
    };
    saver.queues.set(shape, queue);
  }
  return queue;
}

/** The saves that arrive in this turn of the event loop go together, in the next. */
function schedule(saver: RowSaver, queue: SaveQueue) {
  if (queue.scheduled || !queue.waiting.some((save) => !queue.writing.has(save.input.registration_id))) return;
  queue.scheduled = true;
  setImmediate(flush, saver, queue);
}

/** Writes the saves waiting whose application has no save being written, one save per application. */
function flush(saver: RowSaver, queue: SaveQueue) {
  queue.scheduled = false;
  const batch: PendingSave[] = [];
  const later: PendingSave[] = [];
  for (const save of queue.waiting) {
    if (batch.length < MAX_BATCH && !queue.writing.has(save.input.registration_id)) {
      queue.writing.add(save.input.registration_id);
      batch.push(save);
    } else later.push(save);
  }
  queue.waiting = later;
  if (batch.length === 0) return;
  schedule(saver, queue);
  void write(saver, queue, batch).finally(() => {
    for (const save of batch) queue.writing.delete(save.input.registration_id);
    schedule(saver, queue);
  });
}

async function write(saver: RowSaver, queue: SaveQueue, saves: PendingSave[]): Promise<void> {
  // In the order of the rows they lock, so two batches running side by side rarely deadlock.
  saves.sort((a, b) => a.input.registration_id - b.input.registration_id);
  try {
    const rows = await saver.runBatch<{ registration_id: number; version: number }>(
      saver.db,
      queue.shape,
      (value) => batchStatement(queue, value('batch')),
      { batch: JSON.stringify(saves.map((save) => save.input)) },
    );
    const versions = new Map(rows.map((row) => [row.registration_id, row.version]));
    for (const save of saves) save.resolve(versions.get(save.input.registration_id));
  } catch (error) {
    if (saves.length === 1) saves[0]!.reject(error);
    else await Promise.all(saves.map((save) => write(saver, queue, [save])));
  }
}

/** The statement that saves a batch of one section's rows (createSectionRowSaver). */
function batchStatement({ table, section, columns, auditAction }: SaveQueue, batch: unknown) {
  const updates = [
    ...columns.map((column) => sql`${sql.ref(column)} = EXCLUDED.${sql.ref(column)}`),
    // The version the row's caller started from: ON CONFLICT's SET sees only the table's columns.
    sql`version = ${nextVersion(`${table}.version`, sql`(SELECT expected_version FROM target WHERE target.id = EXCLUDED.registration_id)`)}`,
  ];
  const inserted = ['registration_id', ...columns];
  // jsonb_populate_record gives every value its column's type, whatever the table. It stands in
  // FROM, not as (f(...)).*, which PostgreSQL would evaluate once per column.
  return sql<{ registration_id: number; version: number }>`${prepared}
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${batch}::jsonb)
        AS input(registration_id integer, mobile text, now timestamptz, expected_version integer, section_row jsonb)
    ),
    target AS (${touchTarget(
      section,
      sql.ref('input.now'),
      // PostgreSQL cannot tell how many rows jsonb_to_recordset gives, and joining on them alone it
      // scanned all of registrations for every batch; the ids as an array let it use the primary key.
      sql`FROM input WHERE registrations.id = input.registration_id AND registrations.mobile = input.mobile
        AND registrations.id = ANY(ARRAY(SELECT registration_id FROM input))`,
    )}
      RETURNING registrations.id, input.mobile, input.now, input.expected_version, input.section_row),
    saved AS (
      INSERT INTO ${sql.table(table)} (${sql.join(inserted.map((column) => sql.ref(column)))})
      SELECT ${sql.join(inserted.map((column) => sql.ref(`populated.${column}`)))}
      FROM target
      CROSS JOIN LATERAL jsonb_populate_record(
        NULL::${sql.table(table)},
        target.section_row || jsonb_build_object('registration_id', target.id)
      ) AS populated
      ON CONFLICT (registration_id) DO UPDATE SET ${sql.join(updates)}
      RETURNING registration_id, version
    ),
    audited AS (
      INSERT INTO audit_log (at, actor_kind, actor, registration_id, action, detail)
      SELECT target.now, 'customer', target.mobile, saved.registration_id, ${auditAction}, '{}'::jsonb
      FROM saved JOIN target ON target.id = saved.registration_id
    )
    SELECT registration_id, version FROM saved
  `;
}

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
      ${touchTarget(
        target.section,
        bound.now,
        sql`WHERE registrations.id = ${bound.registrationId} AND registrations.mobile = ${bound.mobile}`,
        sql`account_operations = ${operation}, account_operations_version = ${version},`,
      )}
        AND (${operation} = 'Self' OR (SELECT count(*) FROM registration_holders h WHERE h.registration_id = registrations.id) > 1)
      RETURNING id AS registration_id, account_operations_version AS version
    ),
    audited AS (${insertAudit(target.auditAction, bound)})
    SELECT version FROM saved
  `.execute(db);
  return result.rows[0]?.version;
}

/**
 * Moves "Last updated" of the applications `match` names (the caller's own) that are Partially
 * Filled and of a type that has the section (or Returned with the section among the returned ones:
 * docs/decisions/028). The UPDATE also locks the rows, and PostgreSQL re-checks the conditions if a
 * concurrent submit changed one first, so nothing is saved into an application just completed.
 */
function touchTarget(section: HubSection, now: unknown, match: RawBuilder<unknown>, alsoSet = sql``) {
  const rule: { only?: readonly number[]; except?: readonly number[] } = HUB_SECTION_ACCOUNT_TYPES[section];
  const typeFilter = rule.only
    ? sql`AND account_type_id = ANY(${sql.val([...rule.only])}::int[])`
    : sql`AND NOT (account_type_id = ANY(${sql.val([...(rule.except ?? [])])}::int[]))`;
  return sql`
    UPDATE registrations SET ${alsoSet} updated_at = ${now}::timestamptz
    ${match} ${typeFilter}
      AND (status = 'Partially Filled'
        OR (review_status = 'Returned' AND returned_parts @> to_jsonb(${reviewPartOf(section)}::text)))`;
}

/** The audit entry of a save, one for the row the `saved` step of the statement returned. */
function insertAudit(auditAction: string, bound: { now: string; mobile: string }) {
  return sql`
    INSERT INTO audit_log (at, actor_kind, actor, registration_id, action, detail)
    SELECT ${bound.now}::timestamptz, 'customer', ${bound.mobile}, registration_id, ${auditAction}, '{}'::jsonb
    FROM saved`;
}
