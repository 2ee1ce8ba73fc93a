import type { CallAudience, RouteOf } from './call.js';
import type { contract, referenceListContract } from './contract.js';

type ReferenceListContract = typeof referenceListContract;

/** Every entry of the contract, the reference lists' included. */
export type ContractEntry =
  (typeof contract)[keyof typeof contract] | ReferenceListContract[keyof ReferenceListContract]['GET' | 'POST'];

export type CallName = ContractEntry['operationId'];

/** The contract's entry of a call, by its name: its schemas' types for the caller. */
export type EntryNamed<Name extends CallName> = Extract<ContractEntry, { operationId: Name }>;

/**
 * What making a call needs at run time: its method, path and session, not its schemas. Each of
 * `callRoutes` (call-routes.ts) is one; so is a contract entry, which is its route with the schemas added.
 */
export interface CallRoute<Name extends CallName = CallName> {
  readonly operationId: Name;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly audience: CallAudience;
  /** Present when the call takes a JSON body (`true` in a route, the schema in its entry). */
  readonly request?: unknown;
  /** Present when the call takes path parameters (`true` in a route, the schema in its entry). */
  readonly params?: unknown;
}

/** What a call takes besides its query string: a JSON body, or path parameters. */
type RouteInput = Pick<RouteOf, 'request' | 'params'>;

export function route<
  const OperationId extends string,
  const Method extends 'GET' | 'POST',
  const Audience extends CallAudience,
  const Input extends RouteInput = object,
>(operationId: OperationId, method: Method, path: string, audience: Audience, input?: Input) {
  return { operationId, method, path, audience, ...(input as Input) };
}

export const BODY = { request: true } as const;
export const PARAMS = { params: true } as const;

/** A call on an application, POST /api/Registration/<operationId> with a JSON body (a customer's by default). */
export function registrationRoute<const OperationId extends string, const Audience extends CallAudience = 'customer'>(
  operationId: OperationId,
  audience: Audience = 'customer' as Audience,
) {
  return route(operationId, 'POST', `/api/Registration/${operationId}`, audience, BODY);
}
