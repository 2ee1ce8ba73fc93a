import { useLocation } from 'react-router';
import { readHolderRouteState } from '@/lib/holder-route';
import { getRegistrationId, getStoredValue } from '@/lib/storage';
import type { HolderKey } from '@/lib/registration-queries';

/** The holder the hub opened (route state), else the one kept in local storage across a reload. */
export function useHolderKey(): HolderKey | null {
  const routeState = readHolderRouteState(useLocation().state);
  const registrationId = getRegistrationId();
  const storedHolderId = Number(getStoredValue('registrationHoldersId'));
  const registrationHolderId =
    routeState?.registrationHoldersId ??
    (Number.isInteger(storedHolderId) && storedHolderId > 0 ? storedHolderId : null);
  return registrationId !== null && registrationHolderId !== null ? { registrationId, registrationHolderId } : null;
}
