import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { portalConfigResponseSchema } from '@portal/domain';
import type { Config } from '../../config.js';
import { publicRoute } from '../../plugins/authentication.js';

export const portalRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const body = {
    responseCode: 'OK' as const,
    responseMessage: '',
    bankName: config.bankName,
    otpLength: config.otpLength,
    lanHostMarker: config.lanHostMarker ?? null,
    branchHostMarker: config.branchHostMarker ?? null,
    lanParentOrigin: config.lanParentOrigin ?? null,
  };
  app.get(
    '/api/Portal/Config',
    {
      ...publicRoute,
      schema: {
        tags: ['Portal'],
        summary: 'What the web app needs to know about this deployment',
        response: { 200: portalConfigResponseSchema },
      },
    },
    async () => body,
  );
};
