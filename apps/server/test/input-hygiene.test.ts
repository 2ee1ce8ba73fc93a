import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/domain';
import { fdDetails, openApplication } from './support/application-fixtures.js';
import { backends } from './support/test-database.js';
import { useTestApp } from './support/test-app-hooks.js';

describe.each(backends)('text that no person types, and malformed addresses, on %s', (backend) => {
  const t = useTestApp(backend);
  let token: string;
  let RegistrationId: number;
  beforeAll(async () => {
    token = await t.signInCustomer('9766666666');
    RegistrationId = (await openApplication(t, token, '9766666666', { accountTypeId: 2 })).registrationId;
  });

  it.each([
    ['a NUL byte', 'State Bank\u0000 of India'],
    ['an escape sequence', 'State Bank \u001b[31m'],
    ['a lone high surrogate', 'State Bank \ud83d'],
    ['a lone low surrogate', '\ude00 State Bank'],
  ])('refuses %s in a text field with 400 and the field, and stores nothing', async (_name, BankName) => {
    const response = await t.call('POST', '/api/Registration/UpdateFDDetails', {
      token,
      body: { RegistrationId, ...fdDetails, BankName },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      responseCode: 'VALIDATION_ERROR',
      responseMessage: messages.invisibleCharacters,
      errors: [{ field: 'BankName', message: messages.invisibleCharacters, key: 'invisibleCharacters' }],
    });
    const stored = await t.db
      .selectFrom('deposit_details')
      .selectAll()
      .where('registration_id', '=', RegistrationId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('keeps letters of every script and emoji (pairs of surrogates)', async () => {
    const response = await t.call('POST', '/api/Registration/UpdateFDDetails', {
      token,
      body: { RegistrationId, ...fdDetails, BranchName: 'शिवाजीनगर, पुणे 🏦' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a path parameter over 100 characters with 414 and a malformed escape with 400, in the envelope', async () => {
    const long = await t.call('GET', `/api/Branch/${'1'.repeat(101)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ responseCode: 'URI_TOO_LONG', responseMessage: 'The address is too long.' });
    const malformed = await t.call('GET', '/api/Branch/%zz');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ responseCode: 'VALIDATION_ERROR' });
    const overflow = await t.call('GET', '/api/Branch/2147483648');
    expect(overflow.statusCode).toBe(400);
  });
});
