import type { DeleteCustomerPoiRequest, MessageResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { showInfoToast } from '../../../lib/toasts';
import { postRegistration } from './wizard-request';

/** POST /api/Registration/DeleteCustomerPOI: a saved proof row, after the confirmation. */
export const useDeleteCustomerPoi = () =>
  useMutation({
    mutationFn: (request: DeleteCustomerPoiRequest) => postRegistration<MessageResponse>('DeleteCustomerPOI', request),
    onSuccess: (response) => showInfoToast(response.responseMessage),
  });
