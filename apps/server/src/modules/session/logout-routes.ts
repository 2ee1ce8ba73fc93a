import type { FastifyPluginAsync } from 'fastify';
import { contract } from '@portal/domain';
import { principalOf } from '@server/plugins/authentication.js';
import { registerCall } from '@server/plugins/contract.js';
import { clearSessionCookie } from '@server/plugins/session-cookie.js';
import type { SessionService } from './session-service.js';

export const logoutRoutes: FastifyPluginAsync<{ sessions: SessionService }> = async (app, { sessions }) => {
  registerCall(app, contract.Logout, async (request, reply) => {
    const principal = principalOf(request);
    await sessions.endSession(principal.sessionId);
    clearSessionCookie(request, reply, principal.kind);
    return { responseCode: 'OK' as const, responseMessage: 'Signed out.' };
  });
};
