import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildOpenApiDocument } from '@portal/domain';
import { markRoutes } from './authentication.js';

/**
 * The OpenAPI document at /docs: the one the contract in packages/domain builds, from the same entries
 * the routes are registered from (plugins/contract.ts) and `npm run lint` checks with Redocly.
 */
export const apiDocsPlugin = fp(async function apiDocs(app: FastifyInstance) {
  // Building the document (every schema of the contract as JSON Schema) took some 150 ms of every
  // start (decision 034): it is built with the first request under /docs that passes the session check.
  // @fastify/swagger serves the very object it is given, so that object is filled in then
  // (contract.test.ts compares what /docs/json serves with the document).
  const document = {} as ReturnType<typeof buildOpenApiDocument>;
  let built = false;
  await app.register(swagger, { mode: 'static', specification: { document } });
  // In a context of its own, so that every route of the UI (pages, assets, the JSON) is marked.
  await app.register(async (docs) => {
    docs.addHook('onRoute', markRoutes('operations'));
    docs.addHook('onRequest', (_request, _reply, done) => {
      if (!built) {
        Object.assign(document, buildOpenApiDocument());
        built = true;
      }
      done();
    });
    await docs.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  });
});
