import { customerMayChange, type FirstHolderStep } from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ApplicationReview } from '@/components/review-notice';
import { HUB_PATH } from '@/lib/holder-route';
import type { HolderKey } from '@/lib/registration-queries';
import { useStepReload } from './use-step-reload';
import { clearStepDraft, stepDraftKey } from './step-draft';
import { leaveStepQuestion, useLeaveGuard } from './use-leave-guard';
import { useMovedFromFirstStep, useStepRoute } from './use-step-route';

/**
 * Where a returning holder resumes: the first step on the path not yet saved; when Completed, all of
 * them reached, from the first the branch returned (or the first).
 */
export function startingPoint<Step extends FirstHolderStep>(
  onPath: readonly Step[],
  details: { status: string; savedSteps: readonly string[] },
  review: ApplicationReview,
): { current: Step | 'personal' | 'declaration'; visited: ReadonlySet<Step | 'personal' | 'declaration'> } {
  const saved = new Set<string>(details.savedSteps);
  if (details.status === 'Completed') {
    const current = onPath.find((step) => customerMayChange(review, step)) ?? onPath[0] ?? 'personal';
    return { current, visited: new Set(onPath) };
  }
  const current = onPath.find((step) => !saved.has(step)) ?? 'declaration';
  return { current, visited: new Set([...onPath.filter((step) => saved.has(step)), current]) };
}

interface WizardStepsOptions<Step extends FirstHolderStep> {
  holder: HolderKey;
  /** The holder's details the wizard shows now. */
  details: unknown;
  /** Reads the holder's details again (Reload). */
  refetch: () => Promise<{ data?: unknown }>;
  steps: readonly Step[];
  /** Whether a step is on the holder's path now. */
  onPath: (step: Step) => boolean;
  /** Where the holder stopped, and the steps reached before. */
  start: { current: Step; visited: ReadonlySet<Step> };
  /** Where Back and Save & Next go from a step on the holder's path (null: back to the hub). */
  previous: (step: Step) => Step | null;
  next: (step: Step) => Step | null;
  /** A step's heading. */
  title: (step: Step) => string;
  /** The version of each step the wizard read, which the step's save sends back (decision 018). */
  versions: Readonly<Record<Step, number>>;
  /**
   * A step that cannot be changed (a submitted application's, but for the steps the branch returned):
   * read-only, Next moves on without saving.
   */
  readOnly: (step: Step) => boolean;
  /** Beside a step's heading: the branch's reason for returning it, or why it is read-only. */
  notice?: (step: Step) => ReactNode;
  /** False: Enter in a field does not submit the step (the other-holder wizard). */
  submitOnEnter?: boolean;
}

/**
 * What both holder wizards do between their steps (decision 020): the step in the URL, the steps reached,
 * Reload after a save elsewhere, the question before unsaved changes are left, the tab's draft and the
 * focus after a move, and the navigation every step gets (Back, Save & Next). Each wizard keeps only its
 * own path and context; the steps' forms are in components/step-registry.tsx.
 */
export function useWizardSteps<Step extends FirstHolderStep>(options: WizardStepsOptions<Step>) {
  const { holder, details, refetch, steps, onPath, start, previous, next, title, versions, readOnly } = options;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stepReload = useStepReload(holder, refetch, details);
  const [visited, setVisited] = useState<ReadonlySet<Step>>(start.visited);
  const route = useStepRoute({ steps, isOpen: (step) => onPath(step) && visited.has(step), resume: start.current });
  const current = route.current;
  const moved = useMovedFromFirstStep(current);
  const [dirty, setDirty] = useState(false);
  const guard = useLeaveGuard(dirty);

  function open(step: Step) {
    setVisited((previous) => new Set([...previous, step]));
    route.open(step);
  }

  return {
    /** The step the URL names, or null while the URL is replaced by `redirect`. */
    current,
    redirect: route.redirect,
    routeState: route.state,
    visited,
    /** Moves to a step (Save & Next: nothing unsaved is left behind). */
    open,
    /** A step picked in the stepper, asking first when the current one has unsaved changes. */
    select(step: Step) {
      if (step !== current) guard.attempt(() => open(step));
    },
    /** A new form for each step and each Reload. */
    stepKey: `${current}-${stepReload.generation}`,
    /** What every step of the wizard gets beyond its own values (StepProps). */
    stepProps(step: Step) {
      return {
        holder,
        title: title(step),
        version: versions[step],
        readOnly: readOnly(step),
        notice: options.notice?.(step),
        ...(options.submitOnEnter !== undefined && { submitOnEnter: options.submitOnEnter }),
        onBack: () =>
          guard.attempt(() => {
            const before = previous(step);
            if (before) open(before);
            else void navigate(HUB_PATH);
          }),
        onSaved: () => {
          const after = next(step);
          if (after) open(after);
          else void navigate(HUB_PATH);
        },
        onReload: stepReload.reload,
        draftKey: stepDraftKey(holder, step),
        onDirtyChange: setDirty,
        focusHeading: moved,
      };
    },
    /** The question before unsaved changes are left, for ConfirmationModal. */
    leaveQuestion: {
      ...leaveStepQuestion(t),
      opened: guard.asking,
      onCancel: guard.stay,
      onConfirm: () => {
        // Leave: what was typed on the step is let go, here and in this tab's draft.
        if (current !== null) clearStepDraft(stepDraftKey(holder, current));
        guard.leave();
      },
    },
  };
}
