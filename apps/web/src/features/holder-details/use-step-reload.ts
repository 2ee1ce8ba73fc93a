import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { registrationKeys, type HolderKey } from '@/lib/registration-queries';

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
    void queryClient.invalidateQueries({ queryKey: registrationKeys.all(holder.registrationId), refetchType: 'none' });
    void refetch().then((result) => setAwaited({ data: result.data }));
  }
  return { generation, reload };
}
