import { contract } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useRegistrationQuery } from './hub-request';

export async function getCustomerAccountHolderList(registrationId: number, signal?: AbortSignal) {
  return (await call(contract.GetCustomerAccountHolderList, { RegistrationId: registrationId }, { signal })).data;
}

export const useCustomerAccountHolderList = (registrationId: number) =>
  useRegistrationQuery(registrationId, 'holders', getCustomerAccountHolderList);
