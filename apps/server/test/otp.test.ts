import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/domain';
import { backends } from './support/test-database.js';
import { useTestApp } from './support/test-app-hooks.js';

const TOO_MANY_SENDS =
  /^Too many OTP requests for this mobile number\. Try again after \d\d:\d\d( on \d{1,2} \w{3})?\.$/;
/** The default resend cool-down: one client asks again for the same mobile no sooner than this. */
const COOL_DOWN_MS = 30_000;

let nextMobile = 9_100_000_000;
const freshMobile = () => String((nextMobile += 1));

describe.each(backends)("OTP sign-in with the spec's 4 digits (OTP_LENGTH=4) on %s", (backend) => {
  const t = useTestApp(backend, { env: { OTP_LENGTH: '4' } });

  async function requestOtp(mobile: string, options: { guid?: string; ip?: string; email?: string } = {}) {
    const guid = options.guid ?? randomUUID();
    const response = await t.call('POST', '/api/OTP/GetOTP', {
      body: { Guid: guid, MobileNo: mobile, Email: options.email ?? '', loginViaLAN: 'false' },
      ip: options.ip,
    });
    return { guid, response };
  }

  function verify(guid: string, mobile: string, otp: string) {
    return t.call('POST', '/api/OTP/VerifyOTP', { body: { Guid: guid, MobileNo: mobile, Email: '', OTP: otp } });
  }

  it('sends a 4-digit code through the gateway and signs the customer in with it', async () => {
    const mobile = freshMobile();
    const { guid, response } = await requestOtp(mobile, { email: 'asha@example.in' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ responseCode: 'OK' });
    const sent = t.sms.messages.at(-1);
    expect(sent?.to).toBe(mobile);
    const code = t.sms.lastCodeFor(mobile);
    expect(code).toMatch(/^\d{4}$/);

    const verified = await verify(guid, mobile, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      responseCode: 'OK',
      returnSuccess: 1,
      mobileNo: mobile,
      email: 'asha@example.in',
    });
    const token = verified.json<{ token: string }>().token;
    const exists = await t.call('POST', '/api/Registration/CheckCustomerExists', { body: { MobileNo: mobile }, token });
    expect(exists.json()).toMatchObject({ responseCode: 'OK', data: 0 });
  });

  it('stores only a keyed hash of the code', async () => {
    const mobile = freshMobile();
    const { guid } = await requestOtp(mobile);
    const code = t.sms.lastCodeFor(mobile);
    const row = await t.db.selectFrom('otp_challenges').selectAll().where('guid', '=', guid).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash.length).toBeGreaterThan(40);
  });

  it('answers a wrong code with 401, returnSuccess 0 and the message', async () => {
    const mobile = freshMobile();
    const { guid } = await requestOtp(mobile);
    const wrong = t.sms.lastCodeFor(mobile) === '0000' ? '1111' : '0000';
    const response = await verify(guid, mobile, wrong);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      responseCode: 'UNAUTHORIZED',
      responseMessage: messages.otpInvalid,
      returnSuccess: 0,
      returnMessage: messages.otpInvalid,
      triesLeft: 2,
    });
  });

  it.each([
    ['refuses the right code after three wrong tries', 3, 401],
    ['accepts the right code after two wrong tries', 2, 200],
  ])('%s', async (_name, wrongTries, status) => {
    const mobile = freshMobile();
    const { guid } = await requestOtp(mobile);
    const code = t.sms.lastCodeFor(mobile);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < wrongTries; i += 1) expect((await verify(guid, mobile, wrong)).statusCode).toBe(401);
    expect((await verify(guid, mobile, code)).statusCode).toBe(status);
  });

  it('uses a code once only', async () => {
    const mobile = freshMobile();
    const { guid } = await requestOtp(mobile);
    const code = t.sms.lastCodeFor(mobile);
    expect((await verify(guid, mobile, code)).statusCode).toBe(200);
    expect((await verify(guid, mobile, code)).statusCode).toBe(401);
  });

  it('expires a code after five minutes', async () => {
    const mobile = freshMobile();
    const { guid } = await requestOtp(mobile);
    const code = t.sms.lastCodeFor(mobile);
    t.clock.advance(5 * 60_000 + 1_000);
    expect((await verify(guid, mobile, code)).statusCode).toBe(401);
  });

  it('accepts a code just before it expires', async () => {
    const mobile = freshMobile();
    const { guid } = await requestOtp(mobile);
    t.clock.advance(4 * 60_000 + 59_000);
    expect((await verify(guid, mobile, t.sms.lastCodeFor(mobile))).statusCode).toBe(200);
  });

  it('binds a code to its Guid and its mobile', async () => {
    const mobile = freshMobile();
    const { guid } = await requestOtp(mobile);
    const code = t.sms.lastCodeFor(mobile);
    expect((await verify(randomUUID(), mobile, code)).statusCode).toBe(401);
    expect((await verify(guid, freshMobile(), code)).statusCode).toBe(401);
    expect((await verify(guid, mobile, code)).statusCode).toBe(200);
  });

  it('refuses a Guid that was already used for a code', async () => {
    const mobile = freshMobile();
    const { guid } = await requestOtp(mobile);
    t.clock.advance(COOL_DOWN_MS);
    const again = await requestOtp(mobile, { guid });
    expect(again.response.statusCode).toBe(409);
  });

  it('spaces the codes to one mobile out, doubling from 30 s, and sends at most 5 a day from devices it does not know', async () => {
    const mobile = freshMobile();
    // One budget for the mobile whatever the address: each request comes from another one here.
    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { response } = await requestOtp(mobile);
      expect(response.statusCode).toBe(200);
      const { resendAfterSeconds } = response.json<{ resendAfterSeconds: number }>();
      waits.push(resendAfterSeconds);
      if (i < 4) {
        t.clock.advance(resendAfterSeconds * 1000 - 1_000);
        const early = await requestOtp(mobile);
        expect(early.response.statusCode).toBe(429);
        expect(early.response.json()).toMatchObject({ retryAfterSeconds: 1 });
        t.clock.advance(1_000);
      }
    }
    // After the fifth, the next is the first that leaves the day: 30 + 60 + 120 + 240 s after it.
    expect(waits).toEqual([30, 60, 120, 240, 24 * 3600 - 450]);
    t.clock.advance(60 * 60_000);
    const sixth = await requestOtp(mobile);
    expect(sixth.response.statusCode).toBe(429);
    expect(sixth.response.json()).toMatchObject({
      responseCode: 'RATE_LIMITED',
      responseMessage: expect.stringMatching(TOO_MANY_SENDS),
      retryAfterSeconds: 24 * 3600 - 450 - 3600,
    });
    t.clock.advance((24 * 3600 - 450 - 3600) * 1000);
    expect((await requestOtp(mobile)).response.statusCode).toBe(200);
  });

  it('answers every mobile alike, whether or not it has applied before', async () => {
    const known = freshMobile();
    await t.signInCustomer(known);
    const a = await requestOtp(known);
    const b = await requestOtp(freshMobile());
    expect(a.response.statusCode).toBe(b.response.statusCode);
    expect(a.response.body).toBe(b.response.body);
  });

  it('stores nothing and counts nothing when the gateway refuses the message', async () => {
    const mobile = freshMobile();
    t.sms.status = 502;
    try {
      const { guid, response } = await requestOtp(mobile);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        responseCode: 'SERVICE_UNAVAILABLE',
        responseMessage: messages.otpSendFailed,
      });
      const stored = await t.db.selectFrom('otp_challenges').select('id').where('guid', '=', guid).execute();
      expect(stored).toHaveLength(0);
    } finally {
      t.sms.status = 200;
    }
    // The code that never left spends nothing: the next is the mobile's first, with the first wait.
    const next = await requestOtp(mobile);
    expect(next.response.statusCode).toBe(200);
    expect(next.response.json()).toMatchObject({ resendAfterSeconds: 30 });
  });

  it('limits the codes asked for from one IP address', async () => {
    const ip = '203.0.113.77';
    const { otpSendsPerHour } = t.config.ipLimits;
    for (let i = 0; i < otpSendsPerHour; i += 1) {
      expect((await requestOtp(freshMobile(), { ip })).response.statusCode).toBe(200);
    }
    const over = await requestOtp(freshMobile(), { ip });
    expect(over.response.statusCode).toBe(429);
    expect(over.response.json()).toMatchObject({ responseCode: 'RATE_LIMITED' });
    expect((await requestOtp(freshMobile(), { ip: '203.0.113.78' })).response.statusCode).toBe(200);
  });

  it.each([
    [{ MobileNo: '12345' }, messages.mobileInvalid],
    [{ MobileNo: '' }, messages.mobileRequired],
    [{ MobileNo: '9876543210', Email: 'nope' }, messages.emailInvalid],
  ])('refuses %j with the spec message and sends nothing', async (fields, message) => {
    const before = t.sms.messages.length;
    const response = await t.call('POST', '/api/OTP/GetOTP', { body: { Guid: randomUUID(), ...fields } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ responseCode: 'VALIDATION_ERROR', responseMessage: message });
    expect(t.sms.messages.length).toBe(before);
  });

  it('refuses an OTP that is not 4 digits with "Please enter OTP!"', async () => {
    const response = await verify(randomUUID(), freshMobile(), '12');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ responseMessage: messages.otpRequired });
  });
});

