import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = 'INSERT' | 'UPDATE' | 'DELETE' | 'MERGE' | 'SELECT';

function commandOf(sql: string): Command {
  // WITH ... INSERT/UPDATE counts as a write for Kysely's numAffectedRows; the last verb wins.
  const verbs = sql.toUpperCase().match(/\b(INSERT|UPDATE|DELETE|MERGE|SELECT)\b/g) ?? [];
  const first = verbs[0] as Command | undefined;
  if (first && first !== 'SELECT') return first;
  return (verbs.find((verb) => verb !== 'SELECT') as Command | undefined) ?? 'SELECT';
}

/**
 * Presents one PGlite instance as a node-postgres pool, so that Kysely's own PostgreSQL dialect
 * (and therefore the same SQL and code path) serves the embedded database too. PGlite is a single
 * connection: a client is handed out to one caller at a time, which keeps transactions whole.
 */
export function createPglitePool(pglite: PGlite): PostgresPool {
  let queue: Promise<void> = Promise.resolve();

  return {
    async connect(): Promise<PostgresPoolClient> {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const previous = queue;
      queue = previous.then(() => released);
      await previous;
      const client = {
        async query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
          if (parameters.length === 0) {
            // Like node-postgres, a query without parameters may hold several statements (migrations).
            const results = await pglite.exec(sql);
            const last = results.at(-1);
            return { command: commandOf(sql), rowCount: last?.affectedRows ?? 0, rows: (last?.rows ?? []) as R[] };
          }
          const result = await pglite.query<R>(sql, parameters as unknown[]);
          return { command: commandOf(sql), rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
        },
        release,
      };
      return client as unknown as PostgresPoolClient;
    },
    async end() {
      await queue;
      await pglite.close();
    },
  };
}
