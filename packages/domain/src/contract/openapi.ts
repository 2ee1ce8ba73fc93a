import { z } from 'zod';
import {
  CALL_TAGS,
  isFileAnswer,
  SESSION_COOKIES,
  type CallAudience,
  type CallEntry,
  type RefusalStatus,
} from './call.js';
import { CONTRACT_CALLS } from './contract.js';

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (what OpenAPI 3.1 takes), seen from the side `io` names. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // 'any' for what JSON Schema cannot say (a transform's function): the server still checks it.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    reused: 'inline',
    // A union's branch JSON Schema cannot say (z.undefined, a transform's output) would make the whole
    // union match anything; it is left out instead: absence is said by `required`, and the transforms
    // here turn a number into the string another branch already describes.
    override: ({ jsonSchema }) => {
      if (!jsonSchema.anyOf) return;
      const described = jsonSchema.anyOf.filter((branch) => Object.keys(branch).length > 0);
      if (described.length === 1) {
        delete jsonSchema.anyOf;
        Object.assign(jsonSchema, described[0]);
      } else jsonSchema.anyOf = described;
    },
  });
  return rest;
}

const REFUSAL_DESCRIPTIONS: Record<RefusalStatus, string> = {
  400: 'The request is not valid; `errors` names each field and what is wrong with it.',
  401: 'No live session (or, for sign-in, a wrong code or password).',
  403: "A session of the other kind, or a cookie session's state-changing call from another origin.",
  404: 'Not found, or not the caller’s: both answer alike.',
  409: 'Saved elsewhere since it was read (send the newer `Version`), or the application is already submitted.',
  413: 'The request body is larger than the call takes.',
  415: 'The body is not `application/json`.',
  429: 'Too many calls from this source or for this mobile; `Retry-After` says when to try again.',
  503: 'A service the call needs (the SMS gateway, the database) is not available.',
};

/** The session schemes a call of this audience accepts: the bearer token, or the web app's cookie. */
function securityOf(audience: CallAudience): Record<string, string[]>[] {
  const cookies = {
    public: [],
    customer: ['customerCookie'],
    staff: ['staffCookie'],
    'customer-or-staff': ['customerCookie', 'staffCookie'],
  }[audience];
  return audience === 'public' ? [] : [{ bearer: [] }, ...cookies.map((cookie) => ({ [cookie]: [] }))];
}

function operationOf(entry: CallEntry) {
  const pathParameters = entry.params
    ? Object.entries((jsonSchemaOf(entry.params, 'input').properties ?? {}) as Record<string, JsonSchema>).map(
        ([name, schema]) => ({ name, in: 'path' as const, required: true, schema }),
      )
    : [];
  const queryParameters = entry.query
    ? Object.entries((jsonSchemaOf(entry.query, 'input').properties ?? {}) as Record<string, JsonSchema>).map(
        ([name, schema]) => ({ name, in: 'query' as const, required: false, schema }),
      )
    : [];
  const parameters =
    pathParameters.length + queryParameters.length > 0 ? [...pathParameters, ...queryParameters] : undefined;
  const success = isFileAnswer(entry.response)
    ? {
        description: 'The file.',
        content: Object.fromEntries(
          entry.response.fileTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        ),
      }
    : {
        description: 'Done; `responseCode` is "OK".',
        content: { 'application/json': { schema: jsonSchemaOf(entry.response, 'output') } },
      };
  const refusals = Object.entries(entry.errors).map(([status, schema]) => [
    status,
    {
      description: REFUSAL_DESCRIPTIONS[Number(status) as RefusalStatus],
      content: { 'application/json': { schema: jsonSchemaOf(schema, 'output') } },
    },
  ]);
  return {
    operationId: entry.operationId,
    summary: entry.summary,
    ...(entry.description ? { description: entry.description } : {}),
    tags: [entry.tag],
    security: securityOf(entry.audience),
    ...(parameters ? { parameters } : {}),
    ...(entry.request
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(entry.request, 'input') } },
          },
        }
      : {}),
    responses: { 200: success, ...Object.fromEntries(refusals) },
  };
}

/** Fastify's `:name` as OpenAPI's `{name}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/**
 * The OpenAPI 3.1 document of the API, built from the contract's calls alone: the server serves it
 * at /docs/json and `npm run lint` checks it with Redocly, neither starting the other.
 */
export function buildOpenApiDocument(calls: readonly CallEntry[] = CONTRACT_CALLS) {
  const paths: Record<string, Record<string, ReturnType<typeof operationOf>>> = {};
  for (const entry of calls) {
    const path = openApiPath(entry.path);
    paths[path] = { ...paths[path], [entry.method.toLowerCase()]: operationOf(entry) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Online Account Application API',
      version: '1.0.0',
      description:
        'Every call answers JSON with `responseCode` and `responseMessage`; a refusal carries the real HTTP status. ' +
        'API clients send `Authorization: Bearer <token>` (the token VerifyOTP or CheckLogin answers); the web app ' +
        'uses HttpOnly session cookies instead.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The portal that serves this document' }],
    tags: Object.entries(CALL_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        customerCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIES.customer },
        staffCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIES.staff },
      },
    } as const,
  };
}
