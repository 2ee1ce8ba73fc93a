import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listRoutes } from './support/routes.js';
import { useTestApp } from './support/test-app-hooks.js';

/**
 * Protected by default: every registered route is called anonymously, in production mode, with a
 * large malformed body, and only the explicit public allow-list below answers anything but 401.
 */
const PUBLIC_ROUTES = [
  /^GET \/healthz$/,
  /^GET \/readyz$/,
  /^GET \/api\/Portal\/(Config|DicgcQrCode|DicgcLogo)$/,
  /^(GET|POST) \/api\/\w+\/GetAll$/,
  /^GET \/api\/Branch\/:LocationId$/,
  /^POST \/api\/OTP\/(GetOTP|VerifyOTP)$/,
  /^POST \/api\/BranchLogin\/CheckLogin$/,
  // A holder's calls from their SMS link: the link's token is the key (docs/decisions/041).
  /^POST \/api\/Consent\/(GetRequest|SendCode|Agree|Decline)$/,
];

describe('every route is protected unless it is on the public allow-list', () => {
  const t = useTestApp('pglite', { env: { NODE_ENV: 'production' } });

  it('answers 401 to anonymous calls of every other route, without parsing their malformed bodies', async () => {
    const routes = listRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(60);
    const open: string[] = [];
    for (const { method, url } of routes) {
      const response = await t.app.inject({
        method: method as 'GET' | 'POST',
        url: url.replace(/:\w+/g, '1').replace('*', 'x'),
        headers: { 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { payload: `{"RegistrationId": 1, "x": "${'a'.repeat(50_000)}"` }),
      });
      const name = `${method} ${url}`;
      if (PUBLIC_ROUTES.some((pattern) => pattern.test(name))) {
        open.push(name);
        expect(response.statusCode, name).not.toBe(401);
      } else if (url.endsWith('*') && response.statusCode === 404) {
        // printRoutes folds a wildcard's own prefix (/docs/static/*) into its parent: checked below by name.
        continue;
      } else {
        expect(response.statusCode, name).toBe(401);
        expect(response.json(), name).toMatchObject({ responseCode: 'UNAUTHORIZED' });
      }
    }
    for (const url of ['/docs/static/index.html', '/docs/json', '/metrics']) {
      expect((await t.call('GET', url)).statusCode, url).toBe(401);
    }
    // The allow-list is all used: a public route that disappears must leave the list too.
    for (const pattern of PUBLIC_ROUTES)
      expect(
        open.some((name) => pattern.test(name)),
        String(pattern),
      ).toBe(true);
  });

  it('answers an anonymous upload of 80 MB with 401 before the body is sent, then closes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const declared = 80 * 1024 * 1024;
    let sent = 0;
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/Registration/Registration',
          headers: { 'content-type': 'application/json', 'content-length': declared },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
          request.destroy();
        },
      );
      request.on('error', (error) => (sent > 0 ? undefined : reject(error)));
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = () => {
        // Only the first megabyte is ever offered: the answer must not wait for the rest.
        while (sent < 1024 * 1024 && request.write(chunk)) sent += chunk.length;
      };
      request.on('drain', pump);
      pump();
    });
    expect(status).toBe(401);
    expect(sent).toBeLessThan(declared);
  });
});
