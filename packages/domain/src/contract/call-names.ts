/**
 * The names of the contract's calls and the shape a call's route has. Types only, taken from the
 * contract: routes.ts builds the routes the contract is made of, so it must not import the contract.
 */
import type { CallAudience } from './call.js';
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
