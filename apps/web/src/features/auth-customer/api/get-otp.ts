import { callRoutes, type GetOtpRequest, type GetOtpResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, call } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

export function getOtp(request: GetOtpRequest): Promise<GetOtpResponse> {
  // The code's SMS is in the language of this screen while the customer has none saved.
  return call(callRoutes.GetOTP, { ...request, Language: currentLanguage() });
}

/** The first Get OTP reports a refusal in a toast; the OTP dialog's Resend shows it in the dialog. */
export function useGetOtp({ errorToast = true }: { errorToast?: boolean } = {}) {
  return useMutation({ mutationFn: getOtp, meta: { errorToast } });
}

/** A 429's wait (rateLimitedResponseSchema's retryAfterSeconds), when the server said it. */
export function getRetryAfterSeconds(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const seconds = error.body.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}
