import { usesSecondFlow } from '@portal/domain';
import { useNavigate } from 'react-router';
import { saveRegistrationHoldersId } from './storage';

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

/** Opens a holder's wizard, as the hub's Edit does: the holder is remembered and named in the route state. */
export function useOpenHolder(accountTypeId: number) {
  const navigate = useNavigate();
  return (holder: { registrationHoldersId: number; holderSrNo: number }) => {
    saveRegistrationHoldersId(holder.registrationHoldersId);
    const { registrationHoldersId, holderSrNo } = holder;
    const state: HolderRouteState = { accountTypeId, registrationHoldersId, holderSrNo };
    void navigate(holderWizardPath(holder.holderSrNo, accountTypeId), { state });
  };
}
