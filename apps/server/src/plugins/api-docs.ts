import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { markRoutes } from './authentication.js';

/** The OpenAPI document, generated from the same zod schemas that validate the requests, at /docs. */
export const apiDocsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Online Account Application API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // In a context of its own, so that every route of the UI (pages, assets, the JSON) is marked.
  await app.register(async (docs) => {
    docs.addHook('onRoute', markRoutes('operations'));
    await docs.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  });
});
