import type { ReferenceItem } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { getList, REFERENCE_STALE_TIME } from '../../../lib/reference-list';

export type Location = ReferenceItem<'Location'>;

export function getLocations(signal?: AbortSignal): Promise<Location[]> {
  return getList<Location>('/api/Location/GetAll', signal);
}

export function useLocations() {
  return useQuery({
    queryKey: ['reference', 'Location'],
    queryFn: ({ signal }) => getLocations(signal),
    staleTime: REFERENCE_STALE_TIME,
  });
}
