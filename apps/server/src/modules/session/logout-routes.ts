import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, messageResponseSchema } from '@portal/domain';
import { principalOf, sessionOf } from '../../plugins/authentication.js';
import { clearSessionCookie } from '../../plugins/session-cookie.js';
import type { SessionService } from './session-service.js';

export const logoutRoutes: FastifyPluginAsyncZod<{ sessions: SessionService }> = async (app, { sessions }) => {
  app.post(
    '/api/Auth/Logout',
    {
      ...sessionOf('customer', 'staff'),
      schema: {
        tags: ['Sign-in'],
        summary: 'End the session of the bearer token or cookie; it stops working at once',
        security: [{ bearer: [] }],
        response: { 200: messageResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      await sessions.endSession(principal.sessionId);
      clearSessionCookie(request, reply, principal.kind);
      return { responseCode: 'OK' as const, responseMessage: 'Signed out.' };
    },
  );
};
