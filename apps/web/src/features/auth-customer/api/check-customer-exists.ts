import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';

interface CheckCustomerExistsResponse {
  responseCode: 'OK';
  responseMessage: string;
  data: 0 | 1;
}

/** True when the signed-in mobile already has an application. */
export async function checkCustomerExists(mobileNo: string): Promise<boolean> {
  const response = await requestJson<CheckCustomerExistsResponse>('/api/Registration/CheckCustomerExists', {
    audience: 'customer',
    body: { MobileNo: mobileNo },
  });
  return response.data === 1;
}

export function useCheckCustomerExists() {
  return useMutation({ mutationFn: checkCustomerExists });
}
