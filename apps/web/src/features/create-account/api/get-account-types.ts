import type { ReferenceItem } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { getList, REFERENCE_STALE_TIME } from '../../../lib/reference-list';

export type AccountType = ReferenceItem<'AccountType'>;

export function getAccountTypes(signal?: AbortSignal): Promise<AccountType[]> {
  return getList<AccountType>('/api/AccountType/GetAll', signal);
}

export function useAccountTypes() {
  return useQuery({
    queryKey: ['reference', 'AccountType'],
    queryFn: ({ signal }) => getAccountTypes(signal),
    staleTime: REFERENCE_STALE_TIME,
  });
}
