import { callRoutes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { registrationKeys } from '@/lib/registration-queries';

export async function getAllCustomerAccountList(mobileNo: string, signal?: AbortSignal) {
  const response = await call(callRoutes.GetAllCustomerAccountList, { MobileNo: mobileNo }, { signal });
  return response.data;
}

export function useCustomerAccountList(mobileNo: string) {
  return useQuery({
    queryKey: registrationKeys.list(mobileNo),
    queryFn: ({ signal }) => getAllCustomerAccountList(mobileNo, signal),
  });
}
