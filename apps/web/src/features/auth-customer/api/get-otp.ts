import type { GetOtpRequest, MessageResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';

export function getOtp(request: GetOtpRequest): Promise<MessageResponse> {
  return requestJson<MessageResponse>('/api/OTP/GetOTP', { audience: 'public', body: request });
}

export function useGetOtp() {
  return useMutation({ mutationFn: getOtp });
}
