// `npm start`: builds whatever is missing or older than its sources, then runs the portal in this
// process (one Node start-up, not two: decision 034). `npm run cli -- ...`: the same for the server
// build, then runs the CLI.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
}

// The build's .br and .gz copies of an asset are not counted as assets of their own.
const isAsset = (entry) => !/\.(br|gz)$/.test(entry.name);

// The builders' own output is long (Vite lists every file): only their warnings and errors are shown,
// then one line of what was built.
const builds = {
  server: {
    label: 'the server',
    output: at('apps/server/dist/main.js'),
    run: () => spawnSync(process.execPath, ['build.mjs'], { cwd: at('apps/server'), stdio: 'inherit' }),
  },
  web: {
    label: 'the web app',
    output: at('apps/web/dist/index.html'),
    run: () =>
      spawnSync(process.execPath, [at('node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
        cwd: at('apps/web'),
        stdio: 'inherit',
      }),
    summary: () => ` (apps/web/dist, ${filesUnder(at('apps/web/dist/assets')).filter(isAsset).length} assets)`,
  },
};

function buildIfStale(name, sources) {
  const build = builds[name];
  if (existsSync(build.output) && statSync(build.output).mtimeMs >= newestChange(sources)) return;
  console.log(`Building ${build.label} (no build yet, or a source file changed)...`);
  const started = performance.now();
  const result = build.run();
  if (result.status !== 0) process.exit(result.status ?? 1);
  console.log(
    `Built ${build.label} in ${((performance.now() - started) / 1000).toFixed(1)} s${build.summary?.() ?? ''}.`,
  );
}

const domain = at('packages/domain/src');
buildIfStale('server', [at('apps/server/src'), domain]);

if (process.argv[2] === '--cli') {
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', at('apps/server/dist/cli.js'), ...process.argv.slice(3)],
    { stdio: 'inherit' },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  buildIfStale('web', [at('apps/web/src'), at('apps/web/index.html'), at('apps/web/vite.config.ts'), domain]);
  // What `node --enable-source-maps` does, for the server imported below: its stack traces name the sources.
  process.setSourceMapsEnabled(true);
  // The server's entry starts the portal when imported, and handles the signals itself.
  await import(pathToFileURL(at('apps/server/dist/main.js')).href);
}
