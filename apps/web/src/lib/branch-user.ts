import { isBranchHost, usePortalConfig } from './portal-config';
import { getBranchUser, type BranchUser } from './storage';

export type { BranchUser };

/**
 * The branch user filling the application with the customer (portal.md §1, decision 012): only on the
 * branch host, and only while that user's staff session is kept beside the customer's.
 */
export function useBranchUser(): BranchUser | null {
  const { data: config } = usePortalConfig();
  return isBranchHost(config) ? getBranchUser() : null;
}
