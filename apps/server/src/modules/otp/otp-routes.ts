import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contract, createVerifyOtpRequestSchema, messages } from '@portal/domain';
import type { Config } from '@server/config.js';
import { registerCall } from '@server/plugins/contract.js';
import type { KnownDevices } from '@server/plugins/known-device-cookie.js';
import { setSessionCookie } from '@server/plugins/session-cookie.js';
import { CUSTOMER_SESSION_LIMIT_MS } from '@server/modules/session';
import type { LanguageService } from '@server/modules/customer-language';
import type { OtpService } from './otp-service.js';

export const otpRoutes: FastifyPluginAsync<{
  otp: OtpService;
  languages: LanguageService;
  otpLength: 4 | 6;
  ipLimits: Config['ipLimits'];
  knownDevices: KnownDevices;
}> = async (app, { otp, languages, otpLength, ipLimits, knownDevices }) => {
  // A device that signed in with the mobile before is limited by the mobile's own budget alone: no
  // stranger on its address, nor neighbours behind the same shared address, can hold it up.
  const fromKnownDevice = (request: FastifyRequest) => {
    const mobile = (request.body as { MobileNo?: unknown } | undefined)?.MobileNo;
    return typeof mobile === 'string' && knownDevices.isKnown(request, 'customer', mobile);
  };

  registerCall(
    app,
    contract.GetOTP,
    async (request) => {
      const { Guid, MobileNo, Email, Language } = request.body;
      const sent = await otp.sendOtp({
        guid: Guid,
        mobile: MobileNo,
        email: Email ?? '',
        ip: request.ip,
        knownDevice: fromKnownDevice(request),
        language: Language,
      });
      return { responseCode: 'OK' as const, responseMessage: messages.otpSent, ...sent };
    },
    { rateLimit: { max: ipLimits.otpSendsPerHour, timeWindow: '1 hour', exempt: fromKnownDevice } },
  );

  registerCall(
    app,
    contract.VerifyOTP,
    async (request, reply) => {
      const { Guid, MobileNo, OTP } = request.body;
      const session = await otp.verifyOtp({ guid: Guid, mobile: MobileNo, otp: OTP });
      // The language chosen on any device follows the customer to this one (decision 030).
      const language = await languages.languageOf(session.mobile);
      setSessionCookie(request, reply, 'customer', session.token, CUSTOMER_SESSION_LIMIT_MS);
      knownDevices.remember(request, reply, 'customer', session.mobile);
      return {
        responseCode: 'OK' as const,
        responseMessage: 'OTP verified.',
        returnSuccess: 1 as const,
        returnMessage: 'OTP verified.',
        token: session.token,
        mobileNo: session.mobile,
        email: session.email,
        ...(language ? { language } : {}),
      };
    },
    {
      rateLimit: { max: ipLimits.signInTriesPer15Minutes, timeWindow: '15 minutes', exempt: fromKnownDevice },
      // The code has this portal's length; the contract admits either.
      request: createVerifyOtpRequestSchema(otpLength),
    },
  );
};
