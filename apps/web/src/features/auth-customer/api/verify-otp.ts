import { callRoutes, type VerifyOtpRequest, type VerifyOtpResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, call } from '@/lib/api-client';

/** Fields may be missing on a malformed answer; the caller checks the token before trusting it. */
export type VerifyOtpResult = Partial<VerifyOtpResponse> & { returnSuccess?: number; returnMessage?: string };

export function verifyOtp(request: VerifyOtpRequest): Promise<VerifyOtpResult> {
  return call(callRoutes.VerifyOTP, request);
}

/** A refused code answers 401 with the spec's returnMessage, which is what the customer should read. */
export function getVerifyOtpErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return typeof error.body.returnMessage === 'string' ? error.body.returnMessage : error.responseMessage;
}

/** The wrong codes the current code still allows, from a refused check's answer (0: ask for a new one). */
export function getTriesLeft(error: unknown): number | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const triesLeft = error.body.triesLeft;
  return typeof triesLeft === 'number' && triesLeft >= 0 ? triesLeft : undefined;
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp, meta: { errorToast: false } });
}
