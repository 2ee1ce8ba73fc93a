import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/test-database.js';
import { STAFF_PASSWORD } from './support/test-app.js';
import { useTestApp } from './support/test-app-hooks.js';

/** The web app's session cookies (DESIGN.md §6, decision 017). */
describe.each(backends)('session cookies on %s', (backend) => {
  const t = useTestApp(backend);
  const mobile = '9777777777';
  const application = { Mobile: mobile, AccountTypeId: 2, EntityTypeId: 1, LocationId: 1, BranchId: '101' };
  beforeAll(async () => {
    await t.addStaff({ username: 'pune101', branchCode: '101' });
  });

  async function verifyOtp(host: string) {
    const guid = randomUUID();
    await t.call('POST', '/api/OTP/GetOTP', { body: { Guid: guid, MobileNo: mobile } });
    return t.call('POST', '/api/OTP/VerifyOTP', {
      body: { Guid: guid, MobileNo: mobile, OTP: t.sms.lastCodeFor(mobile) },
      headers: { host },
    });
  }
  interface SetCookie {
    name: string;
    value: string;
    secure?: boolean;
    expires?: Date;
  }
  const cookieOf = (response: { cookies: SetCookie[] }, name: string) =>
    response.cookies.find((cookie) => cookie.name === name);
  const countApplications = async () =>
    (await t.db.selectFrom('registrations').select('id').where('mobile', '=', mobile).execute()).length;
  const create = (cookies: Record<string, string>, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/Registration/CreateNewAccount', payload: application, cookies, headers });

  it('sets an HttpOnly, SameSite=Strict, Secure cookie on sign-in, relaxing Secure only for plain-HTTP localhost', async () => {
    const remote = cookieOf(await verifyOtp('portal.bank.example'), 'portal_customer');
    expect(remote).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true, path: '/', maxAge: 12 * 60 * 60 });
    const local = cookieOf(await verifyOtp('127.0.0.1:8080'), 'portal_customer');
    expect(local).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(local?.secure).toBeUndefined();
    const staff = await t.call('POST', '/api/BranchLogin/CheckLogin', {
      body: { username: 'pune101', password: STAFF_PASSWORD },
      headers: { host: 'portal.bank.example' },
    });
    expect(cookieOf(staff, 'portal_staff')).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true });
  });

  it('admits a state-changing call by cookie only from a page of the same origin', async () => {
    const token = cookieOf(await verifyOtp('portal.bank.example'), 'portal_customer')?.value ?? '';
    const cookies = { portal_customer: token };
    const before = await countApplications();
    const host = 'portal.bank.example';
    const foreign: Record<string, string>[] = [
      { host },
      { host, origin: 'https://evil.example' },
      { host, referer: 'https://evil.example/x' },
    ];
    for (const headers of foreign) {
      const refused = await create(cookies, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ responseCode: 'FORBIDDEN' });
    }
    expect(await countApplications()).toBe(before);
    expect((await create(cookies, { host, origin: `https://${host}` })).statusCode).toBe(200);
    // An API client with the header needs no Origin: no browser sends it on its own.
    expect((await create({}, { host, authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect(await countApplications()).toBe(before + 2);
  });

  it('never lets a customer cookie into a staff call, and logout clears the cookie and ends the session', async () => {
    const token = cookieOf(await verifyOtp('portal.bank.example'), 'portal_customer')?.value ?? '';
    const headers = { host: 'portal.bank.example', origin: 'https://portal.bank.example' };
    const staffCall = await t.app.inject({
      method: 'POST',
      url: '/api/Registration/GetAllBranchLoginCustomerList',
      payload: { BranchCode: '101', fromDate: '01-Nov-2026', toDate: '05-Nov-2026' },
      cookies: { portal_customer: token },
      headers,
    });
    expect(staffCall.statusCode).toBe(401);

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/Logout',
      payload: {},
      cookies: { portal_customer: token },
      headers: { ...headers, 'x-portal-audience': 'customer' },
    });
    expect(logout.statusCode).toBe(200);
    const cleared = cookieOf(logout, 'portal_customer');
    expect(cleared?.value).toBe('');
    expect(new Date(cleared?.expires ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await create({ portal_customer: token }, headers)).statusCode).toBe(401);
  });
});
