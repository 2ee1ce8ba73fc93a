// Shared pieces of the benchmarks: a server process on loopback, a stand-in SMS gateway, timing.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A gateway on 127.0.0.1 that remembers the last code sent to each mobile. */
export async function startSmsStub() {
  const codes = new Map();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const { to, message } = JSON.parse(body);
      codes.set(to, message.slice(0, message.indexOf(' ')));
      response.writeHead(200).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/sms`, codes, close: () => server.close() };
}

/** A port free on 127.0.0.1 at the time of asking. */
export async function freePort() {
  const server = createTcpServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export function tempDataDir(name) {
  return mkdtempSync(path.join(tmpdir(), `portal-bench-${name}-`));
}

/** Starts the built server (or another script); resolves once /healthz answers, with the time that took. */
export function startServer(env, port, script = path.join(root, 'apps/server/dist/main.js')) {
  const args = [...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []), script];
  return startProcess(process.execPath, args, env, port);
}

/** `npm start` in the repository, as a developer runs it (its own process group, stopped as one). */
export function startWithNpm(env, port) {
  return startProcess('npm', ['start'], env, port, { cwd: root, detached: true });
}

async function startProcess(command, args, env, port, options = {}) {
  const started = performance.now();
  const child = spawn(command, args, {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'error', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    ...options,
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - started;
  return {
    base,
    readyMs,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        if (options.detached) process.kill(-child.pid, 'SIGTERM');
        else child.kill('SIGTERM');
      }),
  };
}

export async function postJson(base, url, body, headers = {}) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** CPU time (user + system, ms) a process has used so far, from Linux's /proc; undefined elsewhere. */
function cpuMsOfProcess(pid) {
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/**
 * CPU time used so far by the given process and by each of PostgreSQL's processes on this machine
 * (its background processes and the backends connected to `database`), from Linux's /proc.
 */
export function cpuSnapshot(pid, database) {
  const postgres = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // A backend is titled "postgres: user database address state"; a background process has no database.
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const ours = / \d+\/main: /.test(title) || title.split(' ')[2] === database;
      if (title.startsWith('postgres') && ours) postgres.set(entry, cpuMsOfProcess(entry) ?? 0);
    } catch {
      // the process has just exited
    }
  }
  return { server: cpuMsOfProcess(pid), postgres };
}

/**
 * The CPU the server and PostgreSQL used between two snapshots. A backend that exited between them
 * (another pool's, closed when idle) is left out; one that started is counted whole.
 */
export function cpuUsedBetween(before, after) {
  let postgres = 0;
  for (const [pid, ms] of after.postgres) postgres += ms - (before.postgres.get(pid) ?? 0);
  return { server: after.server - before.server, postgres };
}
