import { callRoutes, type Branch } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { REFERENCE_STALE_TIME } from '@/lib/reference-list';

export async function getBranches(locationId: string, signal?: AbortSignal): Promise<Branch[]> {
  return (await call(callRoutes.GetBranchesOfLocation, { LocationId: locationId }, { signal })).data;
}

/** The branches of one location; nothing is fetched until a location is chosen. */
export function useBranches(locationId: string) {
  return useQuery({
    queryKey: ['reference', 'Branch', locationId],
    queryFn: ({ signal }) => getBranches(locationId, signal),
    enabled: locationId !== '',
    staleTime: REFERENCE_STALE_TIME,
  });
}
