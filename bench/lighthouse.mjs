// Lighthouse on a slow phone (DESIGN.md §8, decision 034): the production build on a fresh embedded database, audited
// with Lighthouse's default mobile profile (Moto G Power sized screen, simulated slow 4G and 4x CPU
// slowdown) in Debian's Chromium, for the pages DESIGN.md §8 names: /login, /Status, the hub
// (/CreateNewAccount) and a wizard step (/FirstHolder). For the pages behind sign-in a customer signs
// in through the API first; the browser is given the session cookie and the localStorage keys the web
// app keeps (lib/storage.ts), and Lighthouse is told not to clear them; the HTTP cache is cleared
// before each run instead, so every run is a cold load. Median of BENCH_LIGHTHOUSE_RUNS (3) runs per page, by performance score.
//
//   node bench/lighthouse.mjs [--json DIR]      (after npm run build)
//
// With --json, each page's median report is written to DIR as JSON (open it in the Lighthouse viewer).
// BENCH_LIGHTHOUSE_PAGES=/login,/FirstHolder audits only those.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, median, postJson, startServer, startSmsStub, tempDataDir } from './support.mjs';

/** DESIGN.md §8: what each page must score. */
export const LIGHTHOUSE_BUDGET = { performance: 95, accessibility: 100 };

async function signInCustomer(base, sms) {
  const mobile = '6888800001';
  const guid = crypto.randomUUID();
  await postJson(base, '/api/OTP/GetOTP', { Guid: guid, MobileNo: mobile });
  const response = await fetch(`${base}/api/OTP/VerifyOTP`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Guid: guid, MobileNo: mobile, OTP: sms.codes.get(mobile) }),
  });
  if (!response.ok) throw new Error(`VerifyOTP answered ${response.status}`);
  const { token } = await response.json();
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('portal_customer='));
  if (!cookie) throw new Error('VerifyOTP set no portal_customer cookie');
  const authorization = { authorization: `Bearer ${token}` };
  const { registrationId } = await postJson(
    base,
    '/api/Registration/CreateNewAccount',
    { Mobile: mobile, AccountTypeId: 2, EntityTypeId: 1, LocationId: 1, BranchId: '101', NoOfHolders: 1 },
    authorization,
  );
  const holders = await postJson(
    base,
    '/api/Registration/GetCustomerAccountHolderList',
    { RegistrationId: registrationId },
    authorization,
  );
  const holder = holders.data.find((row) => row.holderSrNo === 1);
  return {
    cookie: { name: 'portal_customer', value: cookie.slice(cookie.indexOf('=') + 1, cookie.indexOf(';')) },
    storage: {
      authCustomer: JSON.stringify({ mobileNo: mobile, email: '' }),
      registrationId: String(registrationId),
      RegistrationId: String(registrationId),
      registrationHoldersId: String(holder.registrationHoldersId),
    },
  };
}

/** Gives the launched Chromium the customer's session, then empties its HTTP cache. */
async function prepareBrowser(debuggingPort, base, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0];
    await context.clearCookies();
    if (session) await context.addCookies([{ ...session.cookie, url: base, httpOnly: true, sameSite: 'Strict' }]);
    const page = await context.newPage();
    // The not-found page of the API is JSON: the origin's storage without loading the web app.
    await page.goto(`${base}/api/no-such-call`);
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, session?.storage ?? {});
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

async function audit(debuggingPort, url) {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The session prepared above must survive; prepareBrowser empties the cache instead.
    disableStorageReset: true,
  });
  const { lhr } = result;
  // A run Lighthouse could not finish (no paint seen, the page crashed) says why instead of scoring.
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const ms = (id) => lhr.audits[id].numericValue;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    failedAccessibility: lhr.categories.accessibility.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id),
    lhr,
  };
}

/** Starts the built server, audits the three pages, stops it. `report(name, value)` receives each figure. */
export async function measureLighthouse({ report, runs = 3, jsonDir, only } = {}) {
  const sms = await startSmsStub();
  const server = await startServer({ DATA_DIR: tempDataDir('lighthouse'), SMS_GATEWAY_URL: sms.url }, await freePort());
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const session = await signInCustomer(server.base, sms);
    const pages = [
      ['/login', null],
      ['/Status', session],
      ['/CreateNewAccount', session],
      ['/FirstHolder', session],
    ].filter(([pagePath]) => !only || only.includes(pagePath));
    for (const [pagePath, pageSession] of pages) {
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        await prepareBrowser(chrome.port, server.base, pageSession);
        const result = await audit(chrome.port, `${server.base}${pagePath}`);
        if (result.error) {
          console.log(`  ${pagePath} run ${i + 1}: not scored (${result.error})`);
          continue;
        }
        console.log(
          `  ${pagePath} run ${i + 1}: performance ${result.performance}, accessibility ${result.accessibility}, ` +
            `FCP ${result.fcp.toFixed(0)} ms, LCP ${result.lcp.toFixed(0)} ms, TBT ${result.tbt.toFixed(0)} ms` +
            (result.failedAccessibility.length ? ` (failed: ${result.failedAccessibility.join(', ')})` : ''),
        );
        results.push(result);
      }
      if (results.length === 0) throw new Error(`Lighthouse could not score ${pagePath} in ${runs} runs`);
      const middle = results.find((r) => r.performance === median(results.map((x) => x.performance)));
      report(
        `Lighthouse mobile ${pagePath}: performance / accessibility (budget ${LIGHTHOUSE_BUDGET.performance} / ${LIGHTHOUSE_BUDGET.accessibility}), median of ${runs}`,
        `${middle.performance} / ${middle.accessibility}${results.length < runs ? ` (${runs - results.length} run(s) not scored)` : ''}`,
      );
      report(
        `Lighthouse mobile ${pagePath}: FCP / LCP / TBT of that run, ms`,
        `${middle.fcp.toFixed(0)} / ${middle.lcp.toFixed(0)} / ${middle.tbt.toFixed(0)}`,
      );
      if (jsonDir) {
        mkdirSync(jsonDir, { recursive: true });
        const name = pagePath.slice(1).toLowerCase() || 'root';
        writeFileSync(path.join(jsonDir, `${name}.json`), JSON.stringify(middle.lhr));
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
    sms.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--json');
  await measureLighthouse({
    report: (name, value) => console.log(`${name}: ${value}`),
    runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
    only: process.env.BENCH_LIGHTHOUSE_PAGES?.split(','),
    jsonDir: at > 0 ? path.resolve(process.argv[at + 1]) : undefined,
  });
}
