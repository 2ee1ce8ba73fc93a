import { contract } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function submittedApplicationQueryKey(registrationId: number) {
  return ['submitted-application', registrationId] as const;
}

/**
 * POST /api/Registration/GetSubmittedApplication: the customer's own Completed application, read from
 * the server each time the page opens (a reload keeps the reference number). The page says itself
 * what a refusal means, so there is no Error toast.
 */
export function useSubmittedApplication(registrationId: number | null) {
  return useQuery({
    queryKey: submittedApplicationQueryKey(registrationId ?? 0),
    // Only enabled with an application: the 0 is never sent.
    queryFn: ({ signal }) =>
      call(contract.GetSubmittedApplication, { RegistrationId: registrationId ?? 0 }, { signal }),
    enabled: registrationId !== null,
    meta: { errorToast: false },
  });
}
