import { usesSecondFlow } from '@portal/domain';

/** The hub (Create New Account), where a holder's wizard starts and ends. */
export const HUB_PATH = '/CreateNewAccount';

/** What the hub hands to /FirstHolder and /OtherHolder in the route state (portal.md §2). */
export interface HolderRouteState {
  accountTypeId: number;
  registrationHoldersId: number;
  holderSrNo: number;
}

/** The route state if it is one (a bookmarked or typed URL has none). */
export function readHolderRouteState(state: unknown): HolderRouteState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { accountTypeId, registrationHoldersId, holderSrNo } = state as Record<string, unknown>;
  if (typeof accountTypeId !== 'number' || typeof registrationHoldersId !== 'number') return null;
  if (typeof holderSrNo !== 'number') return null;
  return { accountTypeId, registrationHoldersId, holderSrNo };
}

/** Where a holder's wizard lives: holder 1 of an existing customer's account (type 5) has the second flow. */
export function holderWizardPath(holderSrNo: number, accountTypeId: number): string {
  if (holderSrNo !== 1) return '/OtherHolder';
  return usesSecondFlow(accountTypeId) ? '/Registration' : '/FirstHolder';
}
