import { callRoutes } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { showInfoToast } from '@/lib/toasts';
import { call } from '@/lib/api-client';
import { useRefreshHolders } from './refresh-holders';

export function deleteCustomerAccountHolder(registrationId: number, registrationHolderId: number) {
  return call(callRoutes.DeleteCustomerAccountHolder, {
    RegistrationId: registrationId,
    RegistrationHolderId: registrationHolderId,
  });
}

/** A refused deletion is shown by the query client's Error toast with the server's message. */
export function useDeleteCustomerAccountHolder(registrationId: number) {
  const refreshHolders = useRefreshHolders(registrationId);
  return useMutation({
    mutationFn: (registrationHolderId: number) => deleteCustomerAccountHolder(registrationId, registrationHolderId),
    onSuccess: async (response) => {
      showInfoToast(response.responseMessage);
      await refreshHolders();
    },
  });
}
