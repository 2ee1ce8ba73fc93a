import type { FirstAccountHolderDetails } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { holderQueryKey, postRegistration, type HolderKey } from './wizard-request';

/** POST /api/Registration/GetFirstAccountHolderDetails: every step as saved, to resume on any device. */
export function getFirstAccountHolderDetails(holder: HolderKey, signal?: AbortSignal) {
  return postRegistration<FirstAccountHolderDetails>(
    'GetFirstAccountHolderDetails',
    { RegistrationId: holder.registrationId, RegistrationHolderId: holder.registrationHolderId },
    signal,
  );
}

export const useFirstAccountHolderDetails = (holder: HolderKey) =>
  useQuery({
    queryKey: holderQueryKey(holder),
    queryFn: ({ signal }) => getFirstAccountHolderDetails(holder, signal),
  });
