import { sql, type RawBuilder } from 'kysely';

/** The SQLSTATE the database's next_version raises when a save names a version that is no longer on record. */
const STALE_VERSION_SQLSTATE = 'PT409';

/** A save refused because another save of the same section or step came first (docs/decisions/018). */
export function isStaleVersion(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === STALE_VERSION_SQLSTATE;
}

/**
 * The version a save leaves on record: `column` + 1, or the statement fails with PT409 when the
 * caller named an `expected` version that is not `column` (undefined: the caller overwrites). In
 * an UPDATE or ON CONFLICT DO UPDATE it reads the row as locked, so two saves racing from the
 * same version cannot both pass.
 */
export function nextVersion(
  column: string,
  /** A number, undefined, or a slot of a cached statement (db/statement-cache.ts) that binds one. */
  expected: unknown,
): RawBuilder<number> {
  return sql<number>`next_version(${sql.ref(column)}, ${expected ?? null}::integer)`;
}
