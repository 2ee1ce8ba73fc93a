import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from './schema.js';
import { createPglitePool } from './pglite-pool.js';

export type Database = Kysely<DatabaseSchema>;

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'embedded'; dataDir: string | null };

/** What a database's NOTIFY listener needs: a server's address, or the one embedded instance. */
const listenSources = new WeakMap<Database, { kind: 'postgres'; url: string } | { kind: 'embedded'; pglite: PGlite }>();

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
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    listenSources.set(db, { kind: 'postgres', url: target.url });
    return db;
  }
  let pglite: PGlite;
  if (target.dataDir) {
    const dir = path.join(target.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  } else {
    pglite = new PGlite();
  }
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: createPglitePool(pglite) }) });
  listenSources.set(db, { kind: 'embedded', pglite });
  return db;
}

export interface NoticeHandlers {
  notice(payload: string): void;
  /** Listening: every notice from now on will arrive. */
  listening(): void;
  /** The connection was lost: notices sent until listening() is called again are missed. */
  lost(): void;
}

const RELISTEN_DELAY_MS = 1_000;

/**
 * Listens to a NOTIFY channel on a connection of its own (outside the pool), connecting again after
 * a loss, until closed. On the embedded database the one PGlite instance delivers them.
 */
export function listenForNotices(db: Database, channel: string, handlers: NoticeHandlers): { close(): Promise<void> } {
  const source = listenSources.get(db);
  if (!source) throw new Error('listenForNotices: a database made by openDatabase is needed');
  if (source.kind === 'embedded') {
    const unlisten = source.pglite.listen(channel, handlers.notice).then((stop) => {
      handlers.listening();
      return stop;
    });
    return { close: () => unlisten.then((stop) => stop()).catch(() => undefined) };
  }
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const current = new pg.Client({ connectionString: source.url });
    client = current;
    let failed = false;
    const fail = () => {
      if (failed) return;
      failed = true;
      handlers.lost();
      current.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS);
    };
    current.on('error', fail);
    current.on('end', fail);
    current.on('notification', (message) => {
      if (message.channel === channel) handlers.notice(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (!closed && !failed) handlers.listening();
    } catch {
      fail();
    }
  };
  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * Begins a statement that runs on every request of a busy call (a section save): PostgreSQL parses
 * and plans it once per connection and then only binds and runs it, which took the save statement
 * from about 1,600 to 2,000-2,300 a second in pgbench (planning was about as long as running it).
 * Only marked statements: every distinct text stays prepared for the connection's life, and a
 * generic plan would not suit the list searches whose ranges vary.
 */
export const prepared = sql.raw('/* prepared */ ');
const PREPARED_MARK = '/* prepared */ ';

/** Hands Kysely the pool's clients with marked statements sent as named (prepared) ones. */
function preparingPool(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `p_${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name;
  };
  // Kysely keeps its connection object per client, so each client keeps its one wrapper.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = {
          query: ((text: unknown, values?: unknown[]) =>
            typeof text === 'string' && text.startsWith(PREPARED_MARK)
              ? client.query({ name: nameOf(text), text, values })
              : client.query(text as string, values)) as unknown as PostgresPoolClient['query'],
          release: () => client.release(),
        };
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
