import { useQueryClient } from '@tanstack/react-query';
import { hubQueryKey, PROGRESS_PART } from './hub-request';

/**
 * After a holder is added or deleted: the list, the Number of Holders, the account-operations
 * choice (the server clears one the remaining holders no longer allow) and what is left before Submit
 * are read again. The other sections are left alone so nothing typed into them is replaced.
 */
export function useRefreshHolders(registrationId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      ['holders', 'details', 'account-operations', PROGRESS_PART].map((part) =>
        queryClient.invalidateQueries({ queryKey: hubQueryKey(registrationId, part) }),
      ),
    );
}
