import type { z } from 'zod';
import { errorResponseSchema } from '../api/envelope.js';

/**
 * Who may make a call: anyone, a customer's session, a branch user's session, or either (the caller
 * then says whose session it acts for).
 */
export type CallAudience = 'public' | 'customer' | 'staff' | 'customer-or-staff';

/**
 * The web app's session cookies, one per kind (HttpOnly; decision 017). API clients send the token
 * as `Authorization: Bearer` instead.
 */
export const SESSION_COOKIES = { customer: 'portal_customer', staff: 'portal_staff' } as const;

/** The groups of the API document, each with the one line it shows under its name. */
export const CALL_TAGS = {
  'Sign-in': 'One-time codes for customers, passwords for branch staff, and signing out.',
  Portal: 'What the web app needs to know about this deployment.',
  'Reference data': 'The lists the forms choose from: account types, locations, branches, occupations and more.',
  Registration: "A customer's applications: creating one, its holders, the hub's sections and the final submit.",
  'Holder details': "One holder's KYC wizard: personal details, family, related person, Form 60, and the rest.",
  Documents: 'Photos, proofs and the application PDF, for the customer who owns them and staff of their branch.',
  'Customer list': "Branch staff's list of the applications of their branch.",
  Review:
    "The branch's review of an application after submit: the application page, verify, return, approve or reject, and the drafts to follow up.",
  Consent:
    "Each depositor's own agreement: its status for the owner and the branch, the SMS link, and the holder's calls from that link.",
} as const;
export type CallTag = keyof typeof CALL_TAGS;

/** An answer that is a file rather than JSON: its bytes, with one of these content types. */
export interface FileAnswer {
  readonly fileTypes: readonly string[];
}

/** The refusals a call can document; each answers the error envelope unless the call says otherwise. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

export interface CallDefinition {
  /** The call's name: its key in the contract and its operationId in the API document. */
  readonly operationId: string;
  readonly method: 'GET' | 'POST';
  /** Fastify's form: `:name` for a path parameter. */
  readonly path: string;
  readonly audience: CallAudience;
  readonly tag: CallTag;
  /** One line, as the spec describes the call. */
  readonly summary: string;
  readonly description?: string;
  /** The JSON body. */
  readonly request?: z.ZodType;
  /** The path parameters. */
  readonly params?: z.ZodType;
  /** The query string's parameters (an object schema; every one optional, as a URL may leave it out). */
  readonly query?: z.ZodType;
  readonly response: z.ZodType | FileAnswer;
  /** Refusals beyond those the audience and the input imply (see `refusalsOf`). */
  readonly refusals?: readonly RefusalStatus[];
  /** Refusals whose body is not the plain error envelope. */
  readonly refusalSchemas?: Partial<Record<RefusalStatus, z.ZodType>>;
}

export interface CallEntry extends CallDefinition {
  /** Every documented refusal and the schema of its body. */
  readonly errors: Partial<Record<RefusalStatus, z.ZodType>>;
}

/**
 * What a call can be refused with: 400 when it takes input (the schemas), 413 and 415 when it takes
 * a JSON body (the body limit, and the API reads JSON only), 401 and 403 when it needs a session (no
 * session, or one of the other kind), and what the call itself lists.
 */
function refusalsOf(definition: CallDefinition): CallEntry['errors'] {
  const statuses = new Set<RefusalStatus>(definition.refusals);
  if (definition.request || definition.params || definition.query) statuses.add(400);
  if (definition.request) {
    statuses.add(413);
    statuses.add(415);
  }
  if (definition.audience !== 'public') {
    statuses.add(401);
    statuses.add(403);
  }
  const errors: CallEntry['errors'] = {};
  for (const status of [...statuses].sort()) {
    errors[status] = definition.refusalSchemas?.[status] ?? errorResponseSchema;
  }
  return errors;
}

/**
 * A call's route (call-routes/, reference-list-routes.ts) as the contract takes it: its name, method, path and session, and `true`
 * where the call takes a body or path parameters. Not `CallRoute`, whose names come from the contract.
 */
export interface RouteOf<Method extends 'GET' | 'POST' = 'GET' | 'POST'> {
  readonly operationId: string;
  readonly method: Method;
  readonly path: string;
  readonly audience: CallAudience;
  readonly request?: true;
  readonly params?: true;
}

/** What the contract adds to a route: its schemas, documentation and refusals. */
export type CallDetails = Omit<CallDefinition, 'operationId' | 'method' | 'path' | 'audience'>;

/**
 * One call of the contract: its route with its schemas, its refusals completed from what it takes and
 * who may make it. A route and its schemas must agree on what the call takes (the web app sends a body
 * by the route, the server parses it by the schema), so a mismatch stops the contract from loading.
 */
export function defineCall<const Route extends RouteOf, const Details extends CallDetails>(
  route: Route,
  details: Details,
): Omit<Route, keyof Details> & Details & Pick<CallEntry, 'errors'> {
  for (const input of ['request', 'params'] as const) {
    if (Boolean(route[input]) !== Boolean(details[input])) {
      throw new Error(`${route.operationId}: its route and its schemas disagree on whether it takes ${input}`);
    }
  }
  const definition = { ...route, ...details };
  return { ...definition, errors: refusalsOf(definition) };
}

export function isFileAnswer(response: CallDefinition['response']): response is FileAnswer {
  return 'fileTypes' in response;
}

/** What the call's JSON body takes, as the caller writes it. */
export type CallBody<Entry extends CallDefinition> = Entry['request'] extends z.ZodType
  ? z.input<Entry['request']>
  : undefined;

/** The path parameters, as the caller writes them. */
export type CallParams<Entry extends CallDefinition> = Entry['params'] extends z.ZodType
  ? z.input<Entry['params']>
  : undefined;

/** The query string's parameters, as the caller writes them. */
export type CallQuery<Entry extends CallDefinition> = Entry['query'] extends z.ZodType
  ? z.input<Entry['query']>
  : undefined;

/** What a call takes from its caller: its body, or for a call without one its path parameters. */
export type CallInput<Entry extends CallDefinition> = Entry['request'] extends z.ZodType
  ? z.input<Entry['request']>
  : Entry['params'] extends z.ZodType
    ? z.input<Entry['params']>
    : undefined;

/** The JSON answer of a successful call (never for a file answer). */
export type CallAnswer<Entry extends CallDefinition> = Entry['response'] extends z.ZodType
  ? z.output<Entry['response']>
  : never;
