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
