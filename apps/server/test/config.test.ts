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
      otpLength: 4,
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
