import { contract } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function customerAccountListQueryKey(mobileNo: string) {
  return ['customer-account-list', mobileNo] as const;
}

export async function getAllCustomerAccountList(mobileNo: string, signal?: AbortSignal) {
  const response = await call(contract.GetAllCustomerAccountList, { MobileNo: mobileNo }, { signal });
  return response.data;
}

export function useCustomerAccountList(mobileNo: string) {
  return useQuery({
    queryKey: customerAccountListQueryKey(mobileNo),
    queryFn: ({ signal }) => getAllCustomerAccountList(mobileNo, signal),
  });
}
