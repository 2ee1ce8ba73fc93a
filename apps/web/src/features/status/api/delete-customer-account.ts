import { callRoutes, type ApplicationListItem, type MessageResponse } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { registrationKeys } from '@/lib/registration-queries';
import { showInfoToast } from '@/lib/toasts';

export function deleteCustomerAccount(registrationId: number): Promise<MessageResponse> {
  return call(callRoutes.DeleteCustomerAccount, { RegistrationId: registrationId });
}

/** portal.md §4: the row leaves the list at once; a refused delete puts it back (the error toast is global). */
export function useDeleteCustomerAccount(mobileNo: string) {
  const queryClient = useQueryClient();
  const queryKey = registrationKeys.list(mobileNo);
  return useMutation({
    mutationFn: deleteCustomerAccount,
    onMutate: async (registrationId) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ApplicationListItem[]>(queryKey);
      queryClient.setQueryData<ApplicationListItem[]>(queryKey, (rows) =>
        rows?.filter((row) => row.id !== registrationId),
      );
      return { previous };
    },
    onError: (_error, _registrationId, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (response) => showInfoToast(response.responseMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
