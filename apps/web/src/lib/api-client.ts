import {
  type CallAnswer,
  type CallName,
  type CallEntry,
  type CallInput,
  type CallQuery,
  type CallRoute,
  type EntryNamed,
  type FileAnswer,
} from '@portal/domain';
import { clearStorage } from './storage';

/** Who the call acts for: decides which session cookie the server reads and where a 401 sends the person. */
export type Audience = 'customer' | 'staff' | 'public';

/** A message's key in the domain's catalogue as the server sent it, to show it in the customer's language. */
export interface ServerMessageRef {
  key: string;
  params?: Record<string, string>;
}

export interface FieldError extends Partial<ServerMessageRef> {
  field: string;
  message: string;
}

/** A failed call: the real HTTP status plus the server's code and message (DESIGN.md §5). */
export class ApiError extends Error {
  readonly status: number;
  readonly responseCode: string;
  readonly responseMessage: string;
  readonly errors: FieldError[];
  readonly body: Record<string, unknown>;

  constructor(status: number, body: Record<string, unknown>, fallbackMessage: string) {
    const responseMessage = typeof body.responseMessage === 'string' ? body.responseMessage : fallbackMessage;
    super(responseMessage);
    this.name = 'ApiError';
    this.status = status;
    this.responseCode = typeof body.responseCode === 'string' ? body.responseCode : 'SERVER_ERROR';
    this.responseMessage = responseMessage;
    this.errors = Array.isArray(body.errors) ? (body.errors as FieldError[]) : [];
    this.body = body;
  }
}

export const NETWORK_ERROR_MESSAGE = 'The server could not be reached. Please check your connection and try again.';
const UNEXPECTED_ANSWER_MESSAGE = 'Sorry! something went wrong, please contact our support team';

interface RequestOptions {
  audience: Audience;
  method: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers. */
  headers?: Record<string, string>;
  /** Off for calls whose 401 needs no redirect (logout of an already expired session). */
  redirectOnUnauthorized?: boolean;
}

type UnauthorizedHandler = (audience: Exclude<Audience, 'public'>) => void;

let unauthorizedHandler: UnauthorizedHandler = (audience) => {
  window.location.assign(audience === 'staff' ? '/BranchLogin' : '/login');
};

/** Lets the router take over the 401 redirect so the app is not reloaded. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, Accept: accept };
  // The session is the HttpOnly cookie the browser sends by itself; this names which one, for calls
  // that admit both a customer and a branch user (decision 017).
  if (options.audience !== 'public') headers['X-Portal-Audience'] = options.audience;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(path, {
      method: options.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, { responseCode: 'NETWORK_ERROR' }, NETWORK_ERROR_MESSAGE);
  }
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await response.json();
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function handleFailure(response: Response, body: Record<string, unknown>, options: RequestOptions): never {
  // Public calls (VerifyOTP, CheckLogin) answer 401 for a wrong code or password: that is not a lost session.
  if (response.status === 401 && options.audience !== 'public' && options.redirectOnUnauthorized !== false) {
    clearStorage();
    unauthorizedHandler(options.audience);
  }
  throw new ApiError(response.status, body, UNEXPECTED_ANSWER_MESSAGE);
}

/** Options of one call; a call open to customers and staff alike says whose session it acts for. */
export type CallOptions<Entry extends CallEntry> = Pick<
  RequestOptions,
  'signal' | 'headers' | 'redirectOnUnauthorized'
> &
  (Entry['audience'] extends 'customer-or-staff' ? { audience: Exclude<Audience, 'public'> } : { audience?: never });

/** A call's types: a contract entry's are its own; a route's (`callRoutes`) are its contract entry's. */
type EntryOf<Route extends CallRoute> = Route extends CallEntry ? Route : EntryNamed<Route['operationId']>;

/** A call whose answer is a file (its contract entry's response is a `FileAnswer`). */
type FileRoute = CallRoute & {
  operationId: { [Name in CallName]: EntryNamed<Name>['response'] extends FileAnswer ? Name : never }[CallName];
};

/** What making a call needs at run time. */
type RouteShape = Omit<CallRoute, 'operationId'>;

/** The call's path with its parameters filled in (a call with a body has none). */
function urlOf(entry: RouteShape, input: unknown): string {
  if (!entry.params) return entry.path;
  const params = input as Record<string, string | number>;
  return entry.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params[name])));
}

type AnyCallOptions = Pick<RequestOptions, 'signal' | 'headers' | 'redirectOnUnauthorized'> & {
  audience?: Exclude<Audience, 'public'>;
};

function requestOf(entry: RouteShape, input: unknown, options: AnyCallOptions = {}): RequestOptions {
  return {
    ...options,
    // CallOptions makes a call open to both kinds say whose session it acts for.
    audience: entry.audience === 'customer-or-staff' ? (options.audience ?? 'customer') : entry.audience,
    method: entry.method,
    body: entry.request ? input : undefined,
  };
}

/**
 * One call of the contract (packages/domain): its method, path and session from its route
 * (`callRoutes`), the body typed by its request schema and the answer by its response schema.
 */
export async function call<Route extends CallRoute>(
  entry: Route,
  input: CallInput<EntryOf<Route>>,
  ...[options]: Route['audience'] extends 'customer-or-staff'
    ? [CallOptions<EntryOf<Route>>]
    : [CallOptions<EntryOf<Route>>?]
): Promise<CallAnswer<EntryOf<Route>>> {
  const request = requestOf(entry, input, options);
  const response = await send(urlOf(entry, input), request, 'application/json');
  const body = await readJson(response);
  if (!response.ok) handleFailure(response, body, request);
  if (body.responseCode !== undefined && body.responseCode !== 'OK') {
    throw new ApiError(response.status, body, UNEXPECTED_ANSWER_MESSAGE);
  }
  // The server serialises every answer through this call's response schema (the contract's), so the
  // body is what the schema's output type says.
  return body as CallAnswer<EntryOf<Route>>;
}

/**
 * The query string of a call's `query` (its contract schema's input): '' without one, else `?a=1&b=2`
 * with the parameters given.
 */
function queryStringOf(query: Record<string, string | undefined> | undefined): string {
  const given = Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return given.length === 0 ? '' : `?${new URLSearchParams(given).toString()}`;
}

/**
 * The address of a call whose answer is a file, for the browser to fetch itself (a download it writes
 * to disk as it streams in): the session cookie goes with it, so no token goes in the URL.
 */
export function fileUrlOf<Route extends FileRoute>(
  entry: Route,
  input: CallInput<EntryOf<Route>>,
  query: CallQuery<EntryOf<Route>>,
): string {
  return `${urlOf(entry, input)}${queryStringOf(query as Record<string, string | undefined> | undefined)}`;
}

/**
 * A call whose answer is a file (a PDF, a photo), fetched with the session cookie, so no token goes in
 * a URL; `query` fills the call's query parameters (the PDF's language).
 */
export async function callForFile<Route extends FileRoute>(
  entry: Route,
  input: CallInput<EntryOf<Route>>,
  options: CallOptions<EntryOf<Route>> & { query?: CallQuery<EntryOf<Route>> },
): Promise<Blob> {
  const { query, ...rest } = options;
  const request = requestOf(entry, input, rest);
  const response = await send(
    `${urlOf(entry, input)}${queryStringOf(query as Record<string, string | undefined> | undefined)}`,
    request,
    // The file's type, or the error envelope's JSON: what the contract's entry says the call answers.
    '*/*',
  );
  if (!response.ok) handleFailure(response, await readJson(response), request);
  return response.blob();
}
