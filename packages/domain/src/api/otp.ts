import { z } from 'zod';
import { booleanLikeField, mobileField, optionalEmailField, otpField } from './fields.js';
import { errorResponseSchema, okResponseSchema } from './envelope.js';
import { languageSchema } from './language.js';
import { type OtpLength } from '../validators/otp.js';

/** POST /api/OTP/GetOTP */
export const getOtpRequestSchema = z.strictObject({
  Guid: z.uuid({ error: 'Guid must be a UUID' }),
  MobileNo: mobileField(),
  Email: optionalEmailField(),
  loginViaLAN: booleanLikeField().optional(),
  /** The language the sign-in screen shows: the code's SMS is in it while the customer has none saved. */
  Language: languageSchema.optional(),
});
export type GetOtpRequest = z.input<typeof getOtpRequestSchema>;
/**
 * What the OTP dialog needs to explain itself. The same for every mobile (registered or not): the
 * portal's constants, never anything about the number or its history.
 */
export const getOtpResponseSchema = okResponseSchema({
  /** Seconds until another code may be asked for from this client (the resend cool-down). */
  resendAfterSeconds: z.number().int().min(0),
  /** Seconds the code works for. */
  expiresInSeconds: z.number().int().positive(),
  /** Wrong codes allowed before this code stops working. */
  triesLeft: z.number().int().min(0),
});
export type GetOtpResponse = z.infer<typeof getOtpResponseSchema>;

/** A refused request that will be let through later: HTTP 429 with how long to wait. */
export const rateLimitedResponseSchema = errorResponseSchema.extend({
  retryAfterSeconds: z.number().int().positive().optional(),
});
export type RateLimitedResponse = z.infer<typeof rateLimitedResponseSchema>;

/** POST /api/OTP/VerifyOTP; the code length is the portal's configured OTP length. */
export function createVerifyOtpRequestSchema(otpLength: OtpLength | readonly OtpLength[]) {
  return z.strictObject({
    Guid: z.uuid({ error: 'Guid must be a UUID' }),
    MobileNo: mobileField(),
    Email: optionalEmailField(),
    OTP: otpField(otpLength),
  });
}
export type VerifyOtpRequest = z.input<ReturnType<typeof createVerifyOtpRequestSchema>>;

export const verifyOtpResponseSchema = okResponseSchema({
  returnSuccess: z.literal(1),
  returnMessage: z.string(),
  token: z.string(),
  mobileNo: z.string(),
  email: z.string(),
  /** The language the customer chose on any device; absent before they chose one (decision 030). */
  language: languageSchema.optional(),
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/**
 * A wrong, used or expired code: HTTP 401 with the spec's returnSuccess 0, and the wrong codes this
 * code still allows (0 when it no longer works, or when the Guid and mobile name no live code).
 */
export const verifyOtpFailureSchema = z.object({
  responseCode: z.literal('UNAUTHORIZED'),
  responseMessage: z.string(),
  returnSuccess: z.literal(0),
  returnMessage: z.string(),
  triesLeft: z.number().int().min(0),
});
export type VerifyOtpFailure = z.infer<typeof verifyOtpFailureSchema>;
