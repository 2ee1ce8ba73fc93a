import type { FastifyPluginAsync } from 'fastify';
import { contract, DICGC_WEBSITE, messages } from '@portal/domain';
import type { Config } from '@server/config.js';
import { AppError } from '@server/lib/app-error.js';
import { PUBLIC_READ_RATE_LIMIT, registerCall } from '@server/plugins/contract.js';
import { renderQrCodeSvg } from './qr-code.js';

// The images change only with the configuration, which changes only with a restart.
const IMAGE_CACHE = 'public, max-age=86400';

export const portalRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const insurance = config.depositInsurance;
  const body = {
    responseCode: 'OK' as const,
    responseMessage: '',
    bankName: config.bankName,
    otpLength: config.otpLength,
    lanHostMarker: config.lanHostMarker ?? null,
    branchHostMarker: config.branchHostMarker ?? null,
    lanParentOrigin: config.lanParentOrigin ?? null,
    depositInsurance: insurance
      ? { insuredAmount: insurance.insuredAmount, officialLogo: insurance.logo !== undefined }
      : null,
  };
  registerCall(app, contract.PortalConfig, async () => body, { rateLimit: PUBLIC_READ_RATE_LIMIT });

  // Drawn once at start, by the server: no QR library goes to the browser.
  const qrCode = insurance ? renderQrCodeSvg(DICGC_WEBSITE) : undefined;
  registerCall(
    app,
    contract.DicgcQrCode,
    async (_request, reply) => {
      if (qrCode === undefined) throw new AppError('NOT_FOUND', messages.notFound);
      return reply.type('image/svg+xml').header('Cache-Control', IMAGE_CACHE).send(qrCode);
    },
    { rateLimit: PUBLIC_READ_RATE_LIMIT },
  );
  registerCall(
    app,
    contract.DicgcLogo,
    async (_request, reply) => {
      const logo = insurance?.logo;
      if (!logo) throw new AppError('NOT_FOUND', messages.notFound);
      return reply.type(logo.contentType).header('Cache-Control', IMAGE_CACHE).send(logo.bytes);
    },
    { rateLimit: PUBLIC_READ_RATE_LIMIT },
  );
};
