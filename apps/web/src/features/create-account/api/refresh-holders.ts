import { useQueryClient } from '@tanstack/react-query';
import { registrationKeys, type ApplicationPart } from '@/lib/registration-queries';

/**
 * What a holder added or deleted changes: the list, the Number of Holders, the operations, the progress
 * and whose agreement is asked.
 */
const CHANGED_BY_HOLDERS: readonly ApplicationPart[] = [
  'holders',
  'details',
  'account-operations',
  'progress',
  'consent',
];

/**
 * After a holder is added or deleted: the list, the Number of Holders, the account-operations
 * choice (the server clears one the remaining holders no longer allow) and what is left before Submit
 * are read again. The other sections are left alone so nothing typed into them is replaced.
 */
export function useRefreshHolders(registrationId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      CHANGED_BY_HOLDERS.map((part) =>
        queryClient.invalidateQueries({ queryKey: registrationKeys.part(registrationId, part) }),
      ),
    );
}
