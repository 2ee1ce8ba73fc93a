import { contract } from '@portal/domain';
import { call } from '@/lib/api-client';
import { useRegistrationQuery } from './hub-request';

export const getCustomerTechnoProductsDetails = (registrationId: number, signal?: AbortSignal) =>
  call(contract.GetCustomerTechnoProductsDetails, { RegistrationId: registrationId }, { signal });
export const useCustomerTechnoProductsDetails = (registrationId: number) =>
  useRegistrationQuery(registrationId, 'techno-products', getCustomerTechnoProductsDetails);
