// First paint of /login on a slow phone (decision 005): Playwright drives Chromium, and the Chrome DevTools
// Protocol throttles it to 1.6 Mbit/s both ways with 150 ms of latency and a 4x slower CPU, cache off.
// Each run is a fresh browser context on the production build, started on a free loopback port.
// Measured per run, from the navigation's start (performance.timeOrigin): first contentful paint,
// the moment the 'Get OTP' button is in the page, visible and enabled, and the JavaScript bytes
// transferred (as sent: brotli) until the network goes quiet. Median of BENCH_PAINT_RUNS (5) runs.
//
//   node bench/first-paint.mjs [--screenshots DIR]      (after npm run build)
//
// With --screenshots, one extra run saves /login at 360x740 500 ms into the load and after it.
/* global window, document, getComputedStyle, MutationObserver, requestAnimationFrame */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort, median, startServer, tempDataDir } from './support.mjs';

export const SLOW_PHONE = {
  latencyMs: 150,
  bytesPerSecond: 200_000, // 1.6 Mbit/s
  cpuSlowdown: 4,
};

const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Runs in the page before any of its own script (through the DevTools protocol, so the page's CSP
// does not apply): notes when the 'Get OTP' button is first visible and enabled, and painted.
function watchForGetOtp() {
  const isReady = () => {
    for (const button of document.querySelectorAll('button')) {
      if (button.textContent?.trim() !== 'Get OTP' || button.disabled) continue;
      const box = button.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(button).visibility !== 'hidden') return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (!isReady()) return;
    observer.disconnect();
    // The frame that shows it: the next animation frame, then the task after it (after its paint).
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (window.__getOtpReadyAt = performance.now());
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

async function throttledPage(browser) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.addInitScript(watchForGetOtp);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.bytesPerSecond,
    uploadThroughput: SLOW_PHONE.bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  const scripts = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    if (type === 'Script') scripts.set(requestId, 0);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (scripts.has(requestId)) scripts.set(requestId, encodedDataLength);
  });
  return { context, page, scripts };
}

async function measureOnce(browser, url) {
  const { context, page, scripts } = await throttledPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__getOtpReadyAt !== undefined, null, { timeout: 60_000, polling: 100 });
    await page.waitForLoadState('networkidle');
    const { fcp, getOtp } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      getOtp: window.__getOtpReadyAt,
    }));
    const jsBytes = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
    return { fcp, getOtp, jsBytes, jsFiles: scripts.size };
  } finally {
    await context.close();
  }
}

async function screenshots(browser, url, dir) {
  mkdirSync(dir, { recursive: true });
  const { context, page } = await throttledPage(browser);
  try {
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(Math.max(0, 500 - (Date.now() - started)));
    await page.screenshot({ path: path.join(dir, 'login-500ms.png') });
    await page.waitForFunction(() => window.__getOtpReadyAt !== undefined, null, { timeout: 60_000, polling: 100 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(dir, 'login-loaded.png') });
  } finally {
    await context.close();
  }
}

/** Starts the built server, measures, stops it. `report(name, value)` receives each figure. */
export async function measureFirstPaint({ report, runs = 5, screenshotDir } = {}) {
  const server = await startServer({ DATA_DIR: tempDataDir('paint') }, await freePort());
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: BROWSER_ARGS });
  try {
    const url = `${server.base}/login`;
    await measureOnce(browser, url); // warms the server (first compression of each file), not counted
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const result = await measureOnce(browser, url);
      console.log(
        `  run ${i + 1}: FCP ${result.fcp?.toFixed(0)} ms, Get OTP ${result.getOtp.toFixed(0)} ms, ` +
          `JS ${(result.jsBytes / 1024).toFixed(1)} KB in ${result.jsFiles} files`,
      );
      results.push(result);
    }
    const conditions = `${(SLOW_PHONE.bytesPerSecond * 8e-6).toFixed(1)} Mbit/s, ${SLOW_PHONE.latencyMs} ms RTT, ${SLOW_PHONE.cpuSlowdown}x CPU slowdown, median of ${runs}`;
    report(`/login first contentful paint (${conditions}), ms`, median(results.map((r) => r.fcp)).toFixed(0));
    report(`/login 'Get OTP' visible and enabled (${conditions}), ms`, median(results.map((r) => r.getOtp)).toFixed(0));
    report(
      `/login JavaScript transferred (brotli as served, ${results[0].jsFiles} files), KB`,
      (median(results.map((r) => r.jsBytes)) / 1024).toFixed(1),
    );
    if (screenshotDir) await screenshots(browser, url, screenshotDir);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--screenshots');
  await measureFirstPaint({
    report: (name, value) => console.log(`${name}: ${value}`),
    runs: Number(process.env.BENCH_PAINT_RUNS ?? 5),
    screenshotDir: at > 0 ? path.resolve(process.argv[at + 1]) : undefined,
  });
}
