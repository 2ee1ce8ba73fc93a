import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, worked out once. @fastify/helmet ran helmet afresh on
 * every request (building its middleware and parsing the policy each time, about 5% of a section
 * save's CPU); none of ours depends on the request, so every answer gets the same set.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Strict headers on every answer. Scripts only from this origin (the web build has no inline
 * script); Mantine sets inline styles, so styles allow 'unsafe-inline'. Only the configured LAN
 * parent page may frame the portal.
 */
export const securityHeadersPlugin = fp<{ lanParentOrigin: string | undefined }>(async function securityHeaders(
  app: FastifyInstance,
  { lanParentOrigin },
) {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // The staff application page shows an uploaded PDF in place: a frame of its blob URL.
        frameSrc: ["'self'", 'blob:'],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: lanParentOrigin ? ["'self'", lanParentOrigin] : ["'self'"],
      },
    },
    // frame-ancestors above governs framing; X-Frame-Options cannot name another origin.
    frameguard: lanParentOrigin ? false : { action: 'sameorigin' },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // onRequest, as @fastify/helmet did: the headers are on every answer, refusals and errors included.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
