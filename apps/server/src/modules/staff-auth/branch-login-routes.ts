import type { FastifyPluginAsync } from 'fastify';
import { contract } from '@portal/domain';
import type { Config } from '@server/config.js';
import { registerCall } from '@server/plugins/contract.js';
import { setSessionCookie } from '@server/plugins/session-cookie.js';
import { STAFF_SESSION_LIMIT_MS } from '../session/session-service.js';
import type { BranchLoginService } from './branch-user-service.js';

export const branchLoginRoutes: FastifyPluginAsync<{
  branchLogin: BranchLoginService;
  ipLimits: Config['ipLimits'];
}> = async (app, { branchLogin, ipLimits }) => {
  registerCall(
    app,
    contract.CheckLogin,
    async (request, reply) => {
      const { token, employee } = await branchLogin.login(request.body.username, request.body.password, request.ip);
      setSessionCookie(request, reply, 'staff', token, STAFF_SESSION_LIMIT_MS);
      return { responseCode: 'OK' as const, responseMessage: 'Login successful.', token, employee };
    },
    { rateLimit: { max: ipLimits.signInTriesPer15Minutes, timeWindow: '15 minutes' } },
  );
};
