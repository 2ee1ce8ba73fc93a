import type { CustomerData, GetCustomerDataByCustomerIdRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { postRegistration } from './wizard-request';

/**
 * POST /api/Registration/GetCustomerDataByCustomerId: the bank's record of an existing customer
 * (account type 5), asked for when the customer fetches it. The step shows a refusal under the
 * Customer Id field, so no error toast.
 */
export const useCustomerDataByCustomerId = () =>
  useMutation({
    mutationFn: (request: GetCustomerDataByCustomerIdRequest) =>
      postRegistration<CustomerData>('GetCustomerDataByCustomerId', request),
    meta: { errorToast: false },
  });
