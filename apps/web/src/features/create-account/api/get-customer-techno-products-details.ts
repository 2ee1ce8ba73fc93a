import type { technoProductsResponseSchema } from '@portal/domain';
import { readRegistration, useRegistrationQuery, type ResponseOf } from './hub-request';

export const getCustomerTechnoProductsDetails = readRegistration<ResponseOf<typeof technoProductsResponseSchema>>(
  'GetCustomerTechnoProductsDetails',
);
export const useCustomerTechnoProductsDetails = (registrationId: number) =>
  useRegistrationQuery(registrationId, 'techno-products', getCustomerTechnoProductsDetails);
