import type { FastifyPluginAsync } from 'fastify';
import { isDatabaseReachable, type Database } from '../../db/client.js';

export const healthRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (await isDatabaseReachable(db)) return { status: 'ready' };
    return reply.status(503).send({ status: 'database unreachable' });
  });
};
