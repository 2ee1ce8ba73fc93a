import { Button, Title } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useFormState, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormShell, type FormSave, type FormShellContent } from '@/components/form-shell';
import type { HolderKey } from '@/lib/registration-queries';
import { PendingUploadsContext, useTrackedUploads } from '../pending-uploads';
import { clearStepDraft, readStepDraft, writeStepDraft } from '../step-draft';

/** What the wizard hands every step. */
export interface StepNavigation {
  /** A submitted application's step not returned by the branch: every control is disabled and nothing is saved. */
  readOnly: boolean;
  /** Under the heading: the branch's reason for returning the step, or why it is read-only. */
  notice?: ReactNode;
  /** Back: the previous step on the holder's path, or the hub from the first step. */
  onBack: () => void;
  /** After a successful save (or, read-only, at once): the next step on the path. */
  onSaved: () => void;
  /** Opens the step again from what is on record now (after a save elsewhere refused this one). */
  onReload: () => void;
  /**
   * False: Enter in a field does not submit the step, only the submit button does (the other-holder
   * wizard, holder-wizards.md §2). Absent or true keeps the browser's implicit submission.
   */
  submitOnEnter?: boolean;
  /**
   * Where this tab keeps what is typed on the step until it is saved (step-draft.ts); a draft found
   * there is put back when the step opens. No drafts without it, nor read-only.
   */
  draftKey?: string;
  /** Told whether the step has changes not yet saved (the wizard asks before they are left). */
  onDirtyChange?: (dirty: boolean) => void;
  /** The step was moved to (not the wizard's first): its heading takes the focus and comes into view. */
  focusHeading?: boolean;
}

/**
 * What every step gets from the wizard: the navigation, the holder, the step's title and the
 * version of the step the wizard read, which its save sends back (docs/decisions/018).
 */
export interface StepProps extends StepNavigation {
  holder: HolderKey;
  title: string;
  version: number;
}

type StepFormProps<Input extends FieldValues, Output, Request> = FormShellContent<Input, Output, Request> & {
  save: FormSave<Request>;
  step: Omit<StepProps, 'holder'>;
  /**
   * The declaration's 'Submit' (or the other holder's 'Save'); absent, 'Save & Next', which read-only
   * becomes Next and moves on without saving.
   */
  submitLabel?: string;
  /** The submit button is disabled: its answer is on the screen and nothing changed since (FormShell). */
  submitDisabled?: boolean;
  /** A draft was put back into the form: what depends on the values beyond the form follows them. */
  onDraftRestored?: (values: Input) => void;
};

/** Enter in a text-like input submits its form implicitly; buttons, text areas and pickers keep Enter. */
const NOT_IMPLICIT_SUBMIT = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'image']);
function isImplicitSubmit(event: KeyboardEvent<HTMLFormElement>): boolean {
  const target = event.target;
  return event.key === 'Enter' && target instanceof HTMLInputElement && !NOT_IMPLICIT_SUBMIT.has(target.type);
}

/** The shell sends the values with the version; the step's request is built from the values. */
function withStepRequest<Output, Request>(
  save: FormSave<Request>,
  toRequest: ((values: Output) => Request) | undefined,
): FormSave<Output> {
  return {
    mutate: ({ Version, ...values }, options) => {
      const request = toRequest ? toRequest(values as Output) : (values as unknown as Request);
      save.mutate({ ...request, Version }, options);
    },
    isPending: save.isPending,
  };
}

interface StepOpeningOptions<Input extends FieldValues> {
  methods: UseFormReturn<Input, unknown, unknown>;
  /** This tab's draft of the step (none read-only). */
  drafts: string | undefined;
  readOnly: boolean;
  focusHeading: boolean;
  onDirtyChange?: (dirty: boolean) => void;
  onDraftRestored?: (values: Input) => void;
}

/**
 * A step as it opens and while it is open: its heading takes the focus after a move, this tab's draft
 * comes back and then follows what is typed, and the wizard hears whether there are unsaved changes.
 * Answers the ref for the step's heading.
 */
