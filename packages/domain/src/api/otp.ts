import { z } from 'zod';
import { booleanLikeField, mobileField, optionalEmailField, otpField } from './fields.js';
import { okResponseSchema } from './envelope.js';
import { type OtpLength } from '../validators/otp.js';

/** POST /api/OTP/GetOTP */
export const getOtpRequestSchema = z.strictObject({
  Guid: z.uuid({ error: 'Guid must be a UUID' }),
  MobileNo: mobileField(),
  Email: optionalEmailField(),
  loginViaLAN: booleanLikeField().optional(),
});
export type GetOtpRequest = z.input<typeof getOtpRequestSchema>;
export const getOtpResponseSchema = okResponseSchema({});

/** POST /api/OTP/VerifyOTP; the code length is the portal's configured OTP length. */
export function createVerifyOtpRequestSchema(otpLength: OtpLength) {
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
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** A wrong, used or expired code: HTTP 401 with the spec's returnSuccess 0. */
export const verifyOtpFailureSchema = z.object({
  responseCode: z.literal('UNAUTHORIZED'),
  responseMessage: z.string(),
  returnSuccess: z.literal(0),
  returnMessage: z.string(),
});
