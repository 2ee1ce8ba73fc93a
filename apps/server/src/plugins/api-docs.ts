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
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, { mode: 'static', specification: { document: buildOpenApiDocument() } });
  // In a context of its own, so that every route of the UI (pages, assets, the JSON) is marked.
  await app.register(async (docs) => {
    docs.addHook('onRoute', markRoutes('operations'));
    await docs.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  });
});