describe.each(backends)('OTP length 6, the default, on %s', (backend) => {
  const t = useTestApp(backend);

  it('sends and checks 6-digit codes', async () => {
    const mobile = '9800000006';
    const guid = randomUUID();
    await t.call('POST', '/api/OTP/GetOTP', { body: { Guid: guid, MobileNo: mobile } });
    const code = t.sms.lastCodeFor(mobile);
    expect(code).toMatch(/^\d{6}$/);
    // Without WEB_OTP_HOST the SMS has no WebOTP origin line.
    expect(t.sms.messages.at(-1)?.message).not.toContain('@');
    expect(t.sms.messages.at(-1)?.message).not.toContain('#');
    const config = await t.call('GET', '/api/Portal/Config');
    expect(config.json()).toMatchObject({ otpLength: 6 });
    const verified = await t.call('POST', '/api/OTP/VerifyOTP', { body: { Guid: guid, MobileNo: mobile, OTP: code } });
    expect(verified.statusCode).toBe(200);
  });
});

describe.each(backends)('OTP logging on %s', (backend) => {
  const lines: string[] = [];
  const t = useTestApp(backend, { logStream: { write: (line) => lines.push(line) } });

  it('never writes the code to the log when a gateway delivers it, even at trace level', async () => {
    const mobile = '9800000007';
    const guid = randomUUID();
    await t.call('POST', '/api/OTP/GetOTP', { body: { Guid: guid, MobileNo: mobile } });
    const code = t.sms.lastCodeFor(mobile);
    await t.call('POST', '/api/OTP/VerifyOTP', { body: { Guid: guid, MobileNo: mobile, OTP: code } });
    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join('\n');
    // As a JSON value, or inside the SMS text: the ways a code would appear if it were logged.
    expect(log).not.toContain(`"${code}"`);
    expect(log).not.toContain(`${code} is your OTP`);
    expect(log).not.toContain(`OTP=${code}`);
  });
});

