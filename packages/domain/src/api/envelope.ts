import { z } from 'zod';

/** The one error vocabulary of the API (DESIGN.md §5). */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'SERVER_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * `key` and `params` name the message in the domain's catalogue (messages.ts), when it is one of it,
 * so a client shows it in the customer's language (docs/decisions/030); `message` stays the English.
 */
const messageParamsSchema = z.record(z.string(), z.string());
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  key: z.string().optional(),
  params: messageParamsSchema.optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorResponseSchema = z.object({
  responseCode: z.enum(ERROR_CODES),
  responseMessage: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A successful answer: `responseCode` "OK", a message, and the call's own fields beside them. */
export function okResponseSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({
    responseCode: z.literal('OK'),
    responseMessage: z.string(),
    ...shape,
  });
}

/** A successful answer whose result is a list or a bare value, carried under `data`. */
export function dataResponseSchema<Data extends z.ZodType>(data: Data) {
  return okResponseSchema({ data });
}

export const messageResponseSchema = okResponseSchema({});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * A hub section's or wizard step's save: the message and the version now on record, which the next
 * save of the same form sends as `Version` (docs/decisions/018).
 */
export const savedResponseSchema = okResponseSchema({ version: z.number().int() });
export type SavedResponse = z.infer<typeof savedResponseSchema>;

export { VERSION_FIELD } from './version-field.js';
