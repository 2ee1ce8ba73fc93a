import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONTRACT_CALLS, messages } from '@portal/domain';
import { markRoutes } from './authentication.js';

// Paths that are never pages: a miss there is a 404, not the app's index.html (a stale asset name
// answered with HTML would fail as a script with a confusing MIME error). The API's own folders come
// from the contract, so a new call's folder cannot be answered with a page by mistake.
const NON_PAGE_PREFIXES = [
  ...new Set(CONTRACT_CALLS.map((call) => `/${call.path.split('/')[1]}/`)),
  '/assets/',
  '/docs',
];

/** Where the built index.html's static banner takes the bank's name (apps/web/index.html). */
export const BANK_NAME_SLOT = '<!--BANK_NAME-->';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

/**
 * Serves the built single-page app; any other GET for a page answers index.html so that deep links
 * (/Status, /CustomerList…) work. Other paths that match nothing get the JSON 404 envelope.
 */
export const webAppPlugin = fp<{ distDir: string | undefined; bankName: string }>(
  async (app: FastifyInstance, { distDir, bankName }) => {
    const hasWebApp = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
    // index.html is read once, with the configured bank name written into its static banner (decision 005):
    // the name is painted before any script has arrived.
    const indexHtml = hasWebApp
      ? readFileSync(path.join(distDir, 'index.html'), 'utf8').replace(BANK_NAME_SLOT, escapeHtml(bankName))
      : '';
    if (hasWebApp) {
      // The files themselves are served from a context whose routes are public.
      await app.register(async (files) => {
        files.addHook('onRoute', markRoutes('public'));
        await files.register(fastifyStatic, {
          root: distDir,
          decorateReply: false,
          wildcard: false,
          index: false,
          // index.html only as a page (below), with the bank's name in it.
          allowedPath: (pathName) => pathName !== '/index.html',
          // The build writes each text asset also as .br and .gz (apps/web/vite.config.ts): sent as they
          // are to a browser that takes them; a file without them is compressed on the fly as before.
          preCompressed: true,
          // Those copies are found beside each file when it is asked for: one route per file, not three
          // (some 400 routes fewer to set up at every start, decision 034).
          globIgnore: ['**/*.br', '**/*.gz'],
          // Caching is decided here, per kind of file, rather than one max-age for all.
          cacheControl: false,
          setHeaders: (res, filePath) => {
            // Vite names built assets by content hash: they never change, so they may be cached for good.
            if (filePath.includes(`${path.sep}assets${path.sep}`)) {
              res.setHeader('cache-control', 'public, max-age=31536000, immutable');
              // The same URL is sent brotli, gzip or plain: a shared cache must keep them apart.
              res.setHeader('vary', 'accept-encoding');
            }
          },
        });
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const isPage =
        hasWebApp &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !NON_PAGE_PREFIXES.some((prefix) => request.url.startsWith(prefix));
      if (isPage) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
      return reply.status(404).send({ responseCode: 'NOT_FOUND', responseMessage: messages.notFound });
    });
  },
  { name: 'web-app' },
);
