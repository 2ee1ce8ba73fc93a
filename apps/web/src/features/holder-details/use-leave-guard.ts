import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { holdPopState } from '@/lib/history-guard';

/** The question before unsaved changes are left, for ConfirmationModal, in the chosen language. */
export function leaveStepQuestion(t: TFunction) {
  return {
    title: t('holderWizard.leaveTitle'),
    message: t('holderWizard.leaveMessage'),
    confirmLabel: t('holderWizard.leave'),
    cancelLabel: t('holderWizard.stay'),
  };
}

/** The index React Router's browser history keeps in each entry's state (null when there is none). */
function entryIndex(state: unknown): number | null {
  if (typeof state !== 'object' || state === null) return null;
  const idx = (state as { idx?: unknown }).idx;
  return typeof idx === 'number' ? idx : null;
}

/**
 * Asks before a step with unsaved changes is left (decision 020). The portal keeps React Router's
 * declarative routes (docs/decisions/005: the data router, and with it `useBlocker`, would put /login
 * over its budget), so the three ways out are held here:
 * - the wizard's own moves (Back, a step picked in the stepper) go through `attempt`;
 * - the browser's Back and Forward: the history move is seen before the router sees it
 *   (lib/history-guard.ts), undone, and made again only when the person answers Leave;
 * - reload and closing the tab: the browser's own "Leave site?" question (beforeunload).
 * While `dirty` is false nothing is held.
 */
export function useLeaveGuard(dirty: boolean) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  // The index of the entry the wizard shows, and the history moves that are the guard's own.
  const shownIndex = useRef<number | null>(null);
  const undoing = useRef(false);
  const leaving = useRef(false);
  const { key: locationKey } = useLocation();

  useEffect(() => {
    if (!dirty) return;
    shownIndex.current = entryIndex(window.history.state);

    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    }

    // Called before the router's own popstate listener on window (lib/history-guard.ts).
    function onPopState(event: PopStateEvent) {
      if (undoing.current) {
        // The entry the person was on is back: the router never learns of the round trip.
        undoing.current = false;
        event.stopImmediatePropagation();
        return;
      }
      if (leaving.current) {
        leaving.current = false;
        return;
      }
      const from = shownIndex.current;
      const to = entryIndex(event.state);
      if (from === null || to === null || from === to) return;
      event.stopImmediatePropagation();
      undoing.current = true;
      window.history.go(from - to);
      setPending(() => () => {
        leaving.current = true;
        window.history.go(to - from);
      });
    }

    window.addEventListener('beforeunload', onBeforeUnload);
    const release = holdPopState(onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      release();
    };
  }, [dirty, locationKey]);

  return {
    /** Runs `move` at once when nothing is unsaved, otherwise once the person answers Leave. */
    attempt(move: () => void) {
      if (dirty) setPending(() => move);
      else move();
    },
    /** Whether the question is open. */
    asking: pending !== null,
    /** Leave: the held move is made. */
    leave() {
      const move = pending;
      setPending(null);
      move?.();
    },
    /** Stay: nothing moves. */
    stay() {
      setPending(null);
    },
  };
}
