import { useDeferredValue, type ReactNode } from 'react';

/**
 * Its children render and commit in a render of their own just after the one that mounted it (a
 * deferred update, which React renders in slices that let the browser in): a long form's first
 * screenful is committed in one task and the rest after it, rather than the whole form in one task
 * that holds a slow phone's main thread (decision 039). Place it below what the reader sees first, so
 * nothing above it moves.
 */
export function AfterFirstRender({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : null;
}
