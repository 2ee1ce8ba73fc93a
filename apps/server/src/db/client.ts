import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from './schema.js';
import { createPglitePool } from './pglite-pool.js';

export type Database = Kysely<DatabaseSchema>;

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'embedded'; dataDir: string | null };

/** One query layer over both PostgreSQL servers and the embedded PGlite (null dataDir: in memory). */
export function openDatabase(target: DatabaseTarget): Database {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 20, connectionTimeoutMillis: 5_000 });
    // A connection the server drops (failover, restart, pg_terminate_backend) emits 'error'. The pool
    // listens only while a client is idle; a checked-out client with no listener would turn it into an
    // uncaught exception and end the process. The query in flight fails on its own (503 to its caller)
    // and the pool discards the broken client, so both listeners only have to exist.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    return new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  }
  let pglite: PGlite;
  if (target.dataDir) {
    const dir = path.join(target.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  } else {
    pglite = new PGlite();
  }
  return new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: createPglitePool(pglite) }) });
}

export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
