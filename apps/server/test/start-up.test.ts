import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_KINDS, smsEnvNames } from '../src/sms/sms-templates.js';
import { StartupError, startPortal } from '../src/start-up.js';

/** What `npm start` says when it cannot start: one plain line naming what to fix (main.ts exits 1 on it). */
const secret = randomBytes(32).toString('hex');

async function startFailure(env: NodeJS.ProcessEnv, databaseWaitMs?: number, warn?: (line: string) => void) {
  const error = await startPortal({
    env: { NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', ...env },
    databaseWaitMs,
    warn,
  }).then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(StartupError);
  const message = (error as Error).message;
  expect(message).not.toContain('\n');
  return message;
}

describe('start-up failures', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-start-'));
  let occupied: net.Server;
  let occupiedPort = 0;
  beforeAll(async () => {
    occupied = net.createServer();
    await new Promise<void>((resolve) => occupied.listen(0, '127.0.0.1', resolve));
    occupiedPort = (occupied.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => occupied.close(() => resolve())));

  it('names DATA_DIR when it is not a writable folder', async () => {
    const file = path.join(dataDir, 'not-a-folder');
    writeFileSync(file, '');
    expect(await startFailure({ DATA_DIR: file })).toMatch(
      /^DATA_DIR .*not-a-folder cannot be used \(E\w+: .*\): point DATA_DIR at a folder/,
    );
  });

  it('names the port when it is in use', async () => {
    expect(await startFailure({ DATA_DIR: dataDir, PORT: String(occupiedPort) })).toBe(
      `Port ${occupiedPort} on 127.0.0.1 is already in use or not allowed (EADDRINUSE): stop the other process or set PORT to a free port.`,
    );
  });

  it('names the missing secret and a malformed DATABASE_URL', async () => {
    expect(await startFailure({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/portal' })).toMatch(
      /^JWT_SECRET .* is required with DATABASE_URL/,
    );
    expect(await startFailure({ DATABASE_URL: 'mysql://db/portal', JWT_SECRET: secret })).toMatch(
      /^Invalid configuration: DATABASE_URL: /,
    );
  });

  it('waits for a PostgreSQL that refuses connections, saying so, rather than crashing', async () => {
    const lines: string[] = [];
    const message = await startFailure(
      { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/portal', JWT_SECRET: secret },
      1_200,
      (line) => lines.push(line),
    );
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toBe('PostgreSQL at 127.0.0.1:1 is not reachable (ECONNREFUSED); retrying in 0.5 s.');
    expect(message).toBe(
      'DATABASE_URL: PostgreSQL at 127.0.0.1:1 is not reachable (ECONNREFUSED); check that it runs and the address is right.',
    );
  });
});

describe('production start without DLT template ids', () => {
  /** The log lines of the portal started with this environment (on a free port) and closed again. */
  async function logOfStart(env: NodeJS.ProcessEnv): Promise<string[]> {
    const lines: string[] = [];
    const portal = await startPortal({
      env: { HOST: '127.0.0.1', PORT: '0', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-dlt-')), ...env },
      logStream: { write: (line) => lines.push(line) },
    });
    await portal.close();
    return lines;
  }

  it('warns once for each SMS kind that has none, naming the variables to set', async () => {
    const lines = await logOfStart({
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
      PUBLIC_URL: 'https://apply.bank.example',
      SMS_CODE_DLT_TEMPLATE_ID: '1107161234567890123',
      SMS_UNICODE: 'true',
      SMS_RETURN_DLT_TEMPLATE_ID_MR: '1107161234567890124',
    });
    const warnings = lines
      .map((line) => JSON.parse(line) as { level: number; smsKind?: string; variables?: string[]; msg: string })
      .filter((entry) => entry.level === 40 && entry.smsKind !== undefined);
    // With SMS_UNICODE each kind needs an id per language: the code SMS lacks its Marathi and Hindi ones.
    const expected = Object.fromEntries(
      SMS_KINDS.map((kind) => [
        kind,
        (['en', 'mr', 'hi'] as const).map((language) => smsEnvNames(kind, language).dltTemplateId),
      ]),
    );
    expected.code = ['SMS_CODE_DLT_TEMPLATE_ID_MR', 'SMS_CODE_DLT_TEMPLATE_ID_HI'];
    expected.return = ['SMS_RETURN_DLT_TEMPLATE_ID', 'SMS_RETURN_DLT_TEMPLATE_ID_HI'];
    expect(Object.fromEntries(warnings.map((warning) => [warning.smsKind, warning.variables]))).toEqual(expected);
    expect(warnings).toHaveLength(SMS_KINDS.length);
    expect(warnings[0]?.msg).toBe(
      'SMS of kind "code" has no DLT template id: Indian operators drop such SMS; set SMS_CODE_DLT_TEMPLATE_ID_MR, SMS_CODE_DLT_TEMPLATE_ID_HI',
    );
  });

  it('says nothing of DLT ids outside production', async () => {
    const lines = await logOfStart({ NODE_ENV: 'test' });
    expect(lines.join('\n')).not.toContain('DLT template id');
  });
});
