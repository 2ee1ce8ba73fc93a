import { z } from 'zod';
import { messages } from '../messages.js';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../validators/email.js';
import { MOBILE_DIGITS_PATTERN, MOBILE_PATTERN } from '../validators/mobile.js';
import { type OtpLength } from '../validators/otp.js';
import { parseIsoDate } from '../validators/display-date.js';
import { NAME_PATTERN, PAN_PATTERN, PAN_SHAPE_PATTERN } from '../validators/kyc-numbers.js';
import { isPlainText } from '../validators/plain-text.js';

export function mobileField() {
  return z.string({ error: messages.mobileRequired }).trim().min(1, messages.mobileRequired).pipe(mobileFormat());
}

/**
 * A format checked in steps, each only once the one before holds: the spec's own check with its
 * message first, then a rule of ours stricter than the spec, whose message says what is expected.
 * Empty text passes: whether a value is required is the field's own rule.
 */
function steppedFormat(steps: readonly (readonly [RegExp, string])[]) {
  return z.string().superRefine((value, ctx) => {
    const failed = value === '' ? undefined : steps.find(([pattern]) => !pattern.test(value));
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
  });
}

/** A mobile number: ten digits (the spec), then a first digit of 6-9 (as Indian mobiles have). */
export function mobileFormat() {
  return steppedFormat([
    [MOBILE_DIGITS_PATTERN, messages.mobileInvalid],
    [MOBILE_PATTERN, messages.mobileStartInvalid],
  ]);
}

/** A PAN: the spec's shape, in the wording of the screen it is on (the spec has two), then its 4th letter. */
export function panFormat(shapeMessage: string) {
  return steppedFormat([
    [PAN_SHAPE_PATTERN, shapeMessage],
    [PAN_PATTERN, messages.panHolderKindInvalid],
  ]);
}

/** A PAN that may be left empty, typed in either case and kept in capitals, then panFormat. */
export function optionalPanField(shapeMessage: string) {
  return optionalTextField(10)
    .transform((value) => value.toUpperCase())
    .pipe(panFormat(shapeMessage));
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

/** A one-time code of the portal's length; the contract's document admits either allowed length. */
export function otpField(length: OtpLength | readonly OtpLength[]) {
  const lengths = typeof length === 'number' ? [length] : length;
  const pattern = new RegExp(`^(${lengths.map((each) => `\\d{${each}}`).join('|')})$`);
  return z.string({ error: messages.otpRequired }).regex(pattern, messages.otpRequired);
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

/**
 * The version of a hub section or wizard step that the form started from (docs/decisions/018): a
 * save against an older one is refused with 409. Optional, so a client of the spec's shapes that
 * does not send it overwrites as before.
 */
export function versionField() {
  return z
    .number({ error: messages.versionInvalid })
    .int(messages.versionInvalid)
    .min(0, messages.versionInvalid)
    .optional();
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
export function booleanLikeField(message?: string) {
  return z.union(
    [z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')],
    message === undefined ? undefined : { error: message },
  );
}

function textInput(missingMessage = 'Enter text') {
  // Numbers are accepted where the screens send text, and kept as the text of their digits.
  return z
    .union([z.string(), z.number().int().nonnegative().transform(String)], { error: missingMessage })
    .pipe(z.string().refine(isPlainText, messages.invisibleCharacters).trim());
}

const maxMessage = (max: number) => `Maximum ${max} characters`;

/** Text that may be empty; at most `max` characters. */
export function optionalTextField(max: number) {
  return textInput()
    .pipe(z.string().max(max, maxMessage(max)))
    .optional()
    .default('');
}

/**
 * Empty text stops at its required message. The later checks sit behind a pipe rather than an
 * aborting check: an aborting issue would also stop the object's own refinements, and a form would
 * then show its step's problems a few at a time.
 */
function presentText(requiredMessage: string) {
  return textInput(requiredMessage).pipe(z.string().min(1, requiredMessage));
}

export function requiredTextField(max: number, requiredMessage: string) {
  return presentText(requiredMessage).pipe(z.string().max(max, maxMessage(max)));
}

export function requiredLettersField(max: number, requiredMessage: string) {
  return requiredTextField(max, requiredMessage).pipe(z.string().regex(NAME_PATTERN, messages.charactersOnly));
}

export function optionalLettersField(max: number) {
  return optionalTextField(max).pipe(
    z.string().refine((value) => value === '' || NAME_PATTERN.test(value), messages.charactersOnly),
  );
}

export function requiredDigitsField(max: number, requiredMessage: string) {
  return presentText(requiredMessage).pipe(
    z.string().regex(/^\d+$/, messages.digitsOnly).max(max, `Maximum ${max} digits`),
  );
}

export function optionalDigitsField(max: number) {
  return optionalTextField(max).pipe(z.string().regex(/^\d*$/, messages.digitsOnly).max(max, `Maximum ${max} digits`));
}

/** A calendar date on the wire: ISO YYYY-MM-DD (DESIGN.md §5). */
export function isoDateField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .pipe(z.string().min(1, requiredMessage))
    .pipe(z.string().refine((value) => parseIsoDate(value) !== null, messages.dateInvalid));
}

/**
 * For a refinement over a few fields of an object: run it as soon as those fields have parsed, even
 * when others have not, so a form shows every problem of a step at once (zod skips refinements of an
 * object with any issue by default).
 */
export function whenParsed(fields: readonly string[]) {
  return {
    // Never on a value that is not an object at all (a body of null): its issue has no field to name.
    when: (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
  };
}
