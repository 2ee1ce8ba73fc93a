import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticationPlugin, principalOf } from '../src/plugins/authentication.js';
import { errorHandlerPlugin } from '../src/plugins/error-handler.js';
import {
  CUSTOMER_SESSION_LIMIT_MS,
  createSessionService,
  type SessionService,
} from '../src/modules/session/session-service.js';
import { backends } from './support/test-database.js';
import { useTestApp } from './support/test-app-hooks.js';

// Staff-only calls arrive with the customer list; the guard they will use is checked here on its own.
const OPS_TOKEN = 'o'.repeat(40);

describe.each(backends)('route access on %s', (backend) => {
  const t = useTestApp(backend);
  let guarded: FastifyInstance;
  let sessions: SessionService;
  beforeAll(async () => {
    sessions = createSessionService(t.db, t.config.jwtSecret, t.clock);
    guarded = Fastify({ logger: false });
    await guarded.register(errorHandlerPlugin);
    await guarded.register(authenticationPlugin, {
      sessions,
      protectOperations: true,
      opsToken: OPS_TOKEN,
    });
    guarded.get('/staff-only', { config: { access: ['staff'] } }, async (request) => principalOf(request));
    guarded.get('/undeclared', async (request) => principalOf(request).kind);
    guarded.get('/operations', { config: { access: 'operations' } }, async () => 'metrics');
    await guarded.ready();
  });
  afterAll(async () => {
    await guarded.close();
    await sessions.close();
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

  const get = (url: string, token?: string) =>
    guarded.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('protects a route that says nothing: any session, never anonymous', async () => {
    expect((await get('/undeclared')).statusCode).toBe(401);
    expect((await get('/undeclared', await t.signInCustomer('9866666677'))).body).toBe('customer');
    expect((await get('/undeclared', await t.addStaff({ username: 'pune177', branchCode: '101' }))).body).toBe('staff');
  });

  it('opens operations pages only to an admin or the OPS_TOKEN when protected', async () => {
    expect((await get('/operations')).statusCode).toBe(401);
    expect((await get('/operations', 'x'.repeat(40))).statusCode).toBe(401);
    expect((await get('/operations', await t.signInCustomer('9866666688'))).statusCode).toBe(401);
    expect((await get('/operations', await t.addStaff({ username: 'pune178', branchCode: '101' }))).statusCode).toBe(
      403,
    );
    const admin = await t.addStaff({ username: 'chief178', branchCode: '101', isAdmin: true });
    expect((await get('/operations', admin)).statusCode).toBe(200);
    expect((await get('/operations', OPS_TOKEN)).statusCode).toBe(200);
  });

  // Last: it moves this backend's clock past every session's end.
  it('judges a token it has seen before as strictly as a new one: audience, signature, expiry', async () => {
    const token = await t.signInCustomer('9866666699');
    expect((await get('/undeclared', token)).body).toBe('customer');
    expect((await get('/operations', token)).statusCode).toBe(401);
    const at = token.length - 5;
    const forged = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    expect((await get('/undeclared', forged)).statusCode).toBe(401);
    expect((await get('/undeclared', token)).body).toBe('customer');
    t.clock.advance(CUSTOMER_SESSION_LIMIT_MS + 1_000);
    expect((await get('/undeclared', token)).statusCode).toBe(401);
  });
});
