import { defineConfig } from '@playwright/test';

// Overridable so two checkouts can run their suites side by side on one machine.
const port = Number(process.env.E2E_PORT ?? 8181);
const smsPort = Number(process.env.E2E_SMS_PORT ?? 8182);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 1,
  retries: 0,
  timeout: 30_000,
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
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    // isMobile: a phone's viewport (meta viewport, zoom to fit overflow), where taps are tested (touch.spec.ts).
    { name: 'phone', use: { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true } },
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