describe.each(backends)('without an SMS gateway on %s', (backend) => {
  const lines: string[] = [];
  const t = useTestApp(backend, {
    env: { SMS_GATEWAY_URL: '' },
    logStream: { write: (line) => lines.push(line) },
  });

  it('writes the SMS to the log so a developer can sign in, and sends nothing', async () => {
    const mobile = '9800000008';
    const guid = randomUUID();
    await t.call('POST', '/api/OTP/GetOTP', { body: { Guid: guid, MobileNo: mobile } });
    expect(t.sms.messages).toHaveLength(0);
    const code = lines.join('\n').match(/"sms":"(\d{6}) is your OTP/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const verified = await t.call('POST', '/api/OTP/VerifyOTP', { body: { Guid: guid, MobileNo: mobile, OTP: code } });
    expect(verified.statusCode).toBe(200);
  });
});

describe.each(backends)('configured per-IP limits on %s', (backend) => {
  const t = useTestApp(backend, { env: { OTP_SENDS_PER_IP_PER_HOUR: '3' } });

  it('applies OTP_SENDS_PER_IP_PER_HOUR', async () => {
    const ip = '203.0.113.90';
    const send = (mobile: string) =>
      t.call('POST', '/api/OTP/GetOTP', { body: { Guid: randomUUID(), MobileNo: mobile }, ip });
    for (const mobile of ['9800000011', '9800000012', '9800000013']) expect((await send(mobile)).statusCode).toBe(200);
    const over = await send('9800000014');
    expect(over.statusCode).toBe(429);
    // The per-IP limit says when it ends too (seconds, as its Retry-After header).
    const { retryAfterSeconds } = over.json<{ retryAfterSeconds: number }>();
    expect(retryAfterSeconds).toBeGreaterThan(0);
    expect(retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(over.headers['retry-after']).toBe(String(retryAfterSeconds));
  });
});

describe.each(backends)('what the OTP dialog is told, on %s', (backend) => {
  // The clock starts at 2026-11-05 04:30 UTC, 10:00 in India.
  const t = useTestApp(backend, { env: { WEB_OTP_HOST: 'Apply.Bank.example' } });

  async function requestOtp(mobile: string, ip: string, guid = randomUUID()) {
    const response = await t.call('POST', '/api/OTP/GetOTP', { body: { Guid: guid, MobileNo: mobile }, ip });
    return { guid, response };
  }
  function verify(guid: string, mobile: string, otp: string) {
    return t.call('POST', '/api/OTP/VerifyOTP', { body: { Guid: guid, MobileNo: mobile, OTP: otp } });
  }
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('says when the next code may be asked for, how long this one works and how many tries it allows', async () => {
    const known = '9800000101';
    await t.signInCustomer(known);
    const a = await requestOtp(known, '203.0.113.101');
    const b = await requestOtp('9800000102', '203.0.113.102');
    expect(a.response.statusCode).toBe(200);
    // Only the portal's constants: nothing that tells one mobile, or one history, from another.
    expect(a.response.json()).toEqual({
      responseCode: 'OK',
      responseMessage: messages.otpSent,
      resendAfterSeconds: 30,
      expiresInSeconds: 300,
      triesLeft: 3,
    });
    expect(b.response.body).toBe(a.response.body);
  });

  it('ends the SMS with the WebOTP origin line from WEB_OTP_HOST, the code still first', async () => {
    const mobile = '9800000103';
    await requestOtp(mobile, '203.0.113.103');
    const text = t.sms.messages.at(-1)?.message ?? '';
    const code = text.match(/^(\d{4,6}) /)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(text.endsWith(`\n\n@apply.bank.example #${code}`)).toBe(true);
    expect(text.split('\n').at(-1)).toBe(`@apply.bank.example #${code}`);
  });

  it('refuses another code from the same client for 30 seconds with a 429 that says when', async () => {
    const mobile = '9800000104';
    const ip = '203.0.113.104';
    expect((await requestOtp(mobile, ip)).response.statusCode).toBe(200);
    const sentBefore = t.sms.messages.length;
    t.clock.advance(10_000);
    const early = await requestOtp(mobile, ip);
    expect(early.response.statusCode).toBe(429);
    expect(early.response.json()).toEqual({
      responseCode: 'RATE_LIMITED',
      responseMessage: 'Please wait 20 seconds before asking for another OTP.',
      retryAfterSeconds: 20,
    });
    expect(early.response.headers['retry-after']).toBe('20');
    expect(t.sms.messages.length).toBe(sentBefore);
    const stored = await t.db.selectFrom('otp_challenges').select('id').where('guid', '=', early.guid).execute();
    expect(stored).toHaveLength(0);

    // The wait is the mobile's, not the address's: another address waits as long.
    expect((await requestOtp(mobile, '203.0.113.105')).response.statusCode).toBe(429);
    t.clock.advance(20_000);
    expect((await requestOtp(mobile, ip)).response.statusCode).toBe(200);
  });

  it('lets a client ask again at once after a code signed someone in, but not after one spent by wrong tries', async () => {
    const mobile = '9800000106';
    const ip = '203.0.113.106';
    const first = await requestOtp(mobile, ip);
    expect((await verify(first.guid, mobile, t.sms.lastCodeFor(mobile))).statusCode).toBe(200);
    const second = await requestOtp(mobile, ip);
    expect(second.response.statusCode).toBe(200);
    const wrong = wrongFor(t.sms.lastCodeFor(mobile));
    for (let i = 0; i < 3; i += 1) await verify(second.guid, mobile, wrong);
    // Spending codes by wrong tries is how a stranger would text the owner again and again.
    expect((await requestOtp(mobile, ip)).response.statusCode).toBe(429);
    t.clock.advance(30_000);
    expect((await requestOtp(mobile, ip)).response.statusCode).toBe(200);
  });

  it('counts the tries left down with each wrong code, and says 0 for a code that no longer works', async () => {
    const mobile = '9800000107';
    const { guid } = await requestOtp(mobile, '203.0.113.107');
    const code = t.sms.lastCodeFor(mobile);
    const triesLeft = [];
    for (let i = 0; i < 4; i += 1) triesLeft.push((await verify(guid, mobile, wrongFor(code))).json().triesLeft);
    expect(triesLeft).toEqual([2, 1, 0, 0]);
    const right = await verify(guid, mobile, code);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({ returnSuccess: 0, triesLeft: 0 });
  });

  it('answers a Guid it does not know, another mobile, a used and an expired code all alike', async () => {
    const mobile = '9800000108';
    const used = await requestOtp(mobile, '203.0.113.108');
    const usedCode = t.sms.lastCodeFor(mobile);
    await verify(used.guid, mobile, usedCode);
    const expiring = await requestOtp(mobile, '203.0.113.109');
    const expiringCode = t.sms.lastCodeFor(mobile);
    t.clock.advance(5 * 60_000 + 1_000);
    const answers = [
      await verify(randomUUID(), mobile, usedCode),
      await verify(used.guid, '9800000109', usedCode),
      await verify(used.guid, mobile, usedCode),
      await verify(expiring.guid, mobile, expiringCode),
      await verify(randomUUID(), '9800000110', '123456'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect(answers[0]?.json()).toEqual({
      responseCode: 'UNAUTHORIZED',
      responseMessage: messages.otpInvalid,
      returnSuccess: 0,
      returnMessage: messages.otpInvalid,
      triesLeft: 0,
    });
  });

  it("says when the mobile's daily limit ends, as a time in India", async () => {
    const mobile = '9800000111';
    const ip = '203.0.113.111';
    const start = t.clock.now().getTime();
    for (const wait of [30, 60, 120, 240]) {
      expect((await requestOtp(mobile, ip)).response.statusCode).toBe(200);
      t.clock.advance(wait * 1000);
    }
    expect((await requestOtp(mobile, ip)).response.statusCode).toBe(200);
    t.clock.advance(60_000);
    const over = await requestOtp(mobile, ip);
    expect(over.response.statusCode).toBe(429);
    const waitMs = start + 24 * 60 * 60_000 - t.clock.now().getTime();
    const endsInIndia = new Date(Math.ceil((start + 24 * 60 * 60_000) / 60_000) * 60_000 + 5.5 * 60 * 60_000);
    const hhmm = endsInIndia.toISOString().slice(11, 16);
    expect(over.response.json()).toEqual({
      responseCode: 'RATE_LIMITED',
      responseMessage: `Too many OTP requests for this mobile number. Try again after ${hhmm} on 6 Nov.`,
      retryAfterSeconds: waitMs / 1000,
    });
    expect(over.response.headers['retry-after']).toBe(String(waitMs / 1000));
  });
});
