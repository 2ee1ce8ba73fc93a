import { describe, expect, it } from 'vitest';
import { messages } from '@portal/domain';
import { runCliCommand } from '../src/cli-commands.js';
import { disableUser } from '../src/modules/staff-auth/branch-user-service.js';
import { backends } from './support/test-database.js';
import { STAFF_PASSWORD } from './support/test-app.js';
import { useTestApp } from './support/test-app-hooks.js';

describe.each(backends)('branch login on %s', (backend) => {
  const t = useTestApp(backend);

  // One clerk's desk: failures are counted per user and address.
  const CLERK_DESK = '203.0.113.30';
  const login = (username: string, password: string, ip = CLERK_DESK) =>
    t.call('POST', '/api/BranchLogin/CheckLogin', { body: { username, password }, ip });

  it('signs staff in and returns the employee record', async () => {
    await t.addStaff({ username: 'nsk201', branchCode: '201' });
    const response = await login('nsk201', STAFF_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      responseCode: 'OK',
      employee: { username: 'nsk201', lbrcode: '201', lbrname: 'Nashik Road Branch', isAdmin: false },
    });
    expect(response.json<{ token: string }>().token.split('.')).toHaveLength(3);
  });

  it('stores the password only as an argon2id hash', async () => {
    const row = await t.db
      .selectFrom('branch_users')
      .select('password_hash')
      .where('username', '=', 'nsk201')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(STAFF_PASSWORD);
  });

  it('answers a wrong password and an unknown user alike', async () => {
    await t.addStaff({ username: 'pune102', branchCode: '102' });
    const wrong = await login('pune102', 'Wrong12345');
    const unknown = await login('nobody', 'Wrong12345');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ responseCode: 'UNAUTHORIZED', responseMessage: messages.loginFailed });
    expect(unknown.body).toBe(wrong.body);
  });

  it('locks one address out for a user after 5 failures in 15 minutes, even with the right password', async () => {
    await t.addStaff({ username: 'kop301', branchCode: '301' });
    for (let i = 0; i < 5; i += 1) expect((await login('kop301', 'Wrong12345')).statusCode).toBe(401);
    const locked = await login('kop301', STAFF_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ responseCode: 'RATE_LIMITED', responseMessage: messages.loginLocked });
    t.clock.advance(15 * 60_000 + 1_000);
    expect((await login('kop301', STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it("does not let a stranger's failures from other addresses lock the clerk out", async () => {
    await t.addStaff({ username: 'kop303', branchCode: '301' });
    for (const stranger of ['198.51.100.1', '198.51.100.2']) {
      for (let i = 0; i < 5; i += 1) expect((await login('kop303', 'Wrong12345', stranger)).statusCode).toBe(401);
      expect((await login('kop303', 'Wrong12345', stranger)).statusCode).toBe(429);
    }
    expect((await login('kop303', STAFF_PASSWORD, CLERK_DESK)).statusCode).toBe(200);
  });

  it('slows every address down after 20 failures in all, with a doubling wait, never a hard lock', async () => {
    await t.addStaff({ username: 'kop304', branchCode: '301' });
    for (let i = 0; i < 20; i += 1) await login('kop304', 'Wrong12345', `198.51.101.${i}`);
    expect((await login('kop304', STAFF_PASSWORD, CLERK_DESK)).statusCode).toBe(429);
    t.clock.advance(1_000);
    expect((await login('kop304', STAFF_PASSWORD, CLERK_DESK)).statusCode).toBe(200);
  });

  it('forgets the failures when an admin runs branch-user unlock', async () => {
    await t.addStaff({ username: 'kop305', branchCode: '301' });
    for (let i = 0; i < 5; i += 1) await login('kop305', 'Wrong12345');
    expect((await login('kop305', STAFF_PASSWORD)).statusCode).toBe(429);
    expect(
      await runCliCommand(t.db, ['branch-user', 'unlock', 'kop305'], { clock: t.clock, askPassword: async () => '' }),
    ).toBe('Cleared the failed sign-ins of kop305.');
    expect((await login('kop305', STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it('does not lock after 4 failures', async () => {
    await t.addStaff({ username: 'kop302', branchCode: '302' });
    for (let i = 0; i < 4; i += 1) await login('kop302', 'Wrong12345');
    expect((await login('kop302', STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a disabled user, and their open session stops working', async () => {
    const token = await t.addStaff({ username: 'leaver', branchCode: '101' });
    expect((await t.call('POST', '/api/Auth/Logout', { token: await t.signInStaff('leaver') })).statusCode).toBe(200);
    await disableUser(t.db, t.clock, 'leaver');
    expect((await login('leaver', STAFF_PASSWORD)).statusCode).toBe(401);
    expect((await t.call('POST', '/api/Auth/Logout', { token })).statusCode).toBe(401);
  });

  it('ends a staff session after 8 hours', async () => {
    const token = await t.addStaff({ username: 'shift', branchCode: '101' });
    t.clock.advance(8 * 60 * 60_000 + 1_000);
    expect((await t.call('POST', '/api/Auth/Logout', { token })).statusCode).toBe(401);
  });

  it('revokes the token at logout', async () => {
    const token = await t.addStaff({ username: 'brief', branchCode: '102' });
    expect((await t.call('POST', '/api/Auth/Logout', { token })).json()).toMatchObject({ responseCode: 'OK' });
    expect((await t.call('POST', '/api/Auth/Logout', { token })).statusCode).toBe(401);
  });

  it.each([
    [{ username: '', password: 'x' }, messages.userNameRequired],
    [{ username: 'someone', password: '' }, messages.passwordRequired],
    [{ password: 'x' }, messages.userNameRequired],
    [{ username: 'waytoolongname', password: 'x' }, messages.userNameTooLong],
  ])('refuses %j with the spec message', async (body, message) => {
    const response = await t.call('POST', '/api/BranchLogin/CheckLogin', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ responseCode: 'VALIDATION_ERROR', responseMessage: message });
  });
});
