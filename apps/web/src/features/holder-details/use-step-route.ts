import { STEP_SLUGS, stepFromSlug, type FirstHolderStep } from '@portal/domain';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/**
 * A wizard's step in its URL (decision 020): /FirstHolder/family, /Registration/additional,
 * /OtherHolder/form-60. Each move is a history entry, so the browser's Back returns to the step before
 * and a reload stays on the step. A bare /FirstHolder, an unknown step, or one the holder has not
 * reached (or that is not on its path) goes to `resume`, where the customer stopped. The hub's route
 * state (which holder) travels with every move.
 */
export function useStepRoute<Step extends FirstHolderStep>(options: {
  steps: readonly Step[];
  /** Whether the step may be shown now: on the holder's path and reached. */
  isOpen: (step: Step) => boolean;
  resume: Step;
}) {
  const { steps, isOpen, resume } = options;
  const { step: segment } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const base = `/${location.pathname.split('/')[1] ?? ''}`;
  const urlOf = (step: Step) => `${base}/${STEP_SLUGS[step]}`;
  const requested = stepFromSlug(segment);
  const current =
    requested !== null && (steps as readonly FirstHolderStep[]).includes(requested) && isOpen(requested as Step)
      ? (requested as Step)
      : null;
  return {
    /** The step the URL names, or null while it is sent to `redirect`. */
    current,
    /** Where the URL is replaced to when it names no step that may be shown. */
    redirect: current === null ? urlOf(resume) : null,
    /** The route state to keep (the holder the hub opened). */
    state: location.state as unknown,
    /** A new history entry for `step`. */
    open(step: Step) {
      void navigate(urlOf(step), { state: location.state });
    },
  };
}

/**
 * True once the wizard has moved from the step it first showed (a redirect to it is not a move): a
 * step reached by Save & Next, Back or the stepper then takes the focus; the first one leaves it with
 * the page (decision 020).
 */
export function useMovedFromFirstStep(current: string | null): boolean {
  const [first, setFirst] = useState<string | null>(current);
  const [moved, setMoved] = useState(false);
  if (current !== null && first === null) setFirst(current);
  else if (current !== null && first !== null && current !== first && !moved) setMoved(true);
  return moved;
}
