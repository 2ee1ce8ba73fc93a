import type { SubmittedApplication } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';

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
    queryFn: ({ signal }) =>
      requestJson<SubmittedApplication>('/api/Registration/GetSubmittedApplication', {
        audience: 'customer',
        body: { RegistrationId: registrationId },
        signal,
      }),
    enabled: registrationId !== null,
    meta: { errorToast: false },
  });
}
