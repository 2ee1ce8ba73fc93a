import { setSessionCookie } from '../../plugins/session-cookie.js';
import { STAFF_SESSION_LIMIT_MS } from '../session/session-service.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { branchLoginRequestSchema, branchLoginResponseSchema, errorResponseSchema } from '@portal/domain';
import type { Config } from '../../config.js';
import type { BranchLoginService } from './branch-user-service.js';

export const branchLoginRoutes: FastifyPluginAsyncZod<{
  branchLogin: BranchLoginService;
  ipLimits: Config['ipLimits'];
}> = async (app, { branchLogin, ipLimits }) => {
  app.post(
    '/api/BranchLogin/CheckLogin',
    {
      config: { access: 'public', rateLimit: { max: ipLimits.signInTriesPer15Minutes, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Sign-in'],
        summary: 'Branch staff sign-in',
        body: branchLoginRequestSchema,
        response: {
          200: branchLoginResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { token, employee } = await branchLogin.login(request.body.username, request.body.password, request.ip);
      setSessionCookie(request, reply, 'staff', token, STAFF_SESSION_LIMIT_MS);
      return { responseCode: 'OK' as const, responseMessage: 'Login successful.', token, employee };
    },
  );
};
