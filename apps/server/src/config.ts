import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  accountNumberRegExp,
  DEFAULT_ACCOUNT_NUMBER_FORMAT,
  DEFAULT_INSURED_AMOUNT,
  DEFAULT_MAX_HOLDERS,
  LANGUAGES,
  type AccountNumberFormat,
  type Language,
} from '@portal/domain';
import { z } from 'zod';
import {
  defaultSmsTemplate,
  SMS_KINDS,
  smsEnvNames,
  templateProblem,
  type SmsKind,
  type SmsSettings,
  type SmsTemplates,
} from './sms/sms-templates.js';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  SMS_GATEWAY_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OTP_LENGTH: z
    .enum(['4', '6'])
    // Six digits: with four, the sign-in limits still leave a targeted mobile about 0.3 % a day (docs/SECURITY.md).
    .default('6')
    .transform((value) => Number(value) as 4 | 6),
  OTP_RESEND_AFTER_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  WEB_OTP_HOST: optionalText.pipe(
    z
      .string()
      .toLowerCase()
      .regex(
        /^(?=.{1,253}$)[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*$/,
        'give the host name customers open the portal on (e.g. apply.bank.example), without https:// or a path',
      )
      .optional(),
  ),
  LAN_HOST_MARKER: optionalText,
  BRANCH_HOST_MARKER: optionalText,
  LAN_PARENT_ORIGIN: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PUBLIC_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'give the address customers open the portal at, e.g. https://apply.bank.example',
      })
      .optional(),
  ),
  BANK_NAME: z.string().trim().min(1).default('Demo Sahakari Co-operative Bank Ltd.'),
  // Far above a household's use: customers behind one shared address (Wi-Fi, carrier NAT) are limited
  // per mobile, and a device that signed in before is not counted here at all (docs/decisions/047).
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(100),
  SIGN_IN_TRIES_PER_IP_PER_15_MINUTES: z.coerce.number().int().min(1).default(100),
  MAX_HOLDERS: z.coerce.number().int().min(1).max(10).default(DEFAULT_MAX_HOLDERS),
  // Days an application may wait for its next review step before the To do queue shows it overdue.
  REVIEW_DUE_DAYS: z.coerce.number().int().min(1).max(90).default(3),
  // Insured unless the bank says it is not: the notice is the law's for every insured bank.
  DEPOSIT_INSURANCE: z
    .enum(['dicgc', 'none'], { error: 'give dicgc, or none for a bank DICGC does not insure' })
    .default('dicgc'),
  DEPOSIT_INSURED_AMOUNT: z.coerce.number().int().min(1).default(DEFAULT_INSURED_AMOUNT),
  DICGC_LOGO_FILE: optionalText,
  // The bank's account numbers (docs/decisions/044): a regular expression the whole number must match,
  // and the same in words for the message; digits only by default.
  ACCOUNT_NUMBER_PATTERN: optionalText.pipe(z.string().max(200, 'at most 200 characters').optional()),
  ACCOUNT_NUMBER_FORMAT: optionalText.pipe(z.string().max(100, 'at most 100 characters').optional()),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, context) => {
      const trust = parseTrustProxy(value);
      if (trust === undefined) {
        context.addIssue({
          code: 'custom',
          message:
            value === 'true'
              ? "'true' trusts every hop, so a client could name its own address in X-Forwarded-For and escape the per-IP limits; give the number of proxies in front of the portal (e.g. 1) or their addresses/CIDRs"
              : 'give false, the number of proxies in front of the portal (e.g. 1), or a comma-separated list of their addresses/CIDRs',
        });
        return z.NEVER;
      }
      return trust;
    }),
  OPS_TOKEN: optionalText.pipe(z.string().min(32, 'OPS_TOKEN must be at least 32 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Off unless the bank's gateway is known to send Unicode SMS: until then every SMS is in English.
  SMS_UNICODE: z
    .enum(['true', 'false'], { error: 'give true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string;
  smsGatewayUrl: string | undefined;
  otpLength: 4 | 6;
  /** Seconds one client waits before asking for another code for the same mobile. */
  otpResendAfterSeconds: number;
  /** The host of the WebOTP origin line (`@host #code`) that ends each SMS; unset: no such line. */
  webOtpHost: string | undefined;
  lanHostMarker: string | undefined;
  branchHostMarker: string | undefined;
  lanParentOrigin: string | undefined;
  /** Where customers open the portal (no trailing slash): the consent links sent by SMS start with it. */
  publicUrl: string;
  bankName: string;
  /** Per-IP limits on sign-in, for devices that have not signed in as the account before. */
  ipLimits: { otpSendsPerHour: number; signInTriesPer15Minutes: number };
  maxHolders: number;
  /** Days an application may wait for a review step before it is overdue (REVIEW_DUE_DAYS, docs/decisions/043). */
  reviewDueDays: number;
  /** What an approval's account number must look like (ACCOUNT_NUMBER_PATTERN, ACCOUNT_NUMBER_FORMAT). */
  accountNumberFormat: AccountNumberFormat;
  /** DICGC's notice on the customer's pages and the PDF; undefined for a bank DICGC does not insure. */
  depositInsurance: DepositInsurance | undefined;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs (never "trust everyone"). */
  trustProxy: TrustProxy;
  /** Lets monitoring read /metrics and /docs in production without a staff session. */
  opsToken: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /**
   * Each SMS kind's text, DLT template id and sender id per language, and whether the gateway takes
   * Unicode, so that an SMS may go in Marathi or Hindi (README "Configuration").
   */
  sms: SmsSettings;
}

export class ConfigError extends Error {}

export interface DepositInsurance {
  /** Rupees insured per depositor. */
  insuredAmount: number;
  /** DICGC's logo as the bank gave it (DICGC_LOGO_FILE), read once; undefined: DICGC is named in words. */
  logo: { bytes: Buffer; contentType: 'image/png' | 'image/jpeg' } | undefined;
}

export type TrustProxy = false | number | string[];

const ADDRESS_OR_CIDR = /^(?:[\d.]+|[\da-f:]+)(?:\/\d{1,3})?$/i;

function parseTrustProxy(value: string): TrustProxy | undefined {
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => ADDRESS_OR_CIDR.test(entry) && isIP(entry.split('/')[0] ?? '') !== 0);
  return valid ? entries : undefined;
}

/**
 * Parses the environment once, at start. In embedded mode the JWT secret is generated on first
 * start and kept in DATA_DIR, so sessions survive a restart without any set-up.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.SMS_GATEWAY_URL) {
    throw new ConfigError('SMS_GATEWAY_URL is required when NODE_ENV=production: one-time codes must reach customers.');
  }
  if ((production || e.DATABASE_URL) && !e.JWT_SECRET) {
    throw new ConfigError(
      'JWT_SECRET (at least 32 characters) is required with DATABASE_URL or NODE_ENV=production: every instance must share it.',
    );
  }
  if (e.DEPOSIT_INSURANCE === 'none' && e.DICGC_LOGO_FILE) {
    throw new ConfigError('DICGC_LOGO_FILE is for a bank DICGC insures: leave it unset with DEPOSIT_INSURANCE=none.');
  }
  if (production && !e.PUBLIC_URL) {
    throw new ConfigError(
      'PUBLIC_URL is required when NODE_ENV=production: the links sent to joint holders must reach the portal.',
    );
  }
  const accountNumberFormat = parseAccountNumberFormat(e.ACCOUNT_NUMBER_PATTERN, e.ACCOUNT_NUMBER_FORMAT);
  const dataDir = path.resolve(e.DATA_DIR);
  const sms: SmsSettings = { unicode: e.SMS_UNICODE, templates: parseSmsTemplates(env) };
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET ?? readOrCreateEmbeddedSecret(dataDir),
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    otpLength: e.OTP_LENGTH,
    otpResendAfterSeconds: e.OTP_RESEND_AFTER_SECONDS,
    webOtpHost: e.WEB_OTP_HOST,
    lanHostMarker: e.LAN_HOST_MARKER,
    branchHostMarker: e.BRANCH_HOST_MARKER,
    lanParentOrigin: e.LAN_PARENT_ORIGIN,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    bankName: e.BANK_NAME,
    ipLimits: {
      otpSendsPerHour: e.OTP_SENDS_PER_IP_PER_HOUR,
      signInTriesPer15Minutes: e.SIGN_IN_TRIES_PER_IP_PER_15_MINUTES,
    },
    maxHolders: e.MAX_HOLDERS,
    reviewDueDays: e.REVIEW_DUE_DAYS,
    accountNumberFormat,
    depositInsurance:
      e.DEPOSIT_INSURANCE === 'dicgc'
        ? {
            insuredAmount: e.DEPOSIT_INSURED_AMOUNT,
            logo: e.DICGC_LOGO_FILE === undefined ? undefined : readLogoFile(e.DICGC_LOGO_FILE),
          }
        : undefined,
    trustProxy: e.TRUST_PROXY,
    opsToken: e.OPS_TOKEN,
    logLevel: e.LOG_LEVEL,
    sms,
  };
}

/**
 * Each SMS kind that has no DLT template id in a language it may be sent in (Marathi and Hindi only
 * with SMS_UNICODE), with the variables to set: an Indian operator drops such an SMS, so production
 * start warns of each (start-up.ts).
 */
export function smsKindsWithoutDltTemplateId(sms: SmsSettings): { kind: SmsKind; variables: string[] }[] {
  const languages = sms.unicode ? LANGUAGES : (['en'] as const);
  return SMS_KINDS.map((kind) => ({
    kind,
    variables: languages
      .filter((language) => sms.templates[language][kind].dltTemplateId === undefined)
      .map((language) => smsEnvNames(kind, language).dltTemplateId),
  })).filter((missing) => missing.variables.length > 0);
}

// A DLT template id is the long number the operator's DLT platform gives (19 digits today); a sender
// id (header) is 3 to 11 letters or digits (6 for transactional SMS today).
const DLT_TEMPLATE_ID = /^\d{1,30}$/;
const SENDER_ID = /^[A-Za-z0-9]{3,11}$/;
const SMS_TEMPLATE_MAX_LENGTH = 1000;

/**
 * Each kind's template (SMS_<KIND>_TEMPLATE, the default text when unset), DLT template id
 * (SMS_<KIND>_DLT_TEMPLATE_ID) and sender id (SMS_<KIND>_SENDER_ID, else SMS_SENDER_ID), in English
 * and, with _MR and _HI after the template's and the DLT id's names, in Marathi and Hindi (the sender
 * id is the same), checked once: a template may name only its kind's placeholders, so no SMS carries
 * personal data.
 */
function parseSmsTemplates(env: NodeJS.ProcessEnv): SmsSettings['templates'] {
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const problems: string[] = [];
  const check = (name: string, value: string | undefined, pattern: RegExp, what: string) => {
    if (value !== undefined && !pattern.test(value)) problems.push(`  ${name}: ${what}`);
    return value;
  };
  const defaultSender = check('SMS_SENDER_ID', text('SMS_SENDER_ID'), SENDER_ID, 'give 3 to 11 letters or digits');
  const senders = new Map(
    SMS_KINDS.map((kind) => {
      const name = smsEnvNames(kind).senderId;
      return [kind, check(name, text(name), SENDER_ID, 'give 3 to 11 letters or digits') ?? defaultSender];
    }),
  );
  const templatesIn = (language: Language): SmsTemplates => {
    const entries = SMS_KINDS.map((kind): [SmsKind, SmsTemplates[SmsKind]] => {
      const names = smsEnvNames(kind, language);
      const template = text(names.template) ?? defaultSmsTemplate(kind, language);
      const problem =
        template.length > SMS_TEMPLATE_MAX_LENGTH
          ? `at most ${SMS_TEMPLATE_MAX_LENGTH} characters`
          : templateProblem(kind, template);
      if (problem) problems.push(`  ${names.template}: ${problem}`);
      return [
        kind,
        {
          text: template,
          dltTemplateId: check(
            names.dltTemplateId,
            text(names.dltTemplateId),
            DLT_TEMPLATE_ID,
            'give the digits of the DLT template id',
          ),
          senderId: senders.get(kind),
        },
      ];
    });
    return Object.fromEntries(entries) as SmsTemplates;
  };
  const templates = Object.fromEntries(LANGUAGES.map((language) => [language, templatesIn(language)])) as Record<
    Language,
    SmsTemplates
  >;
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return templates;
}

/**
 * The account-number format: both set or neither (a pattern without its words would give a message
 * that says the wrong thing), the pattern one that JavaScript compiles in Unicode mode, as the web does.
 */
function parseAccountNumberFormat(pattern: string | undefined, description: string | undefined): AccountNumberFormat {
  if (pattern === undefined && description === undefined) return DEFAULT_ACCOUNT_NUMBER_FORMAT;
  if (pattern === undefined || description === undefined) {
    throw new ConfigError(
      'ACCOUNT_NUMBER_PATTERN and ACCOUNT_NUMBER_FORMAT go together: give the pattern and the same in words (e.g. "6 to 20 digits").',
    );
  }
  const format = { pattern, description };
  try {
    accountNumberRegExp(format);
  } catch (error) {
    throw new ConfigError(`ACCOUNT_NUMBER_PATTERN: not a regular expression (${(error as Error).message}).`);
  }
  return format;
}

const LOGO_MAX_BYTES = 512 * 1024;

/** The logo file, checked at start: a PNG or JPEG image by its bytes, small enough for every page. */
function readLogoFile(file: string): NonNullable<DepositInsurance['logo']> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new ConfigError(
      `DICGC_LOGO_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
    );
  }
  if (bytes.length > LOGO_MAX_BYTES) {
    throw new ConfigError(`DICGC_LOGO_FILE: ${file} is over ${LOGO_MAX_BYTES / 1024} KB; give a smaller image.`);
  }
  const isPng = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (!isPng && !isJpeg) throw new ConfigError(`DICGC_LOGO_FILE: ${file} is not a PNG or JPEG image.`);
  return { bytes, contentType: isPng ? 'image/png' : 'image/jpeg' };
}

function readOrCreateEmbeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
