import type { FastifyPluginAsync } from 'fastify';
import { contract, createVerifyOtpRequestSchema, messages } from '@portal/domain';
import type { Config } from '@server/config.js';
import { registerCall } from '@server/plugins/contract.js';
import { setSessionCookie } from '@server/plugins/session-cookie.js';
import { CUSTOMER_SESSION_LIMIT_MS } from '../session/session-service.js';
import type { LanguageService } from '../customer-language/language-service.js';
import type { OtpService } from './otp-service.js';

export const otpRoutes: FastifyPluginAsync<{
  otp: OtpService;
  languages: LanguageService;
  otpLength: 4 | 6;
  ipLimits: Config['ipLimits'];
}> = async (app, { otp, languages, otpLength, ipLimits }) => {
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
        language: Language,
      });
      return { responseCode: 'OK' as const, responseMessage: messages.otpSent, ...sent };
    },
    { rateLimit: { max: ipLimits.otpSendsPerHour, timeWindow: '1 hour' } },
  );

  registerCall(
    app,
    contract.VerifyOTP,
    async (request, reply) => {
      const { Guid, MobileNo, OTP } = request.body;
      const session = await otp.verifyOtp({ guid: Guid, mobile: MobileNo, otp: OTP });
      // The language chosen on any device follows the customer to this one (issue 15).
      const language = await languages.languageOf(session.mobile);
      setSessionCookie(request, reply, 'customer', session.token, CUSTOMER_SESSION_LIMIT_MS);
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
      rateLimit: { max: ipLimits.signInTriesPer15Minutes, timeWindow: '15 minutes' },
      // The code has this portal's length; the contract admits either.
      request: createVerifyOtpRequestSchema(otpLength),
    },
  );
};
