import type { accountHolderListResponseSchema } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { postRegistration } from './wizard-request';

type HolderList = ReturnType<(typeof accountHolderListResponseSchema)['parse']>;

/** POST /api/Registration/GetCustomerAccountHolderList: how many holders the application has. */
export const useCustomerAccountHolderList = (registrationId: number) =>
  useQuery({
    queryKey: ['registration', registrationId, 'holders'],
    queryFn: async ({ signal }) =>
      (await postRegistration<HolderList>('GetCustomerAccountHolderList', { RegistrationId: registrationId }, signal))
        .data,
  });
