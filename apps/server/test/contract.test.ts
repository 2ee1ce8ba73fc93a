import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, CONTRACT_CALLS, contract } from '@portal/domain';
import { PUBLIC_READ_RATE_LIMIT, registerCall } from '../src/plugins/contract.js';
import { listRoutes } from './support/routes.js';
import { useTestApp } from './support/test-app-hooks.js';

/** The routes that are not calls of the API: health, metrics, the API document's UI, the web app. */
const NOT_API_ROUTES = [/^GET \/healthz$/, /^GET \/readyz$/, /^GET \/metrics$/, /^GET \/docs(\/|$)/];

describe('the routes and the contract', () => {
  const t = useTestApp('pglite');

  it('registers every call of the contract, and nothing else but health, metrics and the docs', () => {
    const registered = new Set(
      listRoutes(t.app.printRoutes({ commonPrefix: false })).map(({ method, url }) => `${method} ${url}`),
    );
    const calls = new Set(CONTRACT_CALLS.map((call) => `${call.method} ${call.path}`));
    for (const call of calls) expect(registered, call).toContain(call);
    const others = [...registered].filter((route) => !calls.has(route));
    expect(others.filter((route) => !NOT_API_ROUTES.some((pattern) => pattern.test(route)))).toEqual([]);
  });

  it('serves the OpenAPI document the contract builds', async () => {
    const served = await t.call('GET', '/docs/json');
    expect(served.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('limits public reads per source, as the document says (429)', async () => {
    for (let call = 0; call < PUBLIC_READ_RATE_LIMIT.max; call++) {
      expect((await t.call('GET', '/api/Portal/Config', { ip: '198.51.100.7' })).statusCode).toBe(200);
    }
    const refused = await t.call('GET', '/api/Portal/Config', { ip: '198.51.100.7' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ responseCode: 'RATE_LIMITED' });
    // Another source is not affected.
    expect((await t.call('GET', '/api/Portal/Config', { ip: '198.51.100.8' })).statusCode).toBe(200);
  });
});

describe('registerCall', () => {
  it('refuses a call that documents 429 without a rate limit, so the document cannot promise one', async () => {
    const app = Fastify();
    expect(() => registerCall(app, contract.PortalConfig, async (_request, reply) => reply)).toThrow(/429/);
    await app.close();
  });
});
