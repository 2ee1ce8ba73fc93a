import type { ReferenceItem } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { getList, REFERENCE_STALE_TIME } from '../../../lib/reference-list';

export type EntityType = ReferenceItem<'EntityType'>;

export function getEntityTypes(signal?: AbortSignal): Promise<EntityType[]> {
  return getList<EntityType>('/api/EntityType/GetAll', signal);
}

export function useEntityTypes() {
  return useQuery({
    queryKey: ['reference', 'EntityType'],
    queryFn: ({ signal }) => getEntityTypes(signal),
    staleTime: REFERENCE_STALE_TIME,
  });
}
