import { callRoutes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { registrationKeys, type HolderKey } from '@/lib/registration-queries';

/** POST /api/Registration/GetOtherHolderDetails: another holder's steps as saved (an array of the one holder). */
export const useOtherHolderDetails = (holder: HolderKey) =>
  useQuery({
    queryKey: registrationKeys.holder(holder),
    queryFn: async ({ signal }) =>
      (
        await call(
          callRoutes.GetOtherHolderDetails,
          { RegistrationId: holder.registrationId, RegistrationHolderId: holder.registrationHolderId },
          { signal },
        )
      ).data[0] ?? null,
  });
