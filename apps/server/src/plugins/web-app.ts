import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@portal/domain';
import { markRoutes } from './authentication.js';

// Paths that are never pages: a miss there is a 404, not the app's index.html (a stale asset name
// answered with HTML would fail as a script with a confusing MIME error).
const NON_PAGE_PREFIXES = ['/api/', '/assets/', '/RegistrationPrintPDF/', '/Photo/', '/POIFiles/', '/docs'];

/**
 * Serves the built single-page app; any other GET for a page answers index.html so that deep links
 * (/Status, /CustomerList…) work. Other paths that match nothing get the JSON 404 envelope.
 */
export const webAppPlugin = fp<{ distDir: string | undefined }>(async (app: FastifyInstance, { distDir }) => {
  const hasWebApp = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasWebApp) {
    // reply.sendFile for the pages below; the files themselves are served from a context whose routes are public.
    await app.register(fastifyStatic, { root: distDir, serve: false, cacheControl: false });
    await app.register(async (files) => {
      files.addHook('onRoute', markRoutes('public'));
      await files.register(fastifyStatic, {
        root: distDir,
        decorateReply: false,
        wildcard: false,
        index: false,
        // Caching is decided here, per kind of file, rather than one max-age for all.
        cacheControl: false,
        setHeaders: (res, filePath) => {
          // Vite names built assets by content hash: they never change, so they may be cached for good.
          if (filePath.includes(`${path.sep}assets${path.sep}`))
            res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NON_PAGE_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ responseCode: 'NOT_FOUND', responseMessage: messages.notFound });
  });
});
