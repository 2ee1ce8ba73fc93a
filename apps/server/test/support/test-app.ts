import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import type { StaffRole } from '@portal/domain';
import { buildApp } from '@server/app.js';
import { loadConfig, type Config } from '@server/config.js';
import type { Database } from '@server/db/client.js';
import type { Clock } from '@server/lib/clock.js';
import { addBranchUser } from '@server/modules/staff-auth/branch-user-service.js';
import { startTestSmsGateway, type TestSmsGateway } from './sms-gateway.js';
import { createTestDatabase, type Backend } from './test-database.js';

/** A clock the test moves by hand. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start = Date.parse('2026-11-05T04:30:00Z')) {
    this.current = start;
  }
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current += ms;
  }
}

export interface StaffUser {
  username: string;
  branchCode: string;
  isAdmin?: boolean;
  role?: StaffRole;
  password?: string;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: ManualClock;
  sms: TestSmsGateway;
  config: Config;
  /** app.inject with a JSON body and, when given, a bearer token. */
  call(
    method: 'GET' | 'POST',
    url: string,
    options?: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  signInCustomer(mobile: string, email?: string): Promise<string>;
  /** A branch user (a clerk unless `role` or `isAdmin` says otherwise), signed in. */
  addStaff(user: StaffUser): Promise<string>;
  signInStaff(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export const STAFF_PASSWORD = 'Branch2026';

let requestCounter = 0;
/**
 * Each request comes from its own address (the benchmarking range 198.18.0.0/15; nothing is sent
 * there, inject never touches the network) unless a test names one, so per-IP limits bite only
 * where a test means them to.
 */
function nextClientAddress(): string {
  requestCounter += 1;
  return `198.${18 + ((requestCounter >> 16) & 1)}.${(requestCounter >> 8) & 255}.${requestCounter & 255}`;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Receives the server's JSON log lines; without it the app logs nothing. */
  logStream?: { write(line: string): void };
  /** PostgreSQL only: reach the server through a test's proxy on this loopback port. */
  databaseViaPort?: number;
  /** Another Redis than REDIS_URL's (an unreachable one, or a proxy in front of it). */
  redisUrl?: string;
  /** A database migrated only this far: a migration's test migrates the rest itself. */
  schemaVersion?: number;
}

export async function createTestApp(
  backend: Backend,
  { env = {}, logStream, databaseViaPort, redisUrl = process.env.REDIS_URL, schemaVersion }: TestAppOptions = {},
): Promise<TestApp> {
  const { db, drop } = await createTestDatabase(backend, { viaPort: databaseViaPort, schemaVersion });
  const sms = await startTestSmsGateway();
  const clock = new ManualClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: tmpdir(),
    JWT_SECRET: randomBytes(32).toString('hex'),
    SMS_GATEWAY_URL: sms.url,
    PUBLIC_URL: 'https://apply.bank.example',
    ...env,
  });
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  if (redis) {
    // Counted from the first request on, like a server that has been up a while; an unreachable Redis
    // is a case under test, so its 'error' only ends the wait.
    await new Promise((resolve) => {
      redis.once('ready', resolve);
      redis.once('error', resolve);
    });
  }
  const app = await buildApp({
    config,
    db,
    clock,
    redis,
    logger: logStream ? { level: 'trace', stream: logStream } : false,
    rateLimitNamespace: `portal-test-${randomUUID()}-`,
  });
  await app.ready();

  const call: TestApp['call'] = (method, url, options = {}) => {
    const request: InjectOptions = { method, url, remoteAddress: options.ip ?? nextClientAddress() };
    if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
    request.headers = { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) };
    return app.inject(request);
  };

  const testApp: TestApp = {
    app,
    db,
    clock,
    sms,
    config,
    call,
    async signInCustomer(mobile, email = '') {
      const guid = randomUUID();
      const sent = await call('POST', '/api/OTP/GetOTP', { body: { Guid: guid, MobileNo: mobile, Email: email } });
      if (sent.statusCode !== 200) throw new Error(`GetOTP failed: ${sent.body}`);
      const verified = await call('POST', '/api/OTP/VerifyOTP', {
        body: { Guid: guid, MobileNo: mobile, Email: email, OTP: sms.lastCodeFor(mobile) },
      });
      if (verified.statusCode !== 200) throw new Error(`VerifyOTP failed: ${verified.body}`);
      return verified.json<{ token: string }>().token;
    },
    async addStaff({
      username,
      branchCode,
      isAdmin = false,
      role = isAdmin ? 'admin' : 'clerk',
      password = STAFF_PASSWORD,
    }) {
      await addBranchUser(db, clock, { username, branchCode, role, password });
      return testApp.signInStaff(username, password);
    },
    async signInStaff(username, password = STAFF_PASSWORD) {
      const response = await call('POST', '/api/BranchLogin/CheckLogin', { body: { username, password } });
      if (response.statusCode !== 200) throw new Error(`CheckLogin failed: ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    async close() {
      await app.close();
      redis?.disconnect();
      await sms.close();
      await drop();
    },
  };
  return testApp;
}
