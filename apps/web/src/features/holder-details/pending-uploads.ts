import { createContext, useContext, useState } from 'react';

/**
 * The files a step is still reading (decoding and shrinking a photo takes a moment on a cheap phone).
 * The step's Save waits for them, so a Save tapped straight after choosing a photo sends that photo
 * rather than the one the field held before.
 */
export interface PendingUploads {
  track(reading: Promise<unknown>): void;
  settled(): Promise<unknown>;
}

export const PendingUploadsContext = createContext<PendingUploads | null>(null);

export function usePendingUploads(): PendingUploads | null {
  return useContext(PendingUploadsContext);
}

/** One step's reads in progress. */
export function useTrackedUploads(): PendingUploads {
  const [uploads] = useState<PendingUploads>(() => {
    const pending = new Set<Promise<unknown>>();
    return {
      track(reading) {
        pending.add(reading);
        void reading.finally(() => pending.delete(reading));
      },
      settled: () => Promise.allSettled([...pending]),
    };
  });
  return uploads;
}
