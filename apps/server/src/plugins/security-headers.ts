import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Strict headers on every answer. Scripts only from this origin (the web build has no inline
 * script); Mantine sets inline styles, so styles allow 'unsafe-inline'. Only the configured LAN
 * parent page may frame the portal.
 */
export const securityHeadersPlugin = fp<{ lanParentOrigin: string | undefined }>(
  async (app: FastifyInstance, { lanParentOrigin }) => {
    await app.register(helmet, {
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
  },
);
