import { z } from 'zod';
import { messages } from '../messages.js';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../validators/email.js';
import { MOBILE_PATTERN } from '../validators/mobile.js';
import { type OtpLength } from '../validators/otp.js';

export function mobileField() {
  return z
    .string({ error: messages.mobileRequired })
    .trim()
    .min(1, messages.mobileRequired)
    .regex(MOBILE_PATTERN, messages.mobileInvalid);
}

/** Email is optional everywhere in sign-in; an empty string means "not given". */
export function optionalEmailField() {
  return z
    .string({ error: messages.emailInvalid })
    .trim()
    .max(EMAIL_MAX_LENGTH, messages.emailTooLong)
    .refine((value) => value === '' || isValidEmail(value), messages.emailInvalid)
    .optional();
}

export function otpField(length: OtpLength) {
  return z.string({ error: messages.otpRequired }).regex(new RegExp(`^\\d{${length}}$`), messages.otpRequired);
}

/**
 * A positive whole-number id. The spec's forms send ids from select boxes as text, other callers
 * as numbers: both are accepted and the parsed value is always a number.
 */
export function idField(requiredMessage: string) {
  return z
    .union(
      [
        z.number({ error: requiredMessage }).int(requiredMessage).positive(requiredMessage),
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/, requiredMessage)
          .transform(Number),
      ],
      { error: requiredMessage },
    )
    .refine((value) => value <= 2_147_483_647, requiredMessage);
}

/** Branch codes (lbrcode) are short digit strings; numbers are accepted and turned into text. */
export function branchCodeField(requiredMessage: string) {
  return z.union(
    [
      z
        .string()
        .trim()
        .regex(/^\d{1,10}$/, requiredMessage),
      z.number().int().nonnegative().transform(String),
    ],
    {
      error: requiredMessage,
    },
  );
}

/** The spec sends booleans as the text "true"/"false" in places; both forms are accepted. */
export function booleanLikeField() {
  return z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);
}
