import type { ReferenceItem, ReferenceListName } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { requestJson } from './api-client';

interface ListResponse<Item> {
  responseCode: 'OK';
  responseMessage: string;
  data: Item[];
}

/** Reference lists are public (DESIGN.md §6) and change rarely, so screens may cache them for the session. */
export const REFERENCE_STALE_TIME = 30 * 60_000;

export async function getList<Item>(path: string, signal?: AbortSignal): Promise<Item[]> {
  const response = await requestJson<ListResponse<Item>>(path, { audience: 'public', method: 'GET', signal });
  return response.data;
}

/** GET /api/<List>/GetAll: one call shape serves every reference list (account types, states, …). */
export function getReferenceList<List extends ReferenceListName>(
  list: List,
  signal?: AbortSignal,
): Promise<ReferenceItem<List>[]> {
  return getList<ReferenceItem<List>>(`/api/${list}/GetAll`, signal);
}

export function useReferenceList<List extends ReferenceListName>(list: List) {
  return useQuery({
    queryKey: ['reference', list],
    queryFn: ({ signal }) => getReferenceList(list, signal),
    staleTime: REFERENCE_STALE_TIME,
  });
}
