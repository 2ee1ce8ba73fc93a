import type { z } from 'zod';
import { AppError } from './app-error.js';

/** Parses with a schema that needs run-time context (today's date); failures become the 400 envelope. */
export function parseOrThrow<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  throw new AppError('VALIDATION_ERROR', errors[0]?.message ?? 'The request is not valid.', errors);
}
