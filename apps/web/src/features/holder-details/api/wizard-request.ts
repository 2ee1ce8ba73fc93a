import type { SavedResponse } from '@portal/domain';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { SAVE_ERROR_TOAST } from '@/lib/server-errors';
import { showInfoToast } from '@/lib/toasts';

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
export function useStepSave<Request extends object>(
  holder: HolderKey,
  save: (request: Request) => Promise<SavedResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    meta: SAVE_ERROR_TOAST,
    onSuccess: async (response) => {
      showInfoToast(response.responseMessage);
      await queryClient.invalidateQueries({ queryKey: ['registration', holder.registrationId] });
    },
  });
}

/**
 * A step's Reload after a save elsewhere refused its own (docs/decisions/018): the application's other
 * reads are marked stale, the holder's details are read again through their own query (`refetch`),
 * and once the wizard is given the data that read answered (`shown`), `generation` moves so the step
 * gets a new form with what is on record now. Waiting for `shown` matters: React Query hands the new
 * data to its components a tick after `refetch` answers, and a form made in between started from the
 * old record (a flaky test showed it).
 */
export function useStepReload(
  holder: HolderKey,
  refetch: () => Promise<{ data?: unknown }>,
  shown: unknown,
): { generation: number; reload: () => void } {
  const queryClient = useQueryClient();
  const [generation, setGeneration] = useState(0);
  const [awaited, setAwaited] = useState<{ data: unknown } | null>(null);
  if (awaited !== null && awaited.data === shown) {
    setAwaited(null);
    setGeneration((previous) => previous + 1);
  }
  function reload() {
    void queryClient.invalidateQueries({ queryKey: ['registration', holder.registrationId], refetchType: 'none' });
    void refetch().then((result) => setAwaited({ data: result.data }));
  }
  return { generation, reload };
}
