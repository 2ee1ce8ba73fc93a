import { callRoutes, referenceListRoutes, type ReferenceItem, type ReferenceListName } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/** Reference lists are public (DESIGN.md §6) and change rarely, so screens may cache them for the session. */
export const REFERENCE_STALE_TIME = 30 * 60_000;

/** GET /api/<List>/GetAll: one call shape serves every reference list (account types, states, …). */
export async function getReferenceList<List extends ReferenceListName>(
  list: List,
  signal?: AbortSignal,
): Promise<ReferenceItem<List>[]> {
  const response = await call(referenceListRoutes[list].GET, undefined, { signal });
  // TypeScript cannot find the contract entry of a name built from a type parameter; every list's
  // answer is its items (referenceListResponseSchema).
  return (response as { data: ReferenceItem<List>[] }).data;
}

export function useReferenceList<List extends ReferenceListName>(list: List) {
  return useQuery({
    queryKey: ['reference', list],
    queryFn: ({ signal }) => getReferenceList(list, signal),
    staleTime: REFERENCE_STALE_TIME,
  });
}

/** Every branch of the bank, for an admin's choice of one (Follow-up and To do share the read and its cache). */
export function useAllBranches(enabled: boolean) {
  return useQuery({
    queryKey: ['reference', 'Branch'],
    queryFn: async ({ signal }) => (await call(callRoutes.GetAllBranch, undefined, { signal })).data,
    enabled,
    staleTime: REFERENCE_STALE_TIME,
  });
}
