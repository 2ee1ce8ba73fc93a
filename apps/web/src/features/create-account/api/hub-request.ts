import type { SavedResponse } from '@portal/domain';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';

import { SAVE_ERROR_TOAST } from '@/lib/server-errors';
import { showInfoToast } from '@/lib/toasts';

/** Every read of one application shares this prefix, so a holder change can refresh them together. */
export function hubQueryKey(registrationId: number, part: string): QueryKey {
  return ['registration', registrationId, part];
}

/** The query part of the application's progress (what is left before Submit), read again after each save. */
export const PROGRESS_PART = 'progress';

/** The spec sends booleans as the text 'true' or 'false' (portal.md §3). */
export function toBooleanText(value: boolean): 'true' | 'false' {
  return value ? 'true' : 'false';
}

/** The fetcher of a read that names only the application: the hub's Get… calls. */
type RegistrationFetcher<Answer> = (registrationId: number, signal?: AbortSignal) => Promise<Answer>;

/** A read of one application; `enabled` is false while there is no application yet. */
export function useRegistrationQuery<Answer>(
  registrationId: number,
  part: string,
  fetcher: RegistrationFetcher<Answer>,
  enabled = true,
) {
  return useQuery({
    queryKey: hubQueryKey(registrationId, part),
    queryFn: ({ signal }) => fetcher(registrationId, signal),
    enabled,
  });
}

/**
 * A section's Save: the Information toast with the server's message on success (the Error toast is the
 * query client's), and the section's read marked stale so a later visit shows what was saved, and the
 * application's progress read again so the hub's "Still to do" list drops what was just saved. Each
 * save sends the version the form started from, then the one its own save left (decision 018), so a
 * save made elsewhere in between is refused rather than overwritten.
 */
export function useSectionSave<Request extends object>(
  registrationId: number,
  part: string,
  save: (request: Request & { Version: number }) => Promise<SavedResponse>,
  startedFrom: number,
) {
  const queryClient = useQueryClient();
  const version = useRef(startedFrom);
  return useMutation({
    mutationFn: (request: Request) => save({ ...request, Version: version.current }),
    meta: SAVE_ERROR_TOAST,
    onSuccess: (response) => {
      version.current = response.version;
      showInfoToast(response.responseMessage);
      for (const stale of [part, PROGRESS_PART]) {
        void queryClient.invalidateQueries({ queryKey: hubQueryKey(registrationId, stale) });
      }
    },
  });
}
