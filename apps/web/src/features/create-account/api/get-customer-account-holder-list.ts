import type { accountHolderListResponseSchema } from '@portal/domain';
import { readRegistration, useRegistrationQuery, type ResponseOf } from './hub-request';

const readHolderList =
  readRegistration<ResponseOf<typeof accountHolderListResponseSchema>>('GetCustomerAccountHolderList');

export async function getCustomerAccountHolderList(registrationId: number, signal?: AbortSignal) {
  return (await readHolderList(registrationId, signal)).data;
}

export const useCustomerAccountHolderList = (registrationId: number) =>
  useRegistrationQuery(registrationId, 'holders', getCustomerAccountHolderList);
