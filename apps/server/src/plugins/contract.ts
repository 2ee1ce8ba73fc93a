import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { isFileAnswer, type CallAudience, type CallEntry, type FileAnswer } from '@portal/domain';
import type { z } from 'zod';
import type { RouteAccess } from './authentication.js';

/** Who the authentication hook admits for each audience of the contract. */
const ACCESS: Record<CallAudience, RouteAccess> = {
  public: 'public',
  customer: ['customer'],
  staff: ['staff'],
  'customer-or-staff': ['customer', 'staff'],
};

/**
 * Public reads (the portal's settings, reference lists, branches) are limited per source: generous
 * for a branch's customers behind one address, but one client cannot keep the database busy.
 */
export const PUBLIC_READ_RATE_LIMIT = { max: 600, timeWindow: '1 minute' } as const;

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : unknown;

/** The request a call's handler gets: body, path and query parameters as the call's schemas parsed them. */
export type CallRequest<Entry extends CallEntry> = FastifyRequest<{
  Body: Output<Entry['request']>;
  Params: Output<Entry['params']>;
  Querystring: Output<Entry['query']>;
}>;

/** What a handler answers: the JSON the response schema serialises, or the reply it sent (a file). */
export type CallResult<Entry extends CallEntry> = [Entry['response']] extends [FileAnswer]
  ? FastifyReply
  : (Entry['response'] extends z.ZodType ? z.input<Entry['response']> : unknown) | FastifyReply;

export type CallHandler<Entry extends CallEntry> = (
  request: CallRequest<Entry>,
  reply: FastifyReply,
) => Promise<CallResult<Entry>>;

export interface CallOptions<Entry extends CallEntry> {
  /**
   * Required when the call documents 429. With `exempt`, the limit is counted once the body is read
   * and skips the requests it names (a device known for the account signing in, decision 047).
   */
  rateLimit?: { max: number; timeWindow: string; exempt?: (request: FastifyRequest) => boolean };
  /** For the calls that carry files. */
  bodyLimit?: number;
  /** A body the schema refuses still reaches the handler, which adds the rules that need the saved data. */
  attachValidation?: boolean;
  /** The body schema with this deployment's settings (VerifyOTP's code length), of the contract's shape. */
  request?: Entry['request'];
}

/** @fastify/rate-limit's route options for a call's limit. */
function routeRateLimit({ exempt, ...limit }: NonNullable<CallOptions<CallEntry>['rateLimit']>) {
  return exempt
    ? { ...limit, hook: 'preHandler' as const, allowList: (request: FastifyRequest) => exempt(request) }
    : limit;
}

/**
 * Registers one call of the contract: its method and path, the session check of its audience, its
 * body and path-parameter schemas, and its answers' schemas (the success and every documented
 * refusal). A route cannot forget any of them, and the API document says the same (it is built
 * from the same entries).
 */
export function registerCall<Entry extends CallEntry>(
  app: FastifyInstance,
  entry: Entry,
  handler: CallHandler<Entry>,
  options: CallOptions<Entry> = {},
): void {
  if (entry.errors[429] && !options.rateLimit) {
    throw new Error(`${entry.operationId} documents 429 but is registered without a rate limit`);
  }
  const response: Partial<Record<number, z.ZodType>> = { ...entry.errors };
  if (!isFileAnswer(entry.response)) response[200] = entry.response;
  app.route({
    method: entry.method,
    url: entry.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.attachValidation ? { attachValidation: true } : {}),
    config: {
      access: ACCESS[entry.audience],
      ...(options.rateLimit ? { rateLimit: routeRateLimit(options.rateLimit) } : {}),
    },
    schema: {
      ...((options.request ?? entry.request) ? { body: options.request ?? entry.request } : {}),
      ...(entry.params ? { params: entry.params } : {}),
      ...(entry.query ? { querystring: entry.query } : {}),
      response,
    },
    // The schemas above are the entry's, so the request is what CallRequest says; Fastify's own
    // types cannot follow a generic entry to its type provider.
    handler: handler as RouteHandlerMethod,
  });
}
