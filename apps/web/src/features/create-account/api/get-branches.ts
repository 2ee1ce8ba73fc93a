import type { Branch } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { getList, REFERENCE_STALE_TIME } from '../../../lib/reference-list';

export function getBranches(locationId: string, signal?: AbortSignal): Promise<Branch[]> {
  return getList<Branch>(`/api/Branch/${encodeURIComponent(locationId)}`, signal);
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