function useStepOpening<Input extends FieldValues>({
  methods,
  drafts,
  readOnly,
  focusHeading,
  onDirtyChange,
  onDraftRestored,
}: StepOpeningOptions<Input>) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { isDirty } = useFormState({ control: methods.control });
  const values = useWatch({ control: methods.control });

  // A step moved to starts at its heading, focused: the wizard's step header, the heading and the
  // first field are on screen (decision 020).
  const focusOnOpen = useEffectEvent(() => {
    const title = heading.current;
    if (!focusHeading || !title) return;
    title.focus({ preventScroll: true });
    // The wizard marks its top (data-wizard-top), so its step header shows above the heading.
    (title.closest('[data-wizard-top]') ?? title).scrollIntoView?.({ block: 'start' });
  });
  // What this tab typed on the step before a reload comes back, as changes not yet saved.
  const restoreDraft = useEffectEvent(() => {
    if (drafts === undefined) return;
    const draft = readStepDraft(drafts);
    if (draft === null) return;
    const restored = { ...methods.getValues(), ...draft } as Input;
    methods.reset(restored, { keepDefaultValues: true });
    onDraftRestored?.(restored);
  });
  const reportDirty = useEffectEvent((dirty: boolean) => onDirtyChange?.(dirty));
  useEffect(() => {
    restoreDraft();
    focusOnOpen();
    return () => reportDirty(false);
  }, []);
  useEffect(() => {
    reportDirty(isDirty && !readOnly);
  }, [isDirty, readOnly]);
  useEffect(() => {
    if (drafts !== undefined && isDirty) writeStepDraft(drafts, methods.getValues());
  }, [drafts, isDirty, values, methods]);
  return heading;
}

/**
 * One wizard step's form with Back and Save & Next: the valid values go to `save` and, once saved, the
 * step moves on; read-only, it moves on without saving. A failed save keeps everything typed, lists
 * each problem at the top (links to the fields) and puts the message beside each field (DESIGN.md §9).
 */
export function StepForm<Input extends FieldValues, Output, Request = Output>({
  step: {
    title,
    readOnly,
    notice,
    onBack,
    onSaved,
    onReload,
    version,
    submitOnEnter = true,
    draftKey,
    onDirtyChange,
    focusHeading = false,
  },
  methods,
  save,
  toRequest,
  fieldPrefix,
  submitLabel,
  submitDisabled,
  onDraftRestored,
  children,
}: StepFormProps<Input, Output, Request>) {
  const { t } = useTranslation();
  const drafts = readOnly ? undefined : draftKey;
  const uploads = useTrackedUploads();
  const heading = useStepOpening({ methods, drafts, readOnly, focusHeading, onDirtyChange, onDraftRestored });

  function saved() {
    if (drafts !== undefined) clearStepDraft(drafts);
    onDirtyChange?.(false);
    onSaved();
  }

  return (
    <PendingUploadsContext value={uploads}>
      <FormShell
        methods={methods}
        fieldPrefix={fieldPrefix}
        save={withStepRequest(save, toRequest)}
        version={version}
        submitLabel={submitLabel ?? t('holderWizard.saveAndNext')}
        submitDisabled={submitDisabled}
        readOnly={readOnly}
        // Read-only, Next moves on without saving; the declaration has nothing after it.
        readOnlyNext={submitLabel === undefined ? t('holderWizard.next') : null}
        onSaved={readOnly ? onSaved : saved}
        onReload={() => {
          // Reload means what is on record now: this tab's draft of the step goes.
          if (drafts !== undefined) clearStepDraft(drafts);
          onReload();
        }}
        // A file still being read goes with this save: it is waited for before the values are taken.
        beforeSubmit={() => uploads.settled()}
        formProps={{
          'aria-labelledby': 'wizard-step-heading',
          onKeyDown: (event) => {
            if (!submitOnEnter && isImplicitSubmit(event)) event.preventDefault();
          },
        }}
        heading={
          <>
            <Title order={2} size="h3" id="wizard-step-heading" ref={heading} tabIndex={-1}>
              {title}
            </Title>
            {notice}
          </>
        }
        secondaryAction={
          <Button variant="default" onClick={onBack} disabled={save.isPending}>
            {t('holderWizard.back')}
          </Button>
        }
      >
        {children}
      </FormShell>
    </PendingUploadsContext>
  );
}
