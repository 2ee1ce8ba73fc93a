import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { backends } from './support/test-database.js';
import { STAFF_PASSWORD } from './support/test-app.js';
import { useTestApp } from './support/test-app-hooks.js';

/**
 * Strangers on many addresses cannot lock the owner of a mobile, or a clerk, out (
 * docs/decisions/047): the attacks it answers, played against the API.
 */
const CUSTOMER_COOKIE = 'portal_known_device';
const STAFF_COOKIE = 'portal_known_desk';

/** The cookie a response sets, as the browser would send it back. */
function cookieFrom(response: LightMyRequestResponse, name: string): string {
  const cookie = response.cookies.find((each) => each.name === name);
  if (!cookie) throw new Error(`no ${name} cookie in ${response.statusCode} ${response.body}`);
  return `${name}=${cookie.value}`;
}

describe.each(backends)('a stranger asking codes for a mobile from four addresses, on %s', (backend) => {
  const t = useTestApp(backend, { env: { OTP_LENGTH: '4' } });

  const OWNER = '9811100001';
  const STRANGERS = ['198.51.100.11', '198.51.100.12', '198.51.100.13', '198.51.100.14'];

  function getOtp(mobile: string, ip: string, cookie?: string) {
    const guid = randomUUID();
    return t
      .call('POST', '/api/OTP/GetOTP', {
        body: { Guid: guid, MobileNo: mobile },
        ip,
        headers: cookie ? { cookie } : {},
      })
      .then((response) => ({ guid, response }));
  }
  function verify(guid: string, mobile: string, otp: string, ip: string, cookie?: string) {
    return t.call('POST', '/api/OTP/VerifyOTP', {
      body: { Guid: guid, MobileNo: mobile, OTP: otp },
      ip,
      headers: cookie ? { cookie } : {},
    });
  }
  const smsTo = (mobile: string) => t.sms.messages.filter((sms) => sms.to === mobile).length;

  /** The stranger's round: 5 codes asked from each address, each burnt with 3 wrong tries. */
  async function strangerRound(mobile: string): Promise<number[]> {
    const statuses: number[] = [];
    for (const ip of STRANGERS) {
      for (let i = 0; i < 5; i += 1) {
        const { guid, response } = await getOtp(mobile, ip);
        statuses.push(response.statusCode);
        if (response.statusCode === 200) {
          const wrong = t.sms.lastCodeFor(mobile) === '0000' ? '1111' : '0000';
          for (let k = 0; k < 3; k += 1) await verify(guid, mobile, wrong, ip);
        }
        t.clock.advance(30_000);
      }
    }
    return statuses;
  }

  let ownerCookie = '';

  it('the owner signs in on their phone once, which then is a known device for the mobile', async () => {
    const { guid, response } = await getOtp(OWNER, '203.0.113.200');
    expect(response.statusCode).toBe(200);
    const verified = await verify(guid, OWNER, t.sms.lastCodeFor(OWNER), '203.0.113.200');
    expect(verified.statusCode).toBe(200);
    const cookie = verified.cookies.find((each) => each.name === CUSTOMER_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/OTP/', maxAge: 180 * 24 * 3600 });
    // The cookie names no mobile: it proves a sign-in only to a request that names the mobile.
    expect(cookie?.value).not.toContain(OWNER);
    ownerCookie = cookieFrom(verified, CUSTOMER_COOKIE);
  });

  it('texts the owner at most 5 codes a day however many addresses ask, and the owner still gets in', async () => {
    const before = smsTo(OWNER);
    const statuses = await strangerRound(OWNER);
    // 20 asked for: the first gets its code at once, the next four after waits of 30, 60, 120, 240 s.
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15);
    expect(smsTo(OWNER) - before).toBeLessThanOrEqual(5);

    // The owner, on the phone that signed in before and from a new address (mobile data), is not held up.
    const owner = await getOtp(OWNER, '203.0.113.201', ownerCookie);
    expect(owner.response.statusCode).toBe(200);
    expect(owner.response.json()).toMatchObject({ resendAfterSeconds: 30 });
    const verified = await verify(owner.guid, OWNER, t.sms.lastCodeFor(OWNER), '203.0.113.201', ownerCookie);
    expect(verified.statusCode).toBe(200);
    ownerCookie = cookieFrom(verified, CUSTOMER_COOKIE);
  });

  it('keeps the owner in and the SMS few through a whole day of the attack', async () => {
    const before = smsTo(OWNER);
    let ownerSignIns = 0;
    // Every two hours: the stranger's round from four addresses, then the owner signs in.
    for (let round = 0; round < 12; round += 1) {
      await strangerRound(OWNER);
      const owner = await getOtp(OWNER, `203.0.113.${210 + (round % 3)}`, ownerCookie);
      expect(owner.response.statusCode).toBe(200);
      const verified = await verify(owner.guid, OWNER, t.sms.lastCodeFor(OWNER), '203.0.113.210', ownerCookie);
      expect(verified.statusCode).toBe(200);
      ownerSignIns += 1;
      t.clock.advance(2 * 60 * 60_000 - 20 * 30_000);
    }
    expect(ownerSignIns).toBe(12);
    // 12 codes the owner asked for, and at most 5 a day for the stranger (the day rolled over once).
    expect(smsTo(OWNER) - before).toBeLessThanOrEqual(12 + 10);
  }, 120_000);

  it('treats a cookie made for another mobile, or a forged one, as a device it does not know', async () => {
    const victim = '9811100002';
    await getOtp(victim, '198.51.100.20');
    // The owner's cookie of OWNER, and a made-up one, asking for the victim: the stranger's budget.
    for (const cookie of [ownerCookie, `${CUSTOMER_COOKIE}=mhz0abcd.${'A'.repeat(27)}`]) {
      expect((await getOtp(victim, '198.51.100.21', cookie)).response.statusCode).toBe(429);
    }
  });
});

