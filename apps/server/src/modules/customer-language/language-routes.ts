import type { FastifyPluginAsync } from 'fastify';
import { contract } from '@portal/domain';
import { customerOf } from '@server/plugins/authentication.js';
import { registerCall } from '@server/plugins/contract.js';
import type { LanguageService } from './language-service.js';

export const languageRoutes: FastifyPluginAsync<{ languages: LanguageService }> = async (app, { languages }) => {
  registerCall(app, contract.SetLanguage, async (request) => {
    await languages.setLanguage(customerOf(request).mobile, request.body.Language);
    return { responseCode: 'OK' as const, responseMessage: 'Language saved.' };
  });
};
