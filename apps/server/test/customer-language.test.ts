import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/domain';
import { backends } from './support/test-database.js';
import { useTestApp } from './support/test-app-hooks.js';

describe.each(backends)("the customer's language on %s", (backend) => {
  const t = useTestApp(backend);
  const asha = '9811111111';
  const ravi = '9822222222';

  const setLanguage = (body: unknown, token?: string) =>
    t.call('POST', '/api/Customer/SetLanguage', { body, ...(token ? { token } : {}) });

  /** A whole sign-in, answering what VerifyOTP says. */
  async function verifiedAnswer(mobile: string) {
    const guid = randomUUID();
    await t.call('POST', '/api/OTP/GetOTP', { body: { Guid: guid, MobileNo: mobile, Email: '' } });
    const verified = await t.call('POST', '/api/OTP/VerifyOTP', {
      body: { Guid: guid, MobileNo: mobile, Email: '', OTP: t.sms.lastCodeFor(mobile) },
    });
    expect(verified.statusCode).toBe(200);
    return verified.json<{ language?: string }>();
  }

  it('answers no language at the sign-in of a customer who never chose one', async () => {
    expect((await verifiedAnswer(ravi)).language).toBeUndefined();
  });

  it("keeps the signed-in customer's choice and answers it at their next sign-in, on any device", async () => {
    const token = await t.signInCustomer(asha);
    const saved = await setLanguage({ Language: 'mr' }, token);
    expect(saved.statusCode).toBe(200);
    expect((await verifiedAnswer(asha)).language).toBe('mr');
    expect((await setLanguage({ Language: 'hi' }, token)).statusCode).toBe(200);
    expect((await verifiedAnswer(asha)).language).toBe('hi');
    // Another customer's choice is their own.
    expect((await verifiedAnswer(ravi)).language).toBeUndefined();
  });

  it('refuses a language the portal does not have, with its message and key', async () => {
    const token = await t.signInCustomer(asha);
    const refused = await setLanguage({ Language: 'ta' }, token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      responseCode: 'VALIDATION_ERROR',
      responseMessage: messages.languageInvalid,
      errors: [{ field: 'Language', message: messages.languageInvalid, key: 'languageInvalid' }],
    });
    expect((await setLanguage({}, token)).statusCode).toBe(400);
  });

  it('is for a signed-in customer only: no session 401, a branch user 403', async () => {
    expect((await setLanguage({ Language: 'mr' })).statusCode).toBe(401);
    const staffToken = await t.addStaff({ username: 'pune101', branchCode: '101' });
    expect((await setLanguage({ Language: 'mr' }, staffToken)).statusCode).toBe(403);
  });
});
