import { contract } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST /api/Registration/GetCustomerTechnoProductsDetails: the switches as saved (all false until then). */
export const useCustomerTechnoProductsDetails = (registrationId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['registration', registrationId, 'techno-products'],
    queryFn: ({ signal }) =>
      call(contract.GetCustomerTechnoProductsDetails, { RegistrationId: registrationId }, { signal }),
    enabled,
  });
