import { contract } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useRegistrationQuery } from './hub-request';

export const getCustomerAccountOperationsDetails = (registrationId: number, signal?: AbortSignal) =>
  call(contract.GetCustomerAccountOperationsDetails, { RegistrationId: registrationId }, { signal });
export const useCustomerAccountOperationsDetails = (registrationId: number) =>
  useRegistrationQuery(registrationId, 'account-operations', getCustomerAccountOperationsDetails);
