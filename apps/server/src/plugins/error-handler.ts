import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  describeMessage,
  messages,
  VERSION_FIELD,
  type ErrorCode,
  type ErrorResponse,
  type FieldError,
} from '@portal/domain';
import { isStaleVersion } from '../db/edit-versions.js';
import { AppError } from '../lib/app-error.js';

const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'VALIDATION_ERROR', message: 'The request is malformed.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION_ERROR', message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'The request body is not valid JSON.',
  },
};

// node-postgres and PGlite report a lost or refused database connection with these.
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

function isDatabaseDown(error: unknown): boolean {
  const candidate = error as { code?: string; message?: string } | undefined;
  if (!candidate) return false;
  if (candidate.code && DATABASE_DOWN_CODES.has(candidate.code)) return true;
  // "not queryable": a pooled connection the server dropped just before it was handed out.
  return /Connection terminated|timeout exceeded when trying to connect|is not queryable|PGlite is closed/i.test(
    candidate.message ?? '',
  );
}

function toFieldErrors(validation: { instancePath: string; message?: string; params?: Record<string, unknown> }[]) {
  return validation.map<FieldError>((issue) => {
    const keys = issue.params?.keys;
    if (Array.isArray(keys) && keys.length > 0) {
      return { field: keys.join(', '), message: `Unknown field: ${keys.join(', ')}` };
    }
    return { field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'), message: issue.message ?? 'Invalid' };
  });
}

/** A field's problem with the catalogue key of its message, when it has one. */
function withKey(problem: FieldError): FieldError {
  const ref = describeMessage(problem.message);
  return ref ? { ...problem, ...ref } : problem;
}

/**
 * Every refusal leaves here: each field's message that is in the domain's catalogue carries its key
 * (and a template's arguments) beside the English text, so a client shows it in the customer's
 * language (docs/decisions/030). responseMessage has no key of its own: it is the first field's
 * message or one of the catalogue's fixed texts, which a client finds by describeMessage.
 */
function send(reply: FastifyReply, status: number, body: ErrorResponse & Record<string, unknown>) {
  const keyed = body.errors ? { ...body, errors: body.errors.map(withKey) } : body;
  return reply.status(status).type('application/json; charset=utf-8').send(keyed);
}

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`): a path
 * that is not valid percent-encoding, or a path parameter over the router's 100 characters.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  // Fastify ignores what this returns: the reply is sent, not handed back.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void send(reply, 414, { responseCode: 'URI_TOO_LONG', responseMessage: 'The address is too long.' });
    return;
  }
  void send(reply, 400, { responseCode: 'VALIDATION_ERROR', responseMessage: 'The address is not valid.' });
}

/** The one error handler: every failure leaves as `{responseCode, responseMessage, errors?}`. */
export const errorHandlerPlugin = fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      // A refusal that ends says when, for clients (Retry-After) and for people (retryAfterSeconds).
      const retryAfterSeconds = error.extra?.retryAfterSeconds;
      if (typeof retryAfterSeconds === 'number') reply.header('retry-after', String(retryAfterSeconds));
      return send(reply, error.statusCode, {
        responseCode: error.code,
        responseMessage: error.message,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
        ...error.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = toFieldErrors(error.validation);
      return send(reply, 400, {
        responseCode: 'VALIDATION_ERROR',
        responseMessage: errors[0]?.message ?? 'The request is not valid.',
        errors,
      });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return send(reply, known.status, { responseCode: known.code, responseMessage: known.message });
    if (error.statusCode === 429) {
      // @fastify/rate-limit has set Retry-After (seconds) on the reply before refusing.
      const retryAfterSeconds = Number(reply.getHeader('retry-after'));
      return send(reply, 429, {
        responseCode: 'RATE_LIMITED',
        responseMessage: messages.rateLimited,
        ...(Number.isInteger(retryAfterSeconds) && retryAfterSeconds > 0 ? { retryAfterSeconds } : {}),
      });
    }
    if (error.statusCode === 400 || error.statusCode === 404 || error.statusCode === 405) {
      request.log.info({ err: error }, 'request refused');
      return send(reply, error.statusCode, {
        responseCode: error.statusCode === 400 ? 'VALIDATION_ERROR' : 'NOT_FOUND',
        responseMessage: error.statusCode === 400 ? 'The request is not valid.' : messages.notFound,
      });
    }
    if (isStaleVersion(error)) {
      return send(reply, 409, {
        responseCode: 'CONFLICT',
        responseMessage: messages.staleVersion,
        errors: [{ field: VERSION_FIELD, message: messages.staleVersion }],
      });
    }
    if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(reply, 503, {
        responseCode: 'SERVICE_UNAVAILABLE',
        responseMessage: 'The service is temporarily unavailable. Please try again shortly.',
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, { responseCode: 'SERVER_ERROR', responseMessage: messages.serverError });
  });
});
