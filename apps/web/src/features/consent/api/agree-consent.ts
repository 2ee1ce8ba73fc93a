import { callRoutes, type Language } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { consentRequestKeys } from './get-consent-request';

export function agreeConsent(token: string, otp: string, language: Language) {
  return call(callRoutes.AgreeConsent, { Token: token, OTP: otp, Language: language });
}

/** The holder agrees with the code; the page reads the request again, which then says it is agreed. */
export function useAgreeConsent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ otp, language }: { otp: string; language: Language }) => agreeConsent(token, otp, language),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consentRequestKeys.link(token) }),
  });
}
