// npm run bench: measures what DESIGN.md §8 budgets, on this machine, and prints a Markdown table.
// Targets only 127.0.0.1; every loop is bounded in count and time.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { median, postJson, root, startServer, startSmsStub, tempDataDir } from './support.mjs';

const PORT = 8190;
const results = [];
const report = (name, value) => {
  results.push([name, value]);
  console.log(`${name}: ${value}`);
};

async function measureEmbeddedStart() {
  const dataDir = tempDataDir('start');
  const first = await startServer({ DATA_DIR: dataDir }, PORT);
  await first.stop();
  report('embedded start, first run (migrate + demo data), ms', first.readyMs.toFixed(0));
  const times = [];
  for (let i = 0; i < 5; i += 1) {
    const server = await startServer({ DATA_DIR: dataDir }, PORT);
    times.push(server.readyMs);
    await server.stop();
  }
  report('embedded start to first request served, later runs, median of 5, ms', median(times).toFixed(0));
}

let addressCounter = 0;
// Distinct client addresses (the 198.18.0.0/15 benchmarking range, only ever a header value) so the
// per-IP limits, which are not what is measured, do not stop the load.
const nextAddress = () => {
  addressCounter += 1;
  return `198.${18 + ((addressCounter >> 16) & 1)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

async function createPostgresDatabase(adminUrl) {
  const name = `portal_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

function importDemoReferenceData(env) {
  // The embedded server loads the demo data itself; PostgreSQL gets it through the CLI, as a bank would.
  const result = spawnSync(
    process.execPath,
    ['apps/server/dist/cli.js', 'reference', 'import', 'apps/server/src/db/demo-reference-data.json'],
    { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
}

async function measureApi(label, env) {
  const sms = await startSmsStub();
  const server = await startServer({ ...env, SMS_GATEWAY_URL: sms.url, TRUST_PROXY: 'true' }, PORT);
  try {
    // VerifyOTP: each code is good once, so codes are asked for first (5 per mobile: the hourly limit).
    const challenges = [];
    const mobiles = 1_600;
    for (let m = 0; m < mobiles; m += 1) {
      const mobile = String(7_000_000_000 + m);
      for (let k = 0; k < 5; k += 1) {
        const guid = randomUUID();
        await postJson(
          server.base,
          '/api/OTP/GetOTP',
          { Guid: guid, MobileNo: mobile },
          { 'x-forwarded-for': nextAddress() },
        );
        challenges.push({ Guid: guid, MobileNo: mobile, OTP: sms.codes.get(mobile) });
      }
    }
    let next = 0;
    const verify = await autocannon({
      url: `${server.base}/api/OTP/VerifyOTP`,
      method: 'POST',
      connections: 16,
      amount: challenges.length,
      requests: [
        {
          setupRequest: (request) => {
            const body = challenges[next % challenges.length];
            next += 1;
            return {
              ...request,
              headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
              body: JSON.stringify(body),
            };
          },
        },
      ],
    });
    const failed = verify.non2xx + verify.errors;
    report(
      `${label}: VerifyOTP (${verify.requests.total} codes, 16 connections)`,
      `${verify.requests.average.toFixed(0)} req/s, p99 ${verify.latency.p99} ms, ${failed} failed`,
    );

    // GetAllCustomerAccountList for a customer with 10 applications.
    const mobile = '6999999999';
    const guid = randomUUID();
    await postJson(
      server.base,
      '/api/OTP/GetOTP',
      { Guid: guid, MobileNo: mobile },
      { 'x-forwarded-for': nextAddress() },
    );
    const { token } = await postJson(
      server.base,
      '/api/OTP/VerifyOTP',
      {
        Guid: guid,
        MobileNo: mobile,
        OTP: sms.codes.get(mobile),
      },
      { 'x-forwarded-for': nextAddress() },
    );
    for (let i = 0; i < 10; i += 1) {
      await postJson(
        server.base,
        '/api/Registration/CreateNewAccount',
        { Mobile: mobile, AccountTypeId: 2, EntityTypeId: 1, LocationId: 1, BranchId: '101', NoOfHolders: 1 },
        { authorization: `Bearer ${token}` },
      );
    }
    const list = await autocannon({
      url: `${server.base}/api/Registration/GetAllCustomerAccountList`,
      method: 'POST',
      connections: 32,
      duration: 10,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ MobileNo: mobile }),
    });
    report(
      `${label}: GetAllCustomerAccountList (10 applications, 32 connections, 10 s)`,
      `${list.requests.average.toFixed(0)} req/s, p99 ${list.latency.p99} ms, ${list.non2xx + list.errors} failed`,
    );
  } finally {
    await server.stop();
    sms.close();
  }
}

async function measureLoginJavaScript() {
  const server = await startServer({ DATA_DIR: tempDataDir('web') }, PORT);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto(`${server.base}/login`, { waitUntil: 'networkidle' });
    let gzipped = 0;
    for (const url of scripts) gzipped += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
    report(
      `/login: JavaScript loaded before any interaction (${scripts.size} files), gzipped KB (budget 150)`,
      (gzipped / 1024).toFixed(1),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

const fdSave = {
  DepositAmount: '250000',
  TenureYear: '1',
  TenureMonths: '0',
  TenureDays: '0',
  InterestPayout: 'Monthly',
  InterestPayoutMode: 'Standing Instructions',
  BankName: 'State Bank of India',
  BranchName: 'Shivajinagar',
  AccountNo: '30012345678',
  IFSC: 'SBIN0000575',
  IsAutoRenewal: 'true',
  PeriodYear: '1',
  PeriodMonths: '0',
  PeriodDays: '0',
  TDSMembershipNo: '',
};

/** Runs autocannon over 64 connections, each request taking the next (token, registration) pair. */
function loadSaves(url, pairs, withToken) {
  let next = 0;
  return autocannon({
    url,
    method: 'POST',
    connections: 64,
    duration: 15,
    requests: [
      {
        setupRequest: (request) => {
          const pair = pairs[next % pairs.length];
          next += 1;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              ...(withToken ? { authorization: `Bearer ${pair.token}` } : {}),
            },
            body: JSON.stringify({ RegistrationId: pair.registrationId, ...fdSave }),
          };
        },
      },
    ],
  });
}

/** DESIGN.md §8: a section save against a bare route doing the same upsert, same run, same database. */
async function measureSectionSave(env) {
  const sms = await startSmsStub();
  const server = await startServer({ ...env, SMS_GATEWAY_URL: sms.url, TRUST_PROXY: 'true' }, PORT);
  const bare = await startServer(env, PORT + 2, new URL('./bare-insert-server.mjs', import.meta.url).pathname);
  try {
    const pairs = [];
    for (let c = 0; c < 64; c += 1) {
      const mobile = String(8_100_000_000 + c);
      const guid = randomUUID();
      const forwarded = { 'x-forwarded-for': nextAddress() };
      await postJson(server.base, '/api/OTP/GetOTP', { Guid: guid, MobileNo: mobile }, forwarded);
      const { token } = await postJson(
        server.base,
        '/api/OTP/VerifyOTP',
        { Guid: guid, MobileNo: mobile, OTP: sms.codes.get(mobile) },
        { 'x-forwarded-for': nextAddress() },
      );
      for (let a = 0; a < 2; a += 1) {
        const { registrationId } = await postJson(
          server.base,
          '/api/Registration/CreateNewAccount',
          { Mobile: mobile, AccountTypeId: 2, EntityTypeId: 1, LocationId: 1, BranchId: '101' },
          { authorization: `Bearer ${token}` },
        );
        pairs.push({ token, registrationId });
      }
    }
    const bareResult = await loadSaves(`${bare.base}/bare/UpdateFDDetails`, pairs, false);
    const saveResult = await loadSaves(`${server.base}/api/Registration/UpdateFDDetails`, pairs, true);
    const describe = (r) =>
      `${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms, ${r.non2xx + r.errors} failed`;
    report('PostgreSQL: bare Fastify route, the same FD upsert (64 connections, 15 s)', describe(bareResult));
    report('PostgreSQL: UpdateFDDetails section save (64 connections, 15 s)', describe(saveResult));
    const throughput = (100 * saveResult.requests.average) / bareResult.requests.average;
    const p99 = saveResult.latency.p99 / bareResult.latency.p99;
    report(
      'section save against the bare route (budget: at least 70% of the throughput, p99 at most 1.5x)',
      `${throughput.toFixed(0)}% of the throughput, p99 ${p99.toFixed(2)}x`,
    );
  } finally {
    await bare.stop();
    await server.stop();
    sms.close();
  }
}

// BENCH_ONLY=web,start,api,section runs a subset (default: all).
const only = new Set((process.env.BENCH_ONLY ?? 'web,start,api,section').split(','));

if (only.has('web')) await measureLoginJavaScript();
if (only.has('start')) await measureEmbeddedStart();
if (only.has('api')) await measureApi('embedded', { DATA_DIR: tempDataDir('api') });
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl && (only.has('api') || only.has('section'))) {
  const database = await createPostgresDatabase(pgUrl);
  const env = { DATABASE_URL: database.url, JWT_SECRET: 'b'.repeat(48), DATA_DIR: tempDataDir('pg') };
  try {
    importDemoReferenceData(env);
    if (only.has('api')) await measureApi('PostgreSQL', env);
    if (only.has('section')) await measureSectionSave(env);
  } finally {
    await database.drop();
  }
} else if (!pgUrl) {
  console.log('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to also measure on PostgreSQL.');
}

console.log('\n| measure | result |\n|---|---|');
for (const [name, value] of results) console.log(`| ${name} | ${value} |`);
