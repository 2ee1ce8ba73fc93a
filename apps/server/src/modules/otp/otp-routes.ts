import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createVerifyOtpRequestSchema,
  errorResponseSchema,
  getOtpRequestSchema,
  getOtpResponseSchema,
  messages,
  rateLimitedResponseSchema,
  verifyOtpFailureSchema,
  verifyOtpResponseSchema,
} from '@portal/domain';
import type { Config } from '../../config.js';
import { setSessionCookie } from '../../plugins/session-cookie.js';
import { CUSTOMER_SESSION_LIMIT_MS } from '../session/session-service.js';
import type { OtpService } from './otp-service.js';

export const otpRoutes: FastifyPluginAsyncZod<{
  otp: OtpService;
  otpLength: 4 | 6;
  ipLimits: Config['ipLimits'];
}> = async (app, { otp, otpLength, ipLimits }) => {
  app.post(
    '/api/OTP/GetOTP',
    {
      config: { access: 'public', rateLimit: { max: ipLimits.otpSendsPerHour, timeWindow: '1 hour' } },
      schema: {
        tags: ['Sign-in'],
        summary: 'Send a one-time code to a mobile number',
        body: getOtpRequestSchema,
        response: {
          200: getOtpResponseSchema,
          400: errorResponseSchema,
          429: rateLimitedResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { Guid, MobileNo, Email } = request.body;
      const sent = await otp.sendOtp({ guid: Guid, mobile: MobileNo, email: Email ?? '', ip: request.ip });
      return { responseCode: 'OK' as const, responseMessage: messages.otpSent, ...sent };
    },
  );

  app.post(
    '/api/OTP/VerifyOTP',
    {
      config: { access: 'public', rateLimit: { max: ipLimits.signInTriesPer15Minutes, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Sign-in'],
        summary: 'Check a one-time code and start a customer session',
        body: createVerifyOtpRequestSchema(otpLength),
        response: {
          200: verifyOtpResponseSchema,
          400: errorResponseSchema,
          401: verifyOtpFailureSchema,
          429: rateLimitedResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { Guid, MobileNo, OTP } = request.body;
      const session = await otp.verifyOtp({ guid: Guid, mobile: MobileNo, otp: OTP });
      setSessionCookie(request, reply, 'customer', session.token, CUSTOMER_SESSION_LIMIT_MS);
      return {
        responseCode: 'OK' as const,
        responseMessage: 'OTP verified.',
        returnSuccess: 1 as const,
        returnMessage: 'OTP verified.',
        token: session.token,
        mobileNo: session.mobile,
        email: session.email,
      };
    },
  );
};
