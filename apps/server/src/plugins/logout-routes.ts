import type { FastifyPluginAsync } from 'fastify';
import { contract } from '@portal/domain';
import type { SessionService } from '@server/modules/session';
import { principalOf } from './authentication.js';
import { registerCall } from './contract.js';
import { clearSessionCookie } from './session-cookie.js';

export const logoutRoutes: FastifyPluginAsync<{ sessions: SessionService }> = async (app, { sessions }) => {
  registerCall(app, contract.Logout, async (request, reply) => {
    const principal = principalOf(request);
    await sessions.endSession(principal.sessionId);
    clearSessionCookie(request, reply, principal.kind);
    return { responseCode: 'OK' as const, responseMessage: 'Signed out.' };
  });
};
