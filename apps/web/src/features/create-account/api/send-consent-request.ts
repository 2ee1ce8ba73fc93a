import { callRoutes } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { registrationKeys } from '@/lib/registration-queries';
import { showInfoToast } from '@/lib/toasts';

export function sendConsentRequest(registrationId: number, holderNo: number) {
  return call(callRoutes.SendConsentRequest, { RegistrationId: registrationId, HolderNo: holderNo });
}

/**
 * The owner sends one holder the SMS link: the Information toast says so and the holders' agreement is
 * read again (now waiting for that holder); a refusal is the server's message in the Error toast.
 */
export function useSendConsentRequest(registrationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holderNo: number) => sendConsentRequest(registrationId, holderNo),
    onSuccess: async (answer) => {
      showInfoToast(answer.responseMessage);
      await queryClient.invalidateQueries({ queryKey: registrationKeys.part(registrationId, 'consent') });
    },
  });
}