describe.each(backends)('customers behind one shared address, on %s', (backend) => {
  const SHARED = '100.64.0.1'; // carrier-grade NAT: many phones, one address
  const PER_IP = 4;
  const t = useTestApp(backend, { env: { OTP_SENDS_PER_IP_PER_HOUR: String(PER_IP) } });

  async function signIn(mobile: string, cookie?: string) {
    const guid = randomUUID();
    const headers = cookie ? { cookie } : undefined;
    const sent = await t.call('POST', '/api/OTP/GetOTP', {
      body: { Guid: guid, MobileNo: mobile },
      ip: SHARED,
      headers,
    });
    if (sent.statusCode !== 200) return { status: sent.statusCode, cookie: undefined };
    const verified = await t.call('POST', '/api/OTP/VerifyOTP', {
      body: { Guid: guid, MobileNo: mobile, OTP: t.sms.lastCodeFor(mobile) },
      ip: SHARED,
      headers,
    });
    return { status: verified.statusCode, cookie: cookieFrom(verified, CUSTOMER_COOKIE) };
  }

  it("limits each mobile on its own, and a known device is not counted against the address's limit", async () => {
    // Three neighbours sign in for the first time, then each signs in twice more on the same phone:
    // nine codes from one address, more than the address's limit and than one customer's first 5.
    const phones = new Map<string, string | undefined>();
    for (const mobile of ['9822200001', '9822200002', '9822200003']) {
      const first = await signIn(mobile);
      expect(first.status).toBe(200);
      phones.set(mobile, first.cookie);
    }
    for (let round = 0; round < 2; round += 1) {
      for (const [mobile, cookie] of phones) {
        const again = await signIn(mobile, cookie);
        expect(again.status).toBe(200);
        phones.set(mobile, again.cookie);
      }
    }
    // A device new to every mobile is still limited per address.
    const fresh: number[] = [];
    for (const mobile of ['9822200004', '9822200005']) {
      const sent = await t.call('POST', '/api/OTP/GetOTP', {
        body: { Guid: randomUUID(), MobileNo: mobile },
        ip: SHARED,
      });
      fresh.push(sent.statusCode);
    }
    expect(fresh).toEqual([200, 429]);
  });
});

describe.each(backends)("a stranger guessing a clerk's password from six addresses, on %s", (backend) => {
  const t = useTestApp(backend);

  const login = (password: string, ip: string, cookie?: string) =>
    t.call('POST', '/api/BranchLogin/CheckLogin', {
      body: { username: 'nsk210', password },
      ip,
      headers: cookie ? { cookie } : {},
    });

  it('lets the clerk in at the desk that signed in before, every time, while the stranger is slowed', async () => {
    await t.addStaff({ username: 'nsk210', branchCode: '201' });
    const first = await login(STAFF_PASSWORD, '203.0.113.50');
    expect(first.statusCode).toBe(200);
    expect(first.cookies.find((each) => each.name === STAFF_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/BranchLogin/',
    });
    let desk = cookieFrom(first, STAFF_COOKIE);

    // 20 wrong passwords from 4 addresses.
    for (let address = 0; address < 4; address += 1) {
      for (let i = 0; i < 5; i += 1) expect((await login('Wrong12345', `198.51.101.${address}`)).statusCode).toBe(401);
    }
    // Then one more from a fresh address each time the wait ends, and the clerk tries in between.
    const stranger: number[] = [];
    const clerk: number[] = [];
    for (let i = 0; i < 90; i += 1) {
      stranger.push((await login('Wrong12345', `198.51.102.${i}`)).statusCode);
      const atDesk = await login(STAFF_PASSWORD, '203.0.113.50', desk);
      clerk.push(atDesk.statusCode);
      if (atDesk.statusCode === 200) desk = cookieFrom(atDesk, STAFF_COOKIE);
      t.clock.advance(2_000);
    }
    expect(clerk.filter((status) => status === 200)).toHaveLength(90);
    // The stranger still waits out a doubling backoff: most of the 90 tries are refused unchecked.
    expect(stranger.filter((status) => status === 429).length).toBeGreaterThan(80);
    // Some 110 argon2 checks: seconds on an idle machine, longer on a busy one.
  }, 120_000);

  it("counts the stranger's failures against the stranger even after the clerk signed in", async () => {
    // The clerk's sign-ins above forgot only the desk's own failures: a new device is still slowed.
    expect((await login(STAFF_PASSWORD, '198.51.103.1')).statusCode).toBe(429);
  });

  it('locks the known desk after 5 wrong passwords typed there, without locking out other desks', async () => {
    await t.addStaff({ username: 'nsk211', branchCode: '201' });
    const asClerk = (password: string, cookie?: string) =>
      t.call('POST', '/api/BranchLogin/CheckLogin', {
        body: { username: 'nsk211', password },
        ip: '203.0.113.60',
        headers: cookie ? { cookie } : {},
      });
    const desk = cookieFrom(await asClerk(STAFF_PASSWORD), STAFF_COOKIE);
    for (let i = 0; i < 5; i += 1) expect((await asClerk('Wrong12345', desk)).statusCode).toBe(401);
    expect((await asClerk(STAFF_PASSWORD, desk)).statusCode).toBe(429);
    // The same address without the desk's cookie is another budget: it has no failures.
    expect((await asClerk(STAFF_PASSWORD)).statusCode).toBe(200);
  });
});
