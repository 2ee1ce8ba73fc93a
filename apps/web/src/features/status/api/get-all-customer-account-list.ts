import type { ApplicationListItem } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';

interface CustomerAccountListResponse {
  responseCode: 'OK';
  responseMessage: string;
  data: ApplicationListItem[];
}

export function customerAccountListQueryKey(mobileNo: string) {
  return ['customer-account-list', mobileNo] as const;
}

export async function getAllCustomerAccountList(mobileNo: string, signal?: AbortSignal) {
  const response = await requestJson<CustomerAccountListResponse>('/api/Registration/GetAllCustomerAccountList', {
    audience: 'customer',
    body: { MobileNo: mobileNo },
    signal,
  });
  return response.data;
}

export function useCustomerAccountList(mobileNo: string) {
  return useQuery({
    queryKey: customerAccountListQueryKey(mobileNo),
    queryFn: ({ signal }) => getAllCustomerAccountList(mobileNo, signal),
  });
}
