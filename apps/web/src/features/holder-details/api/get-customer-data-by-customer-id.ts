import { callRoutes, type GetCustomerDataByCustomerIdRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/**
 * POST /api/Registration/GetCustomerDataByCustomerId: the bank's record of an existing customer
 * (account type 5), asked for when the customer fetches it. The step shows a refusal under the
 * Customer Id field, so no error toast.
 */
export const useCustomerDataByCustomerId = () =>
  useMutation({
    mutationFn: (request: GetCustomerDataByCustomerIdRequest) =>
      call(callRoutes.GetCustomerDataByCustomerId, request, { audience: 'customer' }),
    meta: { errorToast: false },
  });
