/*
 * A hold on the browser's Back and Forward, for a screen with unsaved changes (decision 020). The portal
 * keeps React Router's declarative routes (docs/decisions/005: the data router, which has
 * `useBlocker`, would put /login over its budget), and a browser calls popstate listeners on window
 * in the order they were added, capture or not. So one listener is added here before the router
 * starts (main.tsx); it hands each popstate to the screen's hold, which may keep it from the router.
 */

export type PopStateHold = (event: PopStateEvent) => void;

let hold: PopStateHold | null = null;
let installed = false;

/** Adds the one listener; call it before the router is created. Later calls do nothing. */
export function installHistoryGuard(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('popstate', (event) => hold?.(event));
}

/** Puts `next` in charge of popstate (one screen at a time); the returned function takes it away. */
export function holdPopState(next: PopStateHold): () => void {
  hold = next;
  return () => {
    if (hold === next) hold = null;
  };
}
