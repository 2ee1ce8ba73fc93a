// npm run bench: measures what DESIGN.md §8 budgets, on this machine, and prints a Markdown table.
// Targets only 127.0.0.1; every loop is bounded in count and time.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { measureFirstPaint } from './first-paint.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measurePossibleDuplicates } from './possible-duplicates.mjs';
import {
  cpuSnapshot,
  cpuUsedBetween,
  freePort,
  median,
  postJson,
  root,
  startServer,
  startSmsStub,
  startWithNpm,
  tempDataDir,
} from './support.mjs';

const PORT = 8190;
const results = [];
const report = (name, value) => {
  results.push([name, value]);
  console.log(`${name}: ${value}`);
};

async function measureEmbeddedStart() {
  const dataDir = tempDataDir('start');
  // A port no other process answers on: a server left on PORT would answer /healthz at once.
  const port = await freePort();
  const first = await startServer({ DATA_DIR: dataDir }, port);
  await first.stop();
  report('embedded start, first run (migrate + demo data), ms', first.readyMs.toFixed(0));
  const times = [];
  for (let i = 0; i < 5; i += 1) {
    const server = await startServer({ DATA_DIR: dataDir }, port);
    times.push(server.readyMs);
    await server.stop();
  }
  report('embedded start to first request served, later runs, median of 5, ms', median(times).toFixed(0));
  // What a developer types (decision 034): npm itself, the check that the builds are current, then the server.
  const npmTimes = [];
  for (let i = 0; i < 5; i += 1) {
    const server = await startWithNpm({ DATA_DIR: dataDir }, port);
    npmTimes.push(server.readyMs);
    await server.stop();
  }
  report(
    '`npm start` (builds current, warm data dir) to first request served, median of 5, ms (budget 1,500)',
    `${median(npmTimes).toFixed(0)} (${npmTimes.map((ms) => ms.toFixed(0)).join(', ')})`,
  );
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

/** A branch user added through the CLI, as a bank would; the password is BRANCH_PASSWORD. */
const BRANCH_PASSWORD = 'Bench2026x';
function addBranchUser(env, username, branch, admin) {
  const args = ['apps/server/dist/cli.js', 'branch-user', 'add', '--username', username, '--branch', branch];
  const result = spawnSync(process.execPath, admin ? [...args, '--admin'] : args, {
    cwd: root,
    env: { ...process.env, ...env, BRANCH_USER_PASSWORD: BRANCH_PASSWORD },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
}

async function measureApi(label, env) {
  const sms = await startSmsStub();
  const server = await startServer({ ...env, SMS_GATEWAY_URL: sms.url, TRUST_PROXY: '1' }, PORT);
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
  const server = await startServer({ DATA_DIR: tempDataDir('web') }, await freePort());
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
  const database = new URL(env.DATABASE_URL).pathname.slice(1);
  const server = await startServer({ ...env, SMS_GATEWAY_URL: sms.url, TRUST_PROXY: '1' }, PORT);
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
    // Each load's CPU per request, the server's process and PostgreSQL's apart: the 2 cores are shared
    // by the load generator, the server and the database, so this says where a save's cost lies.
    const measured = async (target, url, withToken) => {
      const before = cpuSnapshot(target.pid, database);
      const loadBefore = process.cpuUsage();
      const result = await loadSaves(url, pairs, withToken);
      const load = process.cpuUsage(loadBefore);
      const used = {
        ...cpuUsedBetween(before, cpuSnapshot(target.pid, database)),
        load: (load.user + load.system) / 1000,
      };
      const perRequest = (part) => (used[part] / result.requests.total).toFixed(3);
      return {
        ...result,
        cpu:
          before.server === undefined
            ? ''
            : `; CPU per request: server ${perRequest('server')} ms, PostgreSQL ${perRequest('postgres')} ms, load generator ${perRequest('load')} ms`,
      };
    };
    const bareResult = await measured(bare, `${bare.base}/bare/UpdateFDDetails`, false);
    const saveResult = await measured(server, `${server.base}/api/Registration/UpdateFDDetails`, true);
    const describe = (r) =>
      `${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms, ${r.non2xx + r.errors} failed${r.cpu}`;
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

/**
 * DESIGN.md §8: the application PDF of three holders with photos. Runs in-process (the API tests'
 * app, bundled here with esbuild), on the embedded database and on PostgreSQL when one is given.
 */
/** A TypeScript entry of bench/ bundled (with the server's code and the tests' fixtures it imports) and loaded. */
async function importBundled(entry) {
  const { build } = await import('esbuild');
  const outfile = path.join(root, 'apps/server/dist', `${path.basename(entry, '.ts')}.mjs`);
  await build({
    entryPoints: [path.join(root, 'bench', entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    alias: {
      '@portal/domain/locales': path.join(root, 'packages/domain/src/locales/catalogues.ts'),
      '@portal/domain': path.join(root, 'packages/domain/src/index.ts'),
    },
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

async function measureApplicationPdf(pgUrl) {
  const { measureApplicationPdf: measure } = await importBundled('pdf-bench-entry.ts');
  const renders = 200;
  const targets = [['embedded', 'pglite']];
  if (pgUrl) {
    process.env.TEST_DATABASE_URL = pgUrl;
    targets.push(['PostgreSQL', 'postgres']);
  }
  for (const [label, backend] of targets) {
    const result = await measure(backend, renders);
    const ms = (value) => value.toFixed(1);
    report(
      `${label}: application PDF, 3 holders with 1500x2000 photos, ${result.pages} pages: size KB (budget 300)`,
      (result.size / 1024).toFixed(1),
    );
    report(
      `${label}: application PDF render alone, ${renders} renders, p50 / p95 ms (budget p50 20)`,
      `${ms(result.render.p50)} / ${ms(result.render.p95)}`,
    );
    report(
      `${label}: the same application PDF in Marathi (embedded Devanagari font): size KB (budget 300)`,
      (result.marathi.size / 1024).toFixed(1),
    );
    report(
      `${label}: the same application PDF in Marathi, render alone, ${renders} renders, p50 / p95 ms (budget p50 20)`,
      `${ms(result.marathi.p50)} / ${ms(result.marathi.p95)}`,
    );
    const chromiumPrint = result.chromiumPrint;
    if (chromiumPrint) {
      report(
        `${label}: the same application printed by a warm Chromium from HTML, ${chromiumPrint.pages} pages, 50 prints: p50 / p95 ms, size KB`,
        `${ms(chromiumPrint.p50)} / ${ms(chromiumPrint.p95)}, ${(chromiumPrint.size / 1024).toFixed(1)}`,
      );
      report(
        `${label}: pdfkit against Chromium, p50 (budget at least 4x faster)`,
        `${(chromiumPrint.p50 / result.render.p50).toFixed(1)}x faster`,
      );
    } else console.log('No /usr/bin/chromium: the Chromium print comparison is skipped.');
    report(
      `${label}: GET /RegistrationPrintPDF (token, access check, reads, render; inject), ${renders} requests, p50 / p95 ms`,
      `${ms(result.request.p50)} / ${ms(result.request.p95)}`,
    );
  }
}

/**
 * DESIGN.md §8, together: 200 virtual users for 5 minutes (BENCH_MIXED_USERS, BENCH_MIXED_SECONDS) on
 * a fresh PostgreSQL database, in a customer's and a clerk's proportions (bench/mixed-load-entry.ts).
 */
/** The slope of a least-squares line through evenly spaced samples, in units per sample. */
function trendPerSample(samples) {
  const n = samples.length;
  const meanX = (n - 1) / 2;
  const meanY = samples.reduce((sum, y) => sum + y, 0) / n;
  let covariance = 0;
  let variance = 0;
  samples.forEach((y, x) => {
    covariance += (x - meanX) * (y - meanY);
    variance += (x - meanX) ** 2;
  });
  return variance === 0 ? 0 : covariance / variance;
}

async function measureMixedLoad(adminUrl) {
  const users = Number(process.env.BENCH_MIXED_USERS ?? 200);
  const seconds = Number(process.env.BENCH_MIXED_SECONDS ?? 300);
  const database = await createPostgresDatabase(adminUrl);
  const env = { DATABASE_URL: database.url, JWT_SECRET: 'm'.repeat(48), DATA_DIR: tempDataDir('mixed') };
  const sms = await startSmsStub();
  try {
    importDemoReferenceData(env);
    addBranchUser(env, 'mixedclerk', '101', false);
    const { runMixedLoad } = await importBundled('mixed-load-entry.ts');
    const server = await startServer({ ...env, SMS_GATEWAY_URL: sms.url, TRUST_PROXY: '1' }, PORT);
    try {
      const result = await runMixedLoad({
        base: server.base,
        serverPid: server.pid,
        codeFor: (mobile) => sms.codes.get(mobile),
        staff: { username: 'mixedclerk', password: BRANCH_PASSWORD },
        users,
        seconds,
      });
      const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');
      for (const call of result.calls) {
        report(
          `PostgreSQL, ${users} users for ${seconds} s: ${call.call}, ${call.count} calls, p50 / p95 / p99 ms, failed`,
          `${ms(call.p50)} / ${ms(call.p95)} / ${ms(call.p99)}, ${call.failed} failed${call.firstFailure ? ` (first: ${call.firstFailure})` : ''}`,
        );
      }
      const mb = (kb) => (kb / 1024).toFixed(0);
      report(
        `PostgreSQL, ${users} users for ${seconds} s: server RSS at start / end (MB), every 15 s`,
        `${mb(result.rssAtStart)} / ${mb(result.rssAtEnd)} (${result.rssSamples.map(mb).join(', ')})`,
      );
      // The heap grows to the load's working set in the first minute; a leak shows as a trend after it.
      const warmed = result.rssSamples.slice(4);
      report(
        `PostgreSQL, ${users} users for ${seconds} s: server RSS after the first minute / at the end (MB); least-squares trend from then on`,
        `${mb(warmed[0])} / ${mb(result.rssAtEnd)}; ${((trendPerSample(warmed) * 4) / 1024).toFixed(1)} MB a minute`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    sms.close();
    await database.drop();
  }
}

/**
 * DESIGN.md §8: the branch customer list with one million registrations (6 branches, about two years,
 * inserted in date order as a live system would), through the API with a staff token: pages of one
 * branch's last 15 days and of an admin's over every branch (the first, and a deep one by its cursor),
 * and the CSV of about 100,000 records streamed, with the server's memory meanwhile.
 * Times are round trips on loopback, so they include the server's whole work and a little more.
 */
async function measureCustomerList(adminUrl) {
  const registrations = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);
  const database = await createPostgresDatabase(adminUrl);
  const env = { DATABASE_URL: database.url, JWT_SECRET: 'c'.repeat(48), DATA_DIR: tempDataDir('list') };
  try {
    importDemoReferenceData(env);
    addBranchUser(env, 'benchclerk', '101', false);
    addBranchUser(env, 'benchadmin', '101', true);
    const client = new pg.Client({ connectionString: database.url });
    // Dropping the database on a failure ends this connection too: that must not hide the failure.
    client.on('error', () => undefined);
    await client.connect();
    const seedStarted = performance.now();
    // Two years up to now in date order; updated up to 3 days after creation; a third still Partially Filled.
    // The Completed ones' review: the last 3 days mostly still Submitted or Verified, older ones mostly Approved.
    await client.query(
      `INSERT INTO registrations (reference_no, mobile, email, account_type_id, entity_type_id, location_id,
         branch_code, status, form_fill_by, pdf_file_name, created_at, updated_at, submitted_at, review_status)
       SELECT (100000000000000 + i)::text, (7000000000 + i % 400000)::text, '', 1 + i % 3, 1,
         (ARRAY[1, 1, 2, 2, 3, 3])[1 + (i / 3) % 6], (ARRAY['101', '102', '201', '202', '301', '302'])[1 + (i / 3) % 6],
         CASE WHEN i % 3 = 0 THEN 'Partially Filled' ELSE 'Completed' END,
         CASE WHEN i % 10 = 0 THEN 'branchclerk' ELSE 'Customer' END,
         CASE WHEN i % 3 = 0 THEN NULL ELSE (100000000000000 + i)::text || '.pdf' END,
         c, least(now(), c + ((i::bigint * 7919) % 259200) * interval '1 second'),
         CASE WHEN i % 3 = 0 THEN NULL ELSE least(now(), c + ((i::bigint * 7919) % 259200) * interval '1 second') END,
         CASE WHEN i % 3 = 0 THEN NULL
           WHEN c > now() - interval '3 days' THEN (ARRAY['Submitted', 'Submitted', 'Verified', 'Returned'])[1 + (i / 18) % 4]
           ELSE (ARRAY['Approved', 'Approved', 'Approved', 'Approved', 'Approved', 'Approved', 'Approved', 'Rejected', 'Returned', 'Verified'])[1 + (i / 18) % 10] END
       FROM (SELECT i, now() - interval '730 days' + (i * 730.0 / $1) * interval '1 day' AS c
             FROM generate_series(1, $1::int) AS i) AS s`,
      [registrations],
    );
    await client.query(
      `INSERT INTO registration_holders (registration_id, holder_sr_no, first_name, middle_name, last_name, created_at, updated_at)
       SELECT id, 1, (ARRAY['Asha', 'Ravi', 'Meera', 'Sunil', 'Kavita', 'Imran'])[1 + id % 6], '',
         'Patil' || (id % 997), created_at, updated_at FROM registrations
       UNION ALL
       SELECT id, 2, 'Second', '', 'Holder', created_at, updated_at FROM registrations WHERE id % 4 = 0`,
    );
    // Holder 1's personal details for two in three (the rest have not reached the step); one in 20 a different mobile.
    await client.query(
      `INSERT INTO holder_kyc (holder_id, personal, updated_at)
       SELECT h.id, jsonb_build_object('FirstName', h.first_name, 'LastName', h.last_name, 'DOB', '1990-04-12',
           'Mobile', CASE WHEN r.id % 20 = 0 THEN '9800000000' ELSE r.mobile END, 'Email', 'someone@example.in',
           'LocalAddress1', '12 MG Road', 'LocalCity', 'Pune', 'LocalPin', '411001', 'PAN', 'ABCPE1234F'),
         h.updated_at
       FROM registration_holders h JOIN registrations r ON r.id = h.registration_id
       WHERE h.holder_sr_no = 1 AND r.id % 3 <> 1`,
    );
    // The holder and KYC inserts rewrite each registration's holder summary (migration 0007's triggers):
    // VACUUM clears the old row versions, as autovacuum would long before a million applications.
    await client.query('VACUUM ANALYZE');
    await client.end();
    report(
      `customer list: seeded ${registrations.toLocaleString('en')} registrations with holders (SQL), s`,
      ((performance.now() - seedStarted) / 1000).toFixed(0),
    );
    const server = await startServer({ ...env, TRUST_PROXY: '1' }, PORT);
    try {
      const today = new Date(Date.now() + 330 * 60_000);
      const display = (date) =>
        `${String(date.getUTCDate()).padStart(2, '0')}-${'JanFebMarAprMayJunJulAugSepOctNovDec'.slice(date.getUTCMonth() * 3, date.getUTCMonth() * 3 + 3)}-${date.getUTCFullYear()}`;
      const fromDate = display(new Date(today.getTime() - 14 * 86_400_000));
      const toDate = display(today);
      const signIn = async (username) => {
        const { token } = await postJson(
          server.base,
          '/api/BranchLogin/CheckLogin',
          { username, password: BRANCH_PASSWORD },
          { 'x-forwarded-for': nextAddress() },
        );
        return token;
      };
      const askPage = async (token, body) => {
        const response = await fetch(`${server.base}/api/Registration/GetCustomerListPage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        const json = await response.json();
        if (!response.ok) throw new Error(`customer list page answered ${response.status}: ${JSON.stringify(json)}`);
        return json;
      };
      // 220 requests, the first 20 warming the caches; round trips with the client's JSON.parse.
      const timePage = async (token, body) => {
        const times = [];
        let answer;
        for (let i = 0; i < 220; i += 1) {
          const started = performance.now();
          answer = await askPage(token, body);
          const elapsed = performance.now() - started;
          if (i >= 20) times.push(elapsed);
        }
        times.sort((a, b) => a - b);
        const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
        return { answer, figures: `${p(0.5)} / ${p(0.95)}` };
      };
      const totalText = (answer) => `${answer.totalExact ? '' : 'about '}${answer.total.toLocaleString('en')}`;
      for (const [label, username, BranchCode, budget] of [
        ['one branch (staff of 101)', 'benchclerk', '101', 20],
        ['all branches (admin)', 'benchadmin', '', 50],
      ]) {
        const token = await signIn(username);
        const search = { BranchCode, Status: 'Completed', fromDate, toDate };
        for (const [what, body] of [
          ['first page of 25, newest first', { ...search, PageSize: 25 }],
          ['first page of 100, newest first', { ...search, PageSize: 100 }],
          [
            'first page of 25 by Customer Name',
            { ...search, PageSize: 25, SortBy: 'customerName', SortDirection: 'asc' },
          ],
          ['first page of 25, Review Status Approved', { ...search, PageSize: 25, ReviewStatus: 'Approved' }],
        ]) {
          const { answer, figures } = await timePage(token, body);
          report(
            `PostgreSQL, 1M registrations: GetCustomerListPage, ${label}, Completed, last 15 days (${totalText(answer)} records), ${what}, 200 requests, p50 / p95 ms (budget ${budget})`,
            figures,
          );
        }
        // A deep page: Next followed 60 pages of 25 (records 1,501 to 1,525), then asked again and again.
        let cursor;
        for (let pageNumber = 1; pageNumber <= 60; pageNumber += 1) {
          cursor = (await askPage(token, { ...search, PageSize: 25, ...(cursor ? { Cursor: cursor } : {}) }))
            .nextCursor;
          if (!cursor) throw new Error(`only ${pageNumber} pages`);
        }
        const { figures } = await timePage(token, { ...search, PageSize: 25, Cursor: cursor });
        report(
          `PostgreSQL, 1M registrations: GetCustomerListPage, ${label}, Completed, last 15 days, page 61 of 25 by its cursor, 200 requests, p50 / p95 ms (budget ${budget})`,
          figures,
        );
      }

      // The CSV of about 10,000, 100,000 and 330,000 records (every branch's Completed, 11, 110 and
      // 366 days) streamed, the server's resident memory sampled every 20 ms meanwhile: flat, it does
      // not grow with the file.
      const token = await signIn('benchadmin');
      const residentMb = () =>
        Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
      for (const days of [11, 110, 366]) {
        const query = new URLSearchParams({
          BranchCode: '',
          Status: 'Completed',
          fromDate: display(new Date(today.getTime() - (days - 1) * 86_400_000)),
          toDate,
        });
        const before = residentMb();
        let peak = before;
        const sampler = setInterval(() => {
          peak = Math.max(peak, residentMb());
        }, 20);
        const started = performance.now();
        const response = await fetch(`${server.base}/api/Registration/CustomerListCsv?${query}`, {
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
        });
        if (!response.ok) throw new Error(`CSV answered ${response.status}: ${await response.text()}`);
        let bytes = 0;
        let lines = 0;
        for await (const chunk of response.body) {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines += 1;
        }
        const elapsed = performance.now() - started;
        clearInterval(sampler);
        peak = Math.max(peak, residentMb());
        report(
          `PostgreSQL, 1M registrations: CustomerListCsv, admin, Completed, ${days} days, ${lines.toLocaleString('en')} records (${(bytes / 1_048_576).toFixed(1)} MB), streamed: ms; server resident memory before / peak during, MB`,
          `${elapsed.toFixed(0)}; ${before.toFixed(0)} / ${peak.toFixed(0)}`,
        );
      }
    } finally {
      await server.stop();
    }
  } catch (error) {
    console.error('customer list bench failed:', error);
    throw error;
  } finally {
    // BENCH_LIST_KEEP=1 keeps the seeded database, e.g. for EXPLAIN ANALYZE.
    if (process.env.BENCH_LIST_KEEP === '1') console.log(`kept ${database.url}`);
    else await database.drop();
  }
}

// BENCH_ONLY=web,paint,lighthouse,start,api,section,pdf,list,duplicates,mixed runs a subset (default: all).
const only = new Set(
  (process.env.BENCH_ONLY ?? 'web,paint,lighthouse,start,api,section,pdf,list,duplicates,mixed').split(','),
);

if (only.has('web')) await measureLoginJavaScript();
if (only.has('paint')) await measureFirstPaint({ report });
if (only.has('lighthouse')) await measureLighthouse({ report });
if (only.has('pdf')) await measureApplicationPdf(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
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
}
if (pgUrl && only.has('list')) await measureCustomerList(pgUrl);
if (pgUrl && only.has('duplicates')) {
  await measurePossibleDuplicates({
    adminUrl: pgUrl,
    report,
    createPostgresDatabase,
    importDemoReferenceData,
    addBranchUser,
    branchPassword: BRANCH_PASSWORD,
    nextAddress,
  });
}
if (pgUrl && only.has('mixed')) await measureMixedLoad(pgUrl);
if (!pgUrl) {
  console.log('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to also measure on PostgreSQL.');
}

console.log('\n| measure | result |\n|---|---|');
for (const [name, value] of results) console.log(`| ${name} | ${value} |`);
