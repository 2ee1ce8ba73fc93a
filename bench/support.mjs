// Shared pieces of the benchmarks: a server process on loopback, a stand-in SMS gateway, timing.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync } from 'node:fs';
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

export function tempDataDir(name) {
  return mkdtempSync(path.join(tmpdir(), `portal-bench-${name}-`));
}

/** Starts the built server (or another script); resolves once /healthz answers, with the time that took. */
export async function startServer(env, port, script = path.join(root, 'apps/server/dist/main.js')) {
  const started = performance.now();
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []), script], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'error', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
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
        child.kill('SIGTERM');
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
