// Starts the production build on a fresh embedded database for the end-to-end run.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.join(root, 'e2e/.data');
rmSync(dataDir, { recursive: true, force: true });

// The bank's customer master (account type 5) is imported before the first start, as a bank would:
// its rows name branches and list ids, so the demo reference data goes in first.
for (const args of [
  ['reference', 'import', path.join(root, 'apps/server/src/db/demo-reference-data.json')],
  ['customers', 'import', path.join(root, 'e2e/support/customer-master.csv')],
]) {
  const cli = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/cli.js'), ...args], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  if (cli.status !== 0) process.exit(cli.status ?? 1);
}

const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: process.env.E2E_PORT ?? '8181',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SMS_GATEWAY_URL: `http://127.0.0.1:${process.env.E2E_SMS_PORT ?? 8182}/sms`,
    LAN_HOST_MARKER: 'lan',
    BRANCH_HOST_MARKER: 'branch',
    // Every e2e sign-in comes from 127.0.0.1, one busy shared address: the sign-in code limits are per
    // mobile as in production (docs/decisions/047), and the per-address ones of production's order,
    // twice the default for the suite's hundred-odd sign-ins in its few minutes.
    OTP_SENDS_PER_IP_PER_HOUR: '200',
    SIGN_IN_TRIES_PER_IP_PER_15_MINUTES: '200',
    // The SMS ends with the WebOTP line for this host; a short resend cool-down so the countdown
    // test waits seconds, not half a minute (production default 30).
    WEB_OTP_HOST: 'localhost',
    OTP_RESEND_AFTER_SECONDS: '4',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
