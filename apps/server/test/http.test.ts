import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { REFERENCE_LIST_NAMES, REFERENCE_LISTS } from '@portal/domain';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { backends } from './support/test-database.js';
import { useTestApp } from './support/test-app-hooks.js';

describe.each(backends)('HTTP surface on %s', (backend) => {
  const t = useTestApp(backend, { env: { LAN_PARENT_ORIGIN: 'https://lan.bank.example' } });

  it('answers malformed JSON with the error envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/OTP/GetOTP',
      headers: { 'content-type': 'application/json' },
      payload: '{"MobileNo": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      responseCode: 'VALIDATION_ERROR',
      responseMessage: 'The request body is not valid JSON.',
    });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
    'answers %s with 415',
    async (type) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/OTP/GetOTP',
        headers: { 'content-type': type },
        payload: 'MobileNo=9876543210',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ responseCode: 'UNSUPPORTED_MEDIA_TYPE' });
    },
  );

  it('answers an oversized body with 413 and sends no code', async () => {
    const before = t.sms.messages.length;
    const response = await t.call('POST', '/api/OTP/GetOTP', {
      body: { Guid: randomUUID(), MobileNo: '9876543210', Email: 'x'.repeat(200_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ responseCode: 'PAYLOAD_TOO_LARGE' });
    expect(t.sms.messages.length).toBe(before);
  });

  it('answers wrong types with field errors', async () => {
    const response = await t.call('POST', '/api/OTP/GetOTP', { body: { Guid: 42, MobileNo: ['9876543210'] } });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ errors: { field: string }[] }>().errors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['Guid', 'MobileNo']));
  });

  it('sets the security headers', async () => {
    const response = await t.call('GET', '/api/Location/GetAll');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self' https://lan.bank.example");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each(REFERENCE_LIST_NAMES)('serves the %s list anonymously by GET and POST', async (list) => {
    const viaGet = await t.call('GET', `/api/${list}/GetAll`);
    const viaPost = await t.call('POST', `/api/${list}/GetAll`);
    expect(viaGet.statusCode).toBe(200);
    expect(viaPost.body).toBe(viaGet.body);
    const items = viaGet.json<{ data: Record<string, unknown>[] }>().data;
    expect(items.length).toBeGreaterThan(0);
    expect(Object.keys(items[0] ?? {})).toEqual(['id', REFERENCE_LISTS[list]]);
  });

  it('holds all 36 states and union territories', async () => {
    const states = (await t.call('GET', '/api/State/GetAll')).json<{ data: { stateName: string }[] }>().data;
    expect(states).toHaveLength(36);
    expect(states.map((s) => s.stateName)).toEqual(expect.arrayContaining(['Maharashtra', 'Ladakh', 'Puducherry']));
  });

  it('serves the branches of a location, and all branches', async () => {
    const nashik = (await t.call('GET', '/api/Branch/2')).json<{ data: { id: string; branchName: string }[] }>().data;
    expect(nashik.map((b) => b.id).sort()).toEqual(['201', '202']);
    const all = (await t.call('POST', '/api/Branch/GetAll')).json<{ data: unknown[] }>().data;
    expect(all).toHaveLength(6);
    expect((await t.call('GET', '/api/Branch/abc')).statusCode).toBe(400);
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const response = await t.call('POST', '/api/Nothing/Here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ responseCode: 'NOT_FOUND' });
  });

  it('reports health, readiness and metrics', async () => {
    expect((await t.call('GET', '/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.call('GET', '/readyz')).json()).toMatchObject({ status: 'ready', database: 'reachable' });
    const metrics = await t.call('GET', '/metrics');
    expect(metrics.body).toContain('http_request_duration_seconds');
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const doc = (await t.call('GET', '/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/OTP/GetOTP',
        '/api/OTP/VerifyOTP',
        '/api/BranchLogin/CheckLogin',
        '/api/Registration/CreateNewAccount',
        '/api/Registration/GetAllCustomerAccountList',
        '/api/Registration/DeleteCustomerAccount',
        '/api/Branch/{LocationId}',
      ]),
    );
    expect(JSON.stringify(doc.paths['/api/OTP/GetOTP'])).toContain('MobileNo');
  });
});

describe('when the database cannot be reached', () => {
  it('answers 503 and stays up', async () => {
    // Port 1 on loopback: nothing listens there, so every connection is refused at once.
    const db = openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/portal' });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: tmpdir() }),
      db,
      logger: false,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      const list = await app.inject({ method: 'GET', url: '/api/Location/GetAll' });
      expect(list.statusCode).toBe(503);
      expect(list.json()).toMatchObject({ responseCode: 'SERVICE_UNAVAILABLE' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

describe('serving the built web app', () => {
  it('serves assets for good, pages as index.html, and a missing asset as 404', async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Online Account Application</title>');
    writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1);\n'.repeat(200));
    const script = 'console.log(2);\n'.repeat(200);
    writeFileSync(path.join(distDir, 'assets', 'entry-def456.js'), script);
    // Other levels than the server's own on-the-fly compression, so the bytes tell which was sent.
    const written = { br: brotliCompressSync(script), gzip: gzipSync(script, { level: 1 }) };
    writeFileSync(path.join(distDir, 'assets', 'entry-def456.js.br'), written.br);
    writeFileSync(path.join(distDir, 'assets', 'entry-def456.js.gz'), written.gzip);
    const db = openDatabase({ kind: 'embedded', dataDir: null });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: tmpdir() }),
      db,
      logger: false,
      webDistDir: distDir,
    });
    try {
      const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-type']).toContain('javascript');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const encoding of ['br', 'gzip']) {
        const compressed = await app.inject({
          method: 'GET',
          url: '/assets/app-abc123.js',
          headers: { 'accept-encoding': encoding },
        });
        expect(compressed.headers['content-encoding']).toBe(encoding);
        expect(compressed.rawPayload.length).toBeLessThan(asset.rawPayload.length / 10);
      }
      // A text asset the build also wrote as .br and .gz is sent as written, with the asset's own type.
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const precompressed = await app.inject({
          method: 'GET',
          url: '/assets/entry-def456.js',
          headers: { 'accept-encoding': encoding },
        });
        expect(precompressed.statusCode).toBe(200);
        expect(precompressed.headers['content-encoding']).toBe(encoding);
        expect(precompressed.headers['content-type']).toContain('javascript');
        expect(precompressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(precompressed.headers.vary).toMatch(/accept-encoding/i);
        expect(precompressed.rawPayload.equals(written[encoding])).toBe(true);
        expect(decode(precompressed.rawPayload).toString()).toBe(script);
      }
      const plain = await app.inject({ method: 'GET', url: '/assets/entry-def456.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      for (const url of ['/', '/Status', '/CustomerList']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('Online Account Application');
        expect(page.headers['cache-control']).toBe('no-cache');
      }
      // The API's folders (from the contract) and the assets are never pages; an asset's compressed
      // copies are sent only in its place, not by their own names.
      for (const url of [
        '/assets/app-old999.js',
        '/assets/entry-def456.js.br',
        '/api/NoSuchCall',
        '/Photo/x/y/z',
        '/RegistrationPrintPDF/x/y',
      ]) {
        const missing = await app.inject({ method: 'GET', url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json()).toMatchObject({ responseCode: 'NOT_FOUND' });
      }
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  it("paints the banner and skeleton of the real index.html, with the configured bank's name escaped, under the same strict CSP", async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
    // The source index.html: the build only adds its script and stylesheet tags.
    const source = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
    expect(source).toContain('<!--BANK_NAME-->');
    writeFileSync(path.join(distDir, 'index.html'), source);
    const db = openDatabase({ kind: 'embedded', dataDir: null });
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        JWT_SECRET: 'x'.repeat(40),
        DATA_DIR: tmpdir(),
        BANK_NAME: 'Shree & Sons <Co-op> "Bank"',
      }),
      db,
      logger: false,
      webDistDir: distDir,
    });
    try {
      for (const url of ['/login', '/Status']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.body).toContain('<p class="boot-bank">Shree &amp; Sons &lt;Co-op&gt; &quot;Bank&quot;</p>');
        expect(page.body).toContain('<h1 class="boot-title">Online Account Application</h1>');
        expect(page.body).toMatch(/<div class="boot-skeleton" aria-hidden="true">/);
        expect(page.body).not.toContain('<!--BANK_NAME-->');
        // No inline script: every <script> names a file.
        expect(page.body.match(/<script\b[^>]*>/g) ?? []).toEqual(['<script type="module" src="/src/main.tsx">']);
        // The CSP is as strict as before: scripts from this origin only; only styles may be inline.
        const csp = String(page.headers['content-security-policy']);
        expect(csp.split(';')).toEqual(
          expect.arrayContaining([
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self' 'unsafe-inline'",
            "object-src 'none'",
            "base-uri 'self'",
          ]),
        );
        expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|nonce-|sha256-/);
      }
      // The file itself is not served raw (with an empty banner): only as a page.
      const raw = await app.inject({ method: 'GET', url: '/index.html' });
      expect(raw.body).toContain('Shree &amp; Sons');
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
