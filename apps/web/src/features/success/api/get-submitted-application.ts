import { callRoutes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { registrationKeys } from '@/lib/registration-queries';

/**
 * POST /api/Registration/GetSubmittedApplication: the customer's own Completed application, read from
 * the server each time the page opens (a reload keeps the reference number). The page says itself
 * what a refusal means, so there is no Error toast.
 */
export function useSubmittedApplication(registrationId: number | null) {
  return useQuery({
    queryKey: registrationKeys.submitted(registrationId ?? 0),
    // Only enabled with an application: the 0 is never sent.
    queryFn: ({ signal }) =>
      call(callRoutes.GetSubmittedApplication, { RegistrationId: registrationId ?? 0 }, { signal }),
    enabled: registrationId !== null,
    meta: { errorToast: false },
  });
}
