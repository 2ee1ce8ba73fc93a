import { defineConfig } from '@playwright/test';

// Overridable so two checkouts can run their suites side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 8181);
const smsPort = Number(process.env.E2E_SMS_PORT ?? 8182);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // Two browsers at once (this machine and CI have two cores). Every test signs in with a mobile of its
  // own (support/portal.ts newMobile, or its project's row of customer-master.csv) and the SMS gateway
  // keeps codes per mobile, so tests do not see each other's data; the per-address sign-in limits are
  // production's order (start-portal.mjs), the per-mobile ones production's. Files whose tests build on one another say
  // test.describe.configure({ mode: 'serial' }) and run in one worker, in order.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  // Generous waits, never a timing check: the CI run after a stop went 2.7 times slower than a quiet
  // machine (19.9 against 7.4 minutes) and Playwright's 5 s for an element then failed five tests.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // No transitions: axe then never measures a toast half-faded in (a false contrast failure).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Every test, the long journeys included, runs once at desktop width (the phone-only ones skip here).
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    // isMobile: a phone's viewport (meta viewport, zoom to fit overflow), where taps are tested (touch.spec.ts).
    // Only the tests tagged @phone run here: what differs on a phone (taps, the compact step header, lists
    // as cards with their Sort by, uploads from a camera, the OTP dialog, axe at 360 px) and the two
    // journeys of phone-journeys.spec.ts from sign-in to the success page. The other long journeys
    // (first-holder, other-holder, registration-flow, hub, concurrent-edit) drive the same screens and
    // calls by click, so a second run at 360 px doubled their time without testing anything new.
    {
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true },
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/sms-gateway.mjs',
      url: `http://127.0.0.1:${smsPort}/health`,
      reuseExistingServer: false,
    },
    {
      command: 'node e2e/support/start-portal.mjs',
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
  ],
});
