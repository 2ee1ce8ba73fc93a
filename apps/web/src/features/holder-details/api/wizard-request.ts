import type { SavedResponse } from '@portal/domain';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { requestJson } from '../../../lib/api-client';
import { SAVE_ERROR_TOAST } from '../../../lib/server-errors';
import { showInfoToast } from '../../../lib/toasts';

/** The wizard's calls are all POST /api/Registration/<name> with the customer's token. */
export function postRegistration<Answer>(name: string, body: object, signal?: AbortSignal): Promise<Answer> {
  return requestJson<Answer>(`/api/Registration/${name}`, { audience: 'customer', body, signal });
}

/** What one holder's wizard works on: the application and the holder. */
export interface HolderKey {
  registrationId: number;
  registrationHolderId: number;
}

export function holderQueryKey({ registrationId, registrationHolderId }: HolderKey): QueryKey {
  return ['registration', registrationId, 'holder', registrationHolderId];
}

/**
 * A step's save: the Information toast with the server's message on success (the Error toast is the
 * query client's), and the holder's saved details read again before the caller moves on, so a step
 * opened later starts from what the server has (new proof rows get their POIId).
 */
export function useStepSave<Request extends object>(holder: HolderKey, name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Request) => postRegistration<SavedResponse>(name, request),
    meta: SAVE_ERROR_TOAST,
    onSuccess: async (response) => {
      showInfoToast(response.responseMessage);
      await queryClient.invalidateQueries({ queryKey: ['registration', holder.registrationId] });
    },
  });
}

/**
 * A step's Reload after a save elsewhere refused its own (docs/decisions/018): the application's other
 * reads are marked stale, the holder's details are read again through their own query (`refetch`,
 * which answers once the wizard's data is the new one), then `generation` moves so the wizard gives
 * the step a new form with what is on record now.
 */
export function useStepReload(holder: HolderKey, refetch: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  const [generation, setGeneration] = useState(0);
  function reload() {
    void queryClient.invalidateQueries({ queryKey: ['registration', holder.registrationId], refetchType: 'none' });
    void refetch().then(() => setGeneration((previous) => previous + 1));
  }
  return { generation, reload };
}
