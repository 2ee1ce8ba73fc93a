// `npm run dev`: the server rebuilt (esbuild --watch) and restarted (node --watch) on every change,
// and the web app from Vite's dev server with hot reload, which passes the API calls to the server.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
const serverEntry = path.join(serverDir, 'dist/main.js');
const children = [];

function run(command, args, options) {
  const child = spawn(command, args, { stdio: 'inherit', ...options });
  children.push(child);
  // One part stopping stops the others: a half-running dev setup only confuses.
  child.on('exit', (code) => stopAll(code ?? 1));
  return child;
}

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

// The web app comes from Vite here, not from a stale production build the server would serve.
rmSync(serverEntry, { force: true });
run(process.execPath, ['build.mjs', '--watch'], { cwd: serverDir });
while (!existsSync(serverEntry)) await sleep(200);
run(process.execPath, ['--enable-source-maps', '--watch', serverEntry], {
  env: { NODE_ENV: 'development', ...process.env },
});
run('npm', ['run', 'dev', '-w', '@portal/web', '--', '--strictPort'], { cwd: root });
