import { useMutation } from '@tanstack/react-query';
import { callRoutes } from '@portal/domain';
import { call } from '@/lib/api-client';

/** True when the signed-in mobile already has an application. */
export async function checkCustomerExists(mobileNo: string): Promise<boolean> {
  const response = await call(callRoutes.CheckCustomerExists, { MobileNo: mobileNo });
  return response.data === 1;
}

export function useCheckCustomerExists() {
  return useMutation({ mutationFn: checkCustomerExists });
}
