import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contract } from '@portal/domain';
import type { Config } from '@server/config.js';
import { registerCall } from '@server/plugins/contract.js';
import type { KnownDevices } from '@server/plugins/known-device-cookie.js';
import { setSessionCookie } from '@server/plugins/session-cookie.js';
import { STAFF_SESSION_LIMIT_MS } from '@server/modules/session';
import type { BranchLoginService } from './branch-user-service.js';

export const branchLoginRoutes: FastifyPluginAsync<{
  branchLogin: BranchLoginService;
  ipLimits: Config['ipLimits'];
  knownDevices: KnownDevices;
}> = async (app, { branchLogin, ipLimits, knownDevices }) => {
  // A desk that signed in as the user before is held back neither by a stranger's failures elsewhere
  // nor by the per-address limit its neighbours share (docs/decisions/047).
  const fromKnownDevice = (request: FastifyRequest) => {
    const username = (request.body as { username?: unknown } | undefined)?.username;
    return typeof username === 'string' && knownDevices.isKnown(request, 'staff', username);
  };

  registerCall(
    app,
    contract.CheckLogin,
    async (request, reply) => {
      const { username, password } = request.body;
      const { token, employee } = await branchLogin.login(username, password, {
        ip: request.ip,
        knownDevice: fromKnownDevice(request),
      });
      setSessionCookie(request, reply, 'staff', token, STAFF_SESSION_LIMIT_MS);
      knownDevices.remember(request, reply, 'staff', employee.username);
      return { responseCode: 'OK' as const, responseMessage: 'Login successful.', token, employee };
    },
    { rateLimit: { max: ipLimits.signInTriesPer15Minutes, timeWindow: '15 minutes', exempt: fromKnownDevice } },
  );
};
