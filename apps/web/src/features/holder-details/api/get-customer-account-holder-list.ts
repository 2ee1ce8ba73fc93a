import { contract } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST /api/Registration/GetCustomerAccountHolderList: how many holders the application has. */
export const useCustomerAccountHolderList = (registrationId: number) =>
  useQuery({
    queryKey: ['registration', registrationId, 'holders'],
    queryFn: async ({ signal }) =>
      (await call(contract.GetCustomerAccountHolderList, { RegistrationId: registrationId }, { signal })).data,
  });
