import { callRoutes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { registrationKeys, type HolderKey } from '@/lib/registration-queries';

/**
 * POST /api/Registration/GetFirstAccountHolderDetails: every step as saved, to resume on any device
 * (a list, as the spec answers it, of the one holder asked for).
 */
export async function getFirstAccountHolderDetails(holder: HolderKey, signal?: AbortSignal) {
  const [details] = (
    await call(
      callRoutes.GetFirstAccountHolderDetails,
      { RegistrationId: holder.registrationId, RegistrationHolderId: holder.registrationHolderId },
      { signal },
    )
  ).data;
  if (!details) throw new Error("The account holder's details were not answered.");
  return details;
}

export const useFirstAccountHolderDetails = (holder: HolderKey) =>
  useQuery({
    queryKey: registrationKeys.holder(holder),
    queryFn: ({ signal }) => getFirstAccountHolderDetails(holder, signal),
  });
