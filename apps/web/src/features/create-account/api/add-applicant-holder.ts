import { callRoutes } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { showInfoToast } from '@/lib/toasts';
import { call } from '@/lib/api-client';
import { useRefreshHolders } from './refresh-holders';

export function addApplicantHolder(registrationId: number) {
  return call(callRoutes.AddApplicantHolder, { RegistrationId: registrationId });
}

/** A refusal (the maximum reached, type 5) is the server's message in the Error toast. */
export function useAddApplicantHolder(registrationId: number) {
  const refreshHolders = useRefreshHolders(registrationId);
  return useMutation({
    mutationFn: () => addApplicantHolder(registrationId),
    onSuccess: async (response) => {
      showInfoToast(response.responseMessage);
      await refreshHolders();
    },
  });
}
