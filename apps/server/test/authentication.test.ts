import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticationPlugin, principalOf } from '../src/plugins/authentication.js';
import { errorHandlerPlugin } from '../src/plugins/error-handler.js';
import { createSessionService } from '../src/modules/session/session-service.js';
import { backends } from './support/test-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// Staff-only calls arrive with the customer list; the guard they will use is checked here on its own.
describe.each(backends)('requireSession on %s', (backend) => {
  let t: TestApp;
  let guarded: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(backend);
    guarded = Fastify({ logger: false });
    await guarded.register(errorHandlerPlugin);
    await guarded.register(authenticationPlugin, {
      sessions: createSessionService(t.db, t.config.jwtSecret, t.clock),
    });
    guarded.get('/staff-only', { preHandler: guarded.requireSession('staff') }, async (request) =>
      principalOf(request),
    );
    await guarded.ready();
  });
  afterAll(async () => {
    await guarded.close();
    await t.close();
  });

  const callStaffOnly = (token?: string) =>
    guarded.inject({
      method: 'GET',
      url: '/staff-only',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('admits staff with their branch', async () => {
    const token = await t.addStaff({ username: 'nsk202', branchCode: '202' });
    const response = await callStaffOnly(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'staff',
      username: 'nsk202',
      branchCode: '202',
      branchName: 'Panchavati Branch',
      isAdmin: false,
    });
  });

  it('refuses a customer token with 403', async () => {
    const response = await callStaffOnly(await t.signInCustomer('9866666666'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ responseCode: 'FORBIDDEN' });
  });

  it('refuses no token, a malformed header and a garbage token with 401', async () => {
    expect((await callStaffOnly()).statusCode).toBe(401);
    expect((await callStaffOnly('not-a-jwt')).statusCode).toBe(401);
    const malformed = await guarded.inject({
      method: 'GET',
      url: '/staff-only',
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(malformed.statusCode).toBe(401);
  });
});
