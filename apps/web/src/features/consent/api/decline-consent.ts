import { callRoutes } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { consentRequestKeys } from './get-consent-request';

export function declineConsent(token: string, reason: string) {
  return call(callRoutes.DeclineConsent, { Token: token, Reason: reason });
}

/** The holder asks for changes with a reason; the page reads the request again, which then says so. */
export function useDeclineConsent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => declineConsent(token, reason),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consentRequestKeys.link(token) }),
  });
}
