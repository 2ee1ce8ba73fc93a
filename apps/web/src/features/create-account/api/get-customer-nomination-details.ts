import { contract } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useRegistrationQuery } from './hub-request';

export const getCustomerNominationDetails = (registrationId: number, signal?: AbortSignal) =>
  call(contract.GetCustomerNominationDetails, { RegistrationId: registrationId }, { signal });
export const useCustomerNominationDetails = (registrationId: number) =>
  useRegistrationQuery(registrationId, 'nomination', getCustomerNominationDetails);
