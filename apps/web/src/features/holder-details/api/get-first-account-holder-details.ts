import { contract } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { registrationKeys, type HolderKey } from '@/lib/registration-queries';

/** POST /api/Registration/GetFirstAccountHolderDetails: every step as saved, to resume on any device. */
export function getFirstAccountHolderDetails(holder: HolderKey, signal?: AbortSignal) {
  return call(
    contract.GetFirstAccountHolderDetails,
    { RegistrationId: holder.registrationId, RegistrationHolderId: holder.registrationHolderId },
    { signal },
  );
}

export const useFirstAccountHolderDetails = (holder: HolderKey) =>
  useQuery({
    queryKey: registrationKeys.holder(holder),
    queryFn: ({ signal }) => getFirstAccountHolderDetails(holder, signal),
  });
