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
 * What making a call needs at run time: its method, path and session, not its schemas. A contract
 * entry is one; so is each of `signInRoutes`.
 */
export interface CallRoute<Name extends CallName = CallName> {
  readonly operationId: Name;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly audience: CallAudience;
  /** Present when the call takes a JSON body (the entry's schema; `true` in a route). */
  readonly request?: unknown;
  /** Present when the call takes path parameters. */
  readonly params?: unknown;
}

/**
 * The calls the web's entry and /login make, without their schemas: importing `contract` brings every
 * schema of the API and zod, about 40 KB gzipped on the sign-in page's budget (decisions 005 and 030).
 * The contract stays the one source: the domain's contract test checks each route against its entry.
 */
export const signInRoutes = {
  PortalConfig: { operationId: 'PortalConfig', method: 'GET', path: '/api/Portal/Config', audience: 'public' },
  GetOTP: { operationId: 'GetOTP', method: 'POST', path: '/api/OTP/GetOTP', audience: 'public', request: true },
  VerifyOTP: {
    operationId: 'VerifyOTP',
    method: 'POST',
    path: '/api/OTP/VerifyOTP',
    audience: 'public',
    request: true,
  },
  CheckCustomerExists: {
    operationId: 'CheckCustomerExists',
    method: 'POST',
    path: '/api/Registration/CheckCustomerExists',
    audience: 'customer',
    request: true,
  },
  SetLanguage: {
    operationId: 'SetLanguage',
    method: 'POST',
    path: '/api/Customer/SetLanguage',
    audience: 'customer',
    request: true,
  },
} as const satisfies { [Name in CallName]?: CallRoute<Name> };
