import { callRoutes, type FollowUpListResponse } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

const followUpKey = (branchCode: string) => ['follow-up', branchCode] as const;

/** GetFollowUpList: the drafts of a branch ('' every branch, for an admin), the longest idle first. */
export function useFollowUpList(branchCode: string) {
  return useQuery({
    queryKey: followUpKey(branchCode),
    queryFn: ({ signal }) => call(callRoutes.GetFollowUpList, { BranchCode: branchCode }, { signal }),
  });
}

/**
 * SendReminder: the row shows the reminder at once (so its button cannot send a second), then the list
 * is read again, after a refusal too (a 409 means someone else reminded the customer meanwhile). The
 * page shows a refusal's message itself, so it stays until read rather than fading as a toast.
 */
export function useSendReminder(branchCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationId: number) => call(callRoutes.SendReminder, { RegistrationId: registrationId }),
    meta: { errorToast: false },
    onSuccess: (answer) =>
      queryClient.setQueryData<FollowUpListResponse>(followUpKey(branchCode), (list) =>
        list === undefined
          ? list
          : {
              ...list,
              data: list.data.map((row) =>
                row.id === answer.registrationId
                  ? { ...row, lastReminderAt: answer.sentAt, reminderAllowed: false }
                  : row,
              ),
            },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: followUpKey(branchCode) }),
  });
}
