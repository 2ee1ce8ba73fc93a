import type { FastifyPluginAsync } from 'fastify';
import { publicRoute } from '@server/plugins/authentication.js';
import { isDatabaseReachable, type Database } from '@server/db/client.js';

/** Liveness says the process is up; readiness says whether it can serve, and what is degraded. */
export const healthRoutes: FastifyPluginAsync<{ db: Database; rateLimitStore: () => string }> = async (
  app,
  { db, rateLimitStore },
) => {
  app.get('/healthz', publicRoute, async () => ({ status: 'ok' }));
  app.get('/readyz', publicRoute, async (_request, reply) => {
    const reachable = await isDatabaseReachable(db);
    return reply.status(reachable ? 200 : 503).send({
      status: reachable ? 'ready' : 'not ready',
      database: reachable ? 'reachable' : 'unreachable',
      rateLimits: rateLimitStore(),
    });
  });
};
