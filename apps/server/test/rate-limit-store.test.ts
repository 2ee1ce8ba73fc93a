import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { useTestApp } from './support/test-app-hooks.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';

/** Per-IP limits keep working when Redis goes away, and go back to Redis when it returns. */
const LIMIT = 3;

function logCollector() {
  const lines: { level: number; msg: string }[] = [];
  return { lines, stream: { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) } };
}

async function exhaustsTheLimit(t: TestApp, ip: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let sent = 0; sent <= LIMIT; sent += 1) {
    const mobile = `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const response = await t.call('POST', '/api/OTP/GetOTP', { body: { Guid: randomUUID(), MobileNo: mobile }, ip });
    statuses.push(response.statusCode);
  }
  return statuses;
}

const limited = [...Array<number>(LIMIT).fill(200), 429];

describe('rate limits with Redis unreachable from the start', () => {
  const log = logCollector();
  const t = useTestApp('pglite', {
    env: { OTP_SENDS_PER_IP_PER_HOUR: String(LIMIT) },
    redisUrl: 'redis://127.0.0.1:1',
    logStream: log.stream,
  });

  it('starts, counts per process, warns, and says so on /readyz', async () => {
    expect(await exhaustsTheLimit(t, '203.0.113.7')).toEqual(limited);
    expect(log.lines.some((line) => line.level === 40 && /Redis unreachable/.test(line.msg))).toBe(true);
    const ready = await t.call('GET', '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', rateLimits: 'per-process (Redis unreachable)' });
  });
});

describe.skipIf(!process.env.REDIS_URL)('rate limits when Redis goes away and comes back', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  const log = logCollector();
  beforeAll(async () => {
    const redis = new URL(process.env.REDIS_URL ?? '');
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    t = await createTestApp('pglite', {
      env: { OTP_SENDS_PER_IP_PER_HOUR: String(LIMIT) },
      redisUrl: `redis://127.0.0.1:${proxy.port}`,
      logStream: log.stream,
    });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  const storeNow = async () => (await t.call('GET', '/readyz')).json<{ rateLimits: string }>().rateLimits;

  it('limits through Redis, then in the process while it is down, then through Redis again', async () => {
    expect(await storeNow()).toBe('redis');
    expect(await exhaustsTheLimit(t, '203.0.113.8')).toEqual(limited);

    await proxy.stop();
    await expect.poll(storeNow, { timeout: 5_000 }).toBe('per-process (Redis unreachable)');
    expect(await exhaustsTheLimit(t, '203.0.113.9')).toEqual(limited);

    await proxy.start();
    await expect.poll(storeNow, { timeout: 10_000, interval: 200 }).toBe('redis');
    expect(await exhaustsTheLimit(t, '203.0.113.10')).toEqual(limited);
    expect(log.lines.some((line) => /Redis reachable again/.test(line.msg))).toBe(true);
  });
});
