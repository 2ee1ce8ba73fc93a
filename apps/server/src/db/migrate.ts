import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.js';
import { migrations } from './migrations/index.js';

// Any fixed number: instances starting together take turns, so each migration runs once.
const MIGRATION_LOCK_KEY = 724_310_551;

/** Applies the migrations not yet applied, in order; `upTo` stops after that version (a test of a migration starts there). */
export async function migrateDatabase(
  db: Kysely<DatabaseSchema>,
  { upTo = Number.POSITIVE_INFINITY }: { upTo?: number } = {},
): Promise<number[]> {
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(tx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(tx);
    const applied = new Set(
      (await tx.selectFrom('schema_migrations').select('version').execute()).map((r) => r.version),
    );
    const newlyApplied: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version) || migration.version > upTo) continue;
      await sql.raw(migration.sql).execute(tx);
      await tx.insertInto('schema_migrations').values({ version: migration.version, name: migration.name }).execute();
      newlyApplied.push(migration.version);
    }
    return newlyApplied;
  });
}
