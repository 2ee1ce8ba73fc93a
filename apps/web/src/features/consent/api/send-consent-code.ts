import { callRoutes } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function sendConsentCode(token: string) {
  return call(callRoutes.SendConsentCode, { Token: token });
}

/** The page shows a refusal (too many codes, the link gone) beside the button, not as a toast. */
export function useSendConsentCode(token: string) {
  return useMutation({ mutationFn: () => sendConsentCode(token), meta: { errorToast: false } });
}
