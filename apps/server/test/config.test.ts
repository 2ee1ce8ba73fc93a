import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
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

  it('needs the public address in production, and takes localhost and the port elsewhere', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: secret, SMS_GATEWAY_URL: 'https://sms.example/send' };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://apply.bank.example/' }).publicUrl).toBe(
      'https://apply.bank.example',
    );
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8123' }).publicUrl).toBe('http://localhost:8123');
    expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'apply.bank.example' })).toThrow(/PUBLIC_URL/);
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

describe('SMS templates (docs/decisions/028)', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'portal-config-'));

  it('keeps the code text as it was by default, with no DLT or sender id', () => {
    const { sms } = loadConfig({ DATA_DIR: dataDir() });
    const smsTemplates = sms.templates.en;
    expect(smsTemplates.code).toEqual({
      text: '{code} is your OTP for {bank} online account opening. It is valid for 5 minutes. Do not share it with anyone.',
      dltTemplateId: undefined,
      senderId: undefined,
    });
    const everyKind = ['code', 'return', 'approval', 'rejection', 'reminder', 'consent', 'nomination', 'reopen'];
    expect(Object.keys(smsTemplates)).toEqual(everyKind);
  });

  it('reads each kind’s text, DLT template id and sender id, the common sender id as the fallback', () => {
    const {
      sms: { templates },
    } = loadConfig({
      DATA_DIR: dataDir(),
      SMS_SENDER_ID: 'DMOBNK',
      SMS_REMINDER_TEMPLATE: 'Finish {referenceNo} at {bank}',
      SMS_REMINDER_DLT_TEMPLATE_ID: '1107161234567890123',
      SMS_CODE_SENDER_ID: 'DMOOTP',
    });
    const smsTemplates = templates.en;
    expect(smsTemplates.reminder).toEqual({
      text: 'Finish {referenceNo} at {bank}',
      dltTemplateId: '1107161234567890123',
      senderId: 'DMOBNK',
    });
    expect(smsTemplates.code.senderId).toBe('DMOOTP');
  });

  it('reads the Marathi and Hindi templates and DLT ids under _MR and _HI, with the kind’s sender id; Unicode off by default', () => {
    const { sms } = loadConfig({
      DATA_DIR: dataDir(),
      SMS_UNICODE: 'true',
      SMS_APPROVAL_SENDER_ID: 'DEMOAP',
      SMS_APPROVAL_TEMPLATE_MR: '{referenceNo} मंजूर',
      SMS_APPROVAL_DLT_TEMPLATE_ID_MR: '1107161234567890124',
    });
    expect(sms.unicode).toBe(true);
    expect(sms.templates.mr.approval).toEqual({
      text: '{referenceNo} मंजूर',
      dltTemplateId: '1107161234567890124',
      senderId: 'DEMOAP',
    });
    expect(sms.templates.hi.approval.dltTemplateId).toBeUndefined();
    expect(sms.templates.en.approval.dltTemplateId).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir() }).sms.unicode).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMS_UNICODE: 'yes' })).toThrow(/SMS_UNICODE/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SMS_CODE_TEMPLATE_HI: 'आपका ओटीपी' })).toThrow(
      /SMS_CODE_TEMPLATE_HI: must contain \{code\}/,
    );
  });

  it('refuses a placeholder the kind does not have, a code text without its code, and malformed ids', () => {
    const refused = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(refused({ SMS_APPROVAL_TEMPLATE: 'Dear {name}, {referenceNo} is approved' })).toThrow(
      /SMS_APPROVAL_TEMPLATE: may name only \{referenceNo\}, \{bank\} \(not \{name\}\)/,
    );
    expect(refused({ SMS_CODE_TEMPLATE: 'Your OTP for {bank}' })).toThrow(/SMS_CODE_TEMPLATE: must contain \{code\}/);
    // A consent link's SMS: the link and nothing that names anyone.
    expect(refused({ SMS_CONSENT_TEMPLATE: '{bank}: please agree to {referenceNo}' })).toThrow(
      /SMS_CONSENT_TEMPLATE: must contain \{link\}/,
    );
    expect(refused({ SMS_CONSENT_TEMPLATE: 'Dear {name}, agree here: {link}' })).toThrow(
      /SMS_CONSENT_TEMPLATE: may name only \{referenceNo\}, \{bank\}, \{link\} \(not \{name\}\)/,
    );
    expect(refused({ SMS_RETURN_DLT_TEMPLATE_ID: 'abc' })).toThrow(ConfigError);
    expect(refused({ SMS_SENDER_ID: 'TOO-LONG-SENDER' })).toThrow(/SMS_SENDER_ID/);
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

describe('deposit insurance (docs/decisions/042)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
  const fileOf = (name: string, bytes: Buffer) => {
    const file = path.join(dataDir, name);
    writeFileSync(file, bytes);
    return file;
  };

  it('is DICGC up to ₹5,00,000 per depositor unless the bank says otherwise, named in words without a logo file', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).depositInsurance).toEqual({ insuredAmount: 500_000, logo: undefined });
    expect(loadConfig({ DATA_DIR: dataDir, DEPOSIT_INSURED_AMOUNT: '1000000' }).depositInsurance).toMatchObject({
      insuredAmount: 1_000_000,
    });
    expect(loadConfig({ DATA_DIR: dataDir, DEPOSIT_INSURANCE: 'none' }).depositInsurance).toBeUndefined();
  });

  it('reads the official logo once, a PNG or a JPEG by its bytes', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a4' } })
      .png()
      .toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    expect(loadConfig({ DATA_DIR: dataDir, DICGC_LOGO_FILE: fileOf('logo.png', png) }).depositInsurance?.logo).toEqual({
      bytes: png,
      contentType: 'image/png',
    });
    // The name says nothing: the bytes decide.
    expect(
      loadConfig({ DATA_DIR: dataDir, DICGC_LOGO_FILE: fileOf('logo.png.jpg', jpeg) }).depositInsurance?.logo,
    ).toEqual({ bytes: jpeg, contentType: 'image/jpeg' });
  });

  it('refuses a logo that is no image, cannot be read or belongs to no insured bank, and an unknown insurer', () => {
    const text = fileOf('logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(() => loadConfig({ DATA_DIR: dataDir, DICGC_LOGO_FILE: text })).toThrow(
      /DICGC_LOGO_FILE: .* not a PNG or JPEG/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, DICGC_LOGO_FILE: path.join(dataDir, 'missing.png') })).toThrow(
      /DICGC_LOGO_FILE: cannot read .*ENOENT/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, DEPOSIT_INSURANCE: 'none', DICGC_LOGO_FILE: text })).toThrow(
      /DICGC_LOGO_FILE is for a bank DICGC insures/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, DEPOSIT_INSURANCE: 'off' })).toThrow(/DEPOSIT_INSURANCE: give dicgc/);
    expect(() => loadConfig({ DATA_DIR: dataDir, DEPOSIT_INSURED_AMOUNT: '0' })).toThrow(/DEPOSIT_INSURED_AMOUNT/);
  });
});
