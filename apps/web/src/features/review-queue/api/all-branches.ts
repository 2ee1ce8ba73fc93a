import { callRoutes } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { REFERENCE_STALE_TIME } from '@/lib/reference-list';

/** Every branch of the bank, for an admin's choice of one (the same read, and cache, as Follow-up's). */
export function useAllBranches(enabled: boolean) {
  return useQuery({
    queryKey: ['reference', 'Branch'],
    queryFn: async ({ signal }) => (await call(callRoutes.GetAllBranch, undefined, { signal })).data,
    enabled,
    staleTime: REFERENCE_STALE_TIME,
  });
}
