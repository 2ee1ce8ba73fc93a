import { callRoutes, type DeleteCustomerPoiRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { showInfoToast } from '@/lib/toasts';
import { call } from '@/lib/api-client';

/** POST /api/Registration/DeleteCustomerPOI: a saved proof row, after the confirmation. */
export const useDeleteCustomerPoi = () =>
  useMutation({
    mutationFn: (request: DeleteCustomerPoiRequest) => call(callRoutes.DeleteCustomerPOI, request),
    onSuccess: (response) => showInfoToast(response.responseMessage),
  });
