import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app-hooks.js';

/**
 * Behind one appending proxy (TRUST_PROXY=1) the client's address is the one the proxy appended, so
 * a client that writes its own left-most X-Forwarded-For still counts as itself for every per-IP limit.
 */
const LIMIT = 3;
const PROXY = '10.0.0.5';
const CLIENT = '203.0.113.44';

describe('per-IP limits behind a trusted proxy', () => {
  const t = useTestApp('pglite', {
    env: {
      TRUST_PROXY: '1',
      OTP_SENDS_PER_IP_PER_HOUR: String(LIMIT),
      SIGN_IN_TRIES_PER_IP_PER_15_MINUTES: String(LIMIT),
    },
  });

  let spoofed = 0;
  // Each request claims a new address of its own; the proxy appends the address it really came from.
  const throughProxy = () => {
    spoofed += 1;
    return { ip: PROXY, headers: { 'x-forwarded-for': `198.51.100.${spoofed % 250}, ${CLIENT}` } };
  };
  const mobile = () => `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

  it.each([
    ['GetOTP', '/api/OTP/GetOTP', () => ({ Guid: randomUUID(), MobileNo: mobile() })],
    [
      'VerifyOTP',
      '/api/OTP/VerifyOTP',
      () => ({ Guid: randomUUID(), MobileNo: mobile(), OTP: '123456'.slice(0, t.config.otpLength) }),
    ],
    ['CheckLogin', '/api/BranchLogin/CheckLogin', () => ({ username: 'nobody', password: 'Wrong1234' })],
  ])('%s: a spoofed left-most X-Forwarded-For does not escape the limit', async (_name, url, body) => {
    const statuses: number[] = [];
    for (let sent = 0; sent <= LIMIT; sent += 1) {
      statuses.push((await t.call('POST', url, { body: body(), ...throughProxy() })).statusCode);
    }
    expect(statuses.slice(0, LIMIT)).not.toContain(429);
    expect(statuses[LIMIT]).toBe(429);
    // Another client behind the same proxy is not affected.
    const other = await t.call('POST', url, {
      body: body(),
      ip: PROXY,
      headers: { 'x-forwarded-for': '203.0.113.45' },
    });
    expect(other.statusCode).not.toBe(429);
  });
});
