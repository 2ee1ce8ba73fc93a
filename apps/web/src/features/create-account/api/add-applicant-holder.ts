import type { addApplicantHolderResponseSchema } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { showInfoToast } from '../../../lib/toasts';
import { postRegistration, type ResponseOf } from './hub-request';
import { useRefreshHolders } from './refresh-holders';

export function addApplicantHolder(registrationId: number) {
  return postRegistration<ResponseOf<typeof addApplicantHolderResponseSchema>>('AddApplicantHolder', {
    RegistrationId: registrationId,
  });
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
