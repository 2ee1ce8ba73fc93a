import type { technoProductsResponseSchema } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { postRegistration } from './wizard-request';

type TechnoProducts = ReturnType<(typeof technoProductsResponseSchema)['parse']>;

/** POST /api/Registration/GetCustomerTechnoProductsDetails: the switches as saved (all false until then). */
export const useCustomerTechnoProductsDetails = (registrationId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['registration', registrationId, 'techno-products'],
    queryFn: ({ signal }) =>
      postRegistration<TechnoProducts>('GetCustomerTechnoProductsDetails', { RegistrationId: registrationId }, signal),
    enabled,
  });
