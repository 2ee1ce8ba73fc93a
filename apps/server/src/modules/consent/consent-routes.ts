import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contract, createAgreeConsentRequestSchema, DEFAULT_LANGUAGE, messages } from '@portal/domain';
import type { Config } from '@server/config.js';
import { customerOf, principalOf } from '@server/plugins/authentication.js';
import { registerCall } from '@server/plugins/contract.js';
import type { ConsentService } from './consent-service.js';

const ok = (responseMessage: string) => ({ responseCode: 'OK' as const, responseMessage });

function userAgentOf(request: FastifyRequest): string {
  return request.headers['user-agent'] ?? '';
}

/**
 * Every depositor agrees for themselves (docs/decisions/041): the owner's and the branch's status, the
 * owner's link to a holder, and the holder's calls from that link, which carry its token, no session.
 */
export const consentRoutes: FastifyPluginAsync<{
  consent: ConsentService;
  otpLength: 4 | 6;
  ipLimits: Config['ipLimits'];
}> = async (app, { consent, otpLength, ipLimits }) => {
  const sends = { max: ipLimits.otpSendsPerHour, timeWindow: '1 hour' };
  const tries = { max: ipLimits.signInTriesPer15Minutes, timeWindow: '15 minutes' };

  registerCall(app, contract.GetConsentStatus, async (request) => ({
    ...ok(''),
    data: await consent.getStatus(principalOf(request), request.body.RegistrationId),
  }));

  registerCall(
    app,
    contract.SendConsentRequest,
    async (request) => {
      await consent.sendRequest(customerOf(request), request.body.RegistrationId, request.body.HolderNo, request.ip);
      return ok(messages.consentRequestSent);
    },
    { rateLimit: sends },
  );

  registerCall(
    app,
    contract.GetConsentRequest,
    async (request) => ({ ...ok(''), ...(await consent.getRequest(request.body.Token, request.body.Language)) }),
    { rateLimit: tries },
  );

  registerCall(
    app,
    contract.SendConsentCode,
    async (request) => {
      await consent.sendCode(request.body.Token, request.ip);
      return ok(messages.consentCodeSent);
    },
    { rateLimit: sends },
  );

  registerCall(
    app,
    contract.AgreeConsent,
    async (request) => {
      const { Token, OTP, Language } = request.body;
      await consent.agree({
        token: Token,
        otp: OTP,
        language: Language,
        ip: request.ip,
        userAgent: userAgentOf(request),
      });
      return ok(messages.consentAgreed);
    },
    // The code has this portal's length; the contract admits either.
    { rateLimit: tries, request: createAgreeConsentRequestSchema(otpLength) },
  );

  registerCall(
    app,
    contract.DeclineConsent,
    async (request) => {
      const { Token, Reason, Language } = request.body;
      await consent.decline({
        token: Token,
        reason: Reason,
        language: Language ?? DEFAULT_LANGUAGE,
        ip: request.ip,
        userAgent: userAgentOf(request),
      });
      return ok(messages.consentDeclined);
    },
    { rateLimit: tries },
  );
};
