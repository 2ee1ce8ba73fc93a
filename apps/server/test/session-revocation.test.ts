import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app.js';
import { openDatabase, type Database } from '@server/db/client.js';
import { disableUser } from '@server/modules/staff-auth/branch-user-service.js';
import { backends } from './support/test-database.js';
import { useTestApp } from './support/test-app-hooks.js';

/**
 * Each instance keeps the sessions it has checked (docs/decisions/033-session-cache.md); logout and
 * disabling must still stop a token on every instance within a second. The second instance shares
 * the database: on PostgreSQL through a pool of its own, as another server would; the embedded
 * database is one process's, so there it is the same PGlite.
 */
describe.each(backends)('session revocation across instances on %s', (backend) => {
  const t = useTestApp(backend);
  let otherDb: Database;
  let other: FastifyInstance;

  beforeAll(async () => {
    if (backend === 'postgres') {
      const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(t.db);
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${rows[0]?.name}`;
      otherDb = openDatabase({ kind: 'postgres', url: url.toString() });
    } else {
      otherDb = t.db;
    }
    other = await buildApp({ config: t.config, db: otherDb, clock: t.clock, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    if (otherDb !== t.db) await otherDb.destroy();
  });

  const onOther = (url: string, token: string, body: unknown) =>
    other.inject({ method: 'POST', url, payload: body as object, headers: { authorization: `Bearer ${token}` } });

  /** Milliseconds until the other instance answers 401, asking every 20 ms for at most two seconds. */
  async function msUntilRefused(ask: () => Promise<{ statusCode: number }>) {
    const started = performance.now();
    while (performance.now() - started < 2_000) {
      if ((await ask()).statusCode === 401) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Infinity;
  }

  it('refuses a customer token on the other instance within a second of logout', async () => {
    const mobile = '9855555501';
    const token = await t.signInCustomer(mobile);
    const list = () => onOther('/api/Registration/GetAllCustomerAccountList', token, { MobileNo: mobile });
    // Twice: the second answer comes from the other instance's cache.
    expect((await list()).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);

    expect((await t.call('POST', '/api/Auth/Logout', { token })).statusCode).toBe(200);
    expect(await msUntilRefused(list)).toBeLessThan(1_000);
    expect(
      (await t.call('POST', '/api/Registration/GetAllCustomerAccountList', { token, body: { MobileNo: mobile } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a disabled staff user on the other instance within a second', async () => {
    const token = await t.addStaff({ username: 'Moved.On', branchCode: '101' });
    const lookUp = () =>
      onOther('/api/Registration/GetRegistrationDetailsByRefNo', token, { ReferenceNo: '202611050000001' });
    expect((await lookUp()).statusCode).not.toBe(401);
    expect((await lookUp()).statusCode).not.toBe(401);

    // As the CLI does it: straight to the database, from no instance at all.
    await disableUser(otherDb, t.clock, 'moved.on');
    expect(await msUntilRefused(lookUp)).toBeLessThan(1_000);
  });

  it('keeps a session the other instance saw before a different one was revoked', async () => {
    const staying = await t.signInCustomer('9855555502');
    const leaving = await t.signInCustomer('9855555503');
    const list = (token: string, mobile: string) =>
      onOther('/api/Registration/GetAllCustomerAccountList', token, { MobileNo: mobile });
    expect((await list(staying, '9855555502')).statusCode).toBe(200);
    expect((await t.call('POST', '/api/Auth/Logout', { token: leaving })).statusCode).toBe(200);
    expect(await msUntilRefused(() => list(leaving, '9855555503'))).toBeLessThan(1_000);
    expect((await list(staying, '9855555502')).statusCode).toBe(200);
  });
});
