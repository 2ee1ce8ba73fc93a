import { contract } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { holderQueryKey, type HolderKey } from './wizard-request';

/** POST /api/Registration/GetOtherHolderDetails: another holder's steps as saved (an array of the one holder). */
export const useOtherHolderDetails = (holder: HolderKey) =>
  useQuery({
    queryKey: holderQueryKey(holder),
    queryFn: async ({ signal }) =>
      (
        await call(
          contract.GetOtherHolderDetails,
          { RegistrationId: holder.registrationId, RegistrationHolderId: holder.registrationHolderId },
          { signal },
        )
      ).data[0] ?? null,
  });
