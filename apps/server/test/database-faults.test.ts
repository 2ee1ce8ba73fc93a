import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { createTestApp, type TestApp } from './support/test-app.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';

/**
 * Database faults on a real PostgreSQL server (DESIGN.md §6: no database fault ends the process).
 * Connections are killed with pg_terminate_backend while saves are in flight, and the server is
 * "stopped" by a proxy that cuts every connection and refuses new ones.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const SAVES = 200;
const CONCURRENCY = 20;

const mobile = '9733333333';
const application = { Mobile: mobile, AccountTypeId: 2, EntityTypeId: 1, LocationId: 1, BranchId: '101' };

describe.skipIf(!databaseUrl)('database faults on PostgreSQL', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let token: string;
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    const server = new URL(databaseUrl ?? '');
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    t = await createTestApp('postgres', { databaseViaPort: proxy.port });
    token = await t.signInCustomer(mobile);
    process.on('uncaughtException', recordUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', recordUncaught);
    await t.close();
    await proxy.close();
  });

  const createApplication = () => t.call('POST', '/api/Registration/CreateNewAccount', { body: application, token });

  /** Resolves once a save goes through again; gives up (failing the test) after 20 s. */
  async function waitForService(): Promise<void> {
    const started = Date.now();
    for (;;) {
      const ready = await t.call('GET', '/readyz');
      if (ready.statusCode === 200 && (await createApplication()).statusCode === 200) return;
      if (Date.now() - started > 20_000) throw new Error('the service did not come back within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  function expectUnavailable(response: { statusCode: number; json<T>(): T }) {
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      responseCode: 'SERVICE_UNAVAILABLE',
      responseMessage: 'The service is temporarily unavailable. Please try again shortly.',
    });
  }

  it('keeps every acknowledged save when its connections are terminated mid-burst, and answers 503 meanwhile', async () => {
    const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(t.db);
    const database = rows[0]?.name ?? '';
    const acknowledged: number[] = [];
    const refused: { statusCode: number; json<T>(): T }[] = [];
    let next = 0;
    const worker = async () => {
      while (next < SAVES) {
        next += 1;
        const response = await createApplication();
        if (response.statusCode === 200) acknowledged.push(response.json<{ registrationId: number }>().registrationId);
        else refused.push(response);
      }
    };
    // A separate connection does the killing: the app's own pool is the one under attack.
    const killer = new pg.Client({ connectionString: databaseUrl });
    await killer.connect();
    let terminations = 0;
    const kill = async () => {
      for (let round = 0; round < 8; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        const result = await killer.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [database],
        );
        terminations += result.rowCount ?? 0;
      }
    };
    await Promise.all([...Array.from({ length: CONCURRENCY }, worker), kill()]);
    await killer.end();

    expect(terminations).toBeGreaterThan(0);
    for (const response of refused) expectUnavailable(response);
    expect(acknowledged.length + refused.length).toBe(SAVES);
    await waitForService();
    const stored = await t.db
      .selectFrom('registrations')
      .select('id')
      .where('id', 'in', acknowledged.length > 0 ? acknowledged : [0])
      .execute();
    expect(stored).toHaveLength(acknowledged.length);
    expect(uncaught).toEqual([]);
  });

  it('answers 503 while the server is down, says so on /readyz, and comes back by itself', async () => {
    await proxy.stop();
    expectUnavailable(await createApplication());
    const ready = await t.call('GET', '/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not ready', database: 'unreachable' });

    await proxy.start();
    await waitForService();
    expect((await t.call('GET', '/readyz')).json()).toMatchObject({ status: 'ready', database: 'reachable' });
    expect(uncaught).toEqual([]);
  });
});
