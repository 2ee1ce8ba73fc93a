import type { FastifyPluginAsync } from 'fastify';
import { contract } from '@portal/domain';
import type { Config } from '@server/config.js';
import { PUBLIC_READ_RATE_LIMIT, registerCall } from '@server/plugins/contract.js';

export const portalRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const body = {
    responseCode: 'OK' as const,
    responseMessage: '',
    bankName: config.bankName,
    otpLength: config.otpLength,
    lanHostMarker: config.lanHostMarker ?? null,
    branchHostMarker: config.branchHostMarker ?? null,
    lanParentOrigin: config.lanParentOrigin ?? null,
  };
  registerCall(app, contract.PortalConfig, async () => body, { rateLimit: PUBLIC_READ_RATE_LIMIT });
};
