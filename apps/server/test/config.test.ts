import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const secret = 'a'.repeat(40);

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      otpLength: 6,
      databaseUrl: undefined,
      trustProxy: false,
    });
  });

  it('generates the embedded secret once and keeps it in DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('refuses to start in production without an SMS gateway or a secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(/SMS_GATEWAY_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_GATEWAY_URL: 'https://sms.example/send' })).toThrow(
      /JWT_SECRET/,
    );
  });

  it('reads the resend cool-down and the WebOTP host, and refuses a URL for the host', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({ otpResendAfterSeconds: 30, webOtpHost: undefined });
    expect(
      loadConfig({ DATA_DIR: dataDir, OTP_RESEND_AFTER_SECONDS: '45', WEB_OTP_HOST: 'Apply.Bank.example' }),
    ).toMatchObject({ otpResendAfterSeconds: 45, webOtpHost: 'apply.bank.example' });
    expect(() => loadConfig({ DATA_DIR: dataDir, WEB_OTP_HOST: 'https://apply.bank.example/' })).toThrow(
      /WEB_OTP_HOST/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, OTP_RESEND_AFTER_SECONDS: '301' })).toThrow(
      /OTP_RESEND_AFTER_SECONDS/,
    );
  });

  it('requires a shared secret with DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/portal' })).toThrow(ConfigError);
  });

  it.each([
    [{ OTP_LENGTH: '5' }, 'OTP_LENGTH'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://db/portal', JWT_SECRET: secret }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
  ])('names the bad setting in %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });
});

describe('TRUST_PROXY', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
  it.each([
    ['false', false],
    ['', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.10,fd00::/8', ['10.0.0.0/8', '192.168.1.10', 'fd00::/8']],
  ])('takes %j', (value, trustProxy) => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it('refuses true, saying why, and anything that is not a count or addresses', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: 'true' trusts every hop, so a client could name its own address/,
    );
    for (const value of ['yes', '10.0.0.300', 'loopback', '1.2.3.4/8,x']) {
      expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: give false, the number/,
      );
    }
  });
});
