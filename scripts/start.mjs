// `npm start`: builds whatever is missing or older than its sources, then runs the portal.
// `npm run cli -- ...`: the same for the server build, then runs the CLI.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestChange(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

function buildIfStale(name, output, sources) {
  if (existsSync(output) && statSync(output).mtimeMs >= newestChange(sources)) return;
  console.error(`Building ${name}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const domain = at('packages/domain/src');
buildIfStale('@portal/server', at('apps/server/dist/main.js'), [at('apps/server/src'), domain]);

const cli = process.argv[2] === '--cli';
if (!cli) {
  buildIfStale('@portal/web', at('apps/web/dist/index.html'), [
    at('apps/web/src'),
    at('apps/web/index.html'),
    at('apps/web/vite.config.ts'),
    domain,
  ]);
}

const entry = at('apps/server/dist', cli ? 'cli.js' : 'main.js');
const child = spawn(process.execPath, ['--enable-source-maps', entry, ...process.argv.slice(cli ? 3 : 2)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
