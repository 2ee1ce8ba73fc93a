import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '@server/db/client.js';
import demoReferenceData from '@server/db/demo-reference-data.json' with { type: 'json' };
import { migrateDatabase } from '@server/db/migrate.js';
import { replaceReferenceData } from '@server/modules/reference/reference-repository.js';

export type Backend = 'pglite' | 'postgres';

/** Every API test file runs on a fresh embedded database, and again on PostgreSQL when CI provides one. */
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  db: Database;
  drop(): Promise<void>;
}

/** A new, migrated database holding the demo reference data: in memory, or a throw-away PostgreSQL database. */
export async function createTestDatabase(
  backend: Backend,
  /** A fault test's proxy in front of the server: the app connects to 127.0.0.1 on this port. */
  options: { viaPort?: number; schemaVersion?: number } = {},
): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const db = openDatabase({ kind: 'embedded', dataDir: null });
    await prepare(db, options.schemaVersion);
    return { db, drop: () => db.destroy() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (options.viaPort) {
    url.hostname = '127.0.0.1';
    url.port = String(options.viaPort);
  }
  const db = openDatabase({ kind: 'postgres', url: url.toString() });
  await prepare(db, options.schemaVersion);
  return {
    db,
    async drop() {
      await db.destroy();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

/** Migrated to the latest version, or to `schemaVersion` for a test of the migration after it. */
async function prepare(db: Database, schemaVersion?: number): Promise<void> {
  await migrateDatabase(db, { upTo: schemaVersion });
  await replaceReferenceData(db, demoReferenceData);
}
