import type { accountOperationsResponseSchema } from '@portal/domain';
import { readRegistration, useRegistrationQuery, type ResponseOf } from './hub-request';

export const getCustomerAccountOperationsDetails = readRegistration<ResponseOf<typeof accountOperationsResponseSchema>>(
  'GetCustomerAccountOperationsDetails',
);
export const useCustomerAccountOperationsDetails = (registrationId: number) =>
  useRegistrationQuery(registrationId, 'account-operations', getCustomerAccountOperationsDetails);
