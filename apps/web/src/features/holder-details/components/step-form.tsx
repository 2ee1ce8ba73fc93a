import { Button, Group, Stack, Title } from '@mantine/core';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormProvider, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary, listFieldErrors } from '../../../components/error-summary';
import { StaleVersionAlert } from '../../../components/stale-version-alert';
import { isStaleVersionError, showServerFieldErrors } from '../../../lib/server-errors';
import type { HolderKey } from '../api/wizard-request';

/** What the wizard hands every step. */
export interface StepNavigation {
  /** A Completed application: every control is disabled and nothing is saved. */
  readOnly: boolean;
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

/** A step's save (useStepSave): called with the request, it moves on when it succeeds. */
export interface StepSave<Request> {
  mutate: (request: Request, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

/** A form whose values are the request needs no `toRequest`; any other must say how to build it. */
type RequestOf<Output, Request> = [Output] extends [Request]
  ? { toRequest?: (values: Output) => Request }
  : { toRequest: (values: Output) => Request };

type StepFormProps<Input extends FieldValues, Output, Request> = RequestOf<Output, Request> & {
  step: Omit<StepProps, 'holder'>;
  methods: UseFormReturn<Input, unknown, Output>;
  save: StepSave<Request>;
  /** What the server's field names have that the form's do not (e.g. `registrationHolders.0.`). */
  fieldPrefix?: string;
  /** 'Save & Next' on every step but the declaration's 'Submit' (or the other holder's 'Save'). */
  submitLabel?: string;
  children: ReactNode;
};

/** Enter in a text-like input submits its form implicitly; buttons, text areas and pickers keep Enter. */
const NOT_IMPLICIT_SUBMIT = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'file', 'image']);
function isImplicitSubmit(event: KeyboardEvent<HTMLFormElement>): boolean {
  const target = event.target;
  return event.key === 'Enter' && target instanceof HTMLInputElement && !NOT_IMPLICIT_SUBMIT.has(target.type);
}

/**
 * One wizard step's form with Back and Save & Next: the valid values go to `save` and, once saved, the
 * step moves on; read-only, it moves on without saving. A failed save keeps everything typed, lists
 * each problem at the top (links to the fields) and puts the message beside each field (DESIGN.md §9).
 */
export function StepForm<Input extends FieldValues, Output, Request = Output>({
  step: { title, readOnly, onBack, onSaved, onReload, version, submitOnEnter = true },
  methods,
  save,
  toRequest,
  fieldPrefix,
  submitLabel = 'Save & Next',
  children,
}: StepFormProps<Input, Output, Request>) {
  const saving = save.isPending;
  const [stale, setStale] = useState(false);
  function onValid(values: Output) {
    const request = toRequest ? toRequest(values) : (values as unknown as Request);
    setStale(false);
    save.mutate(
      { ...request, Version: version },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (isStaleVersionError(error)) setStale(true);
          else showServerFieldErrors(methods, error, fieldPrefix);
        },
      },
    );
  }

  return (
    <FormProvider {...methods}>
      <form
        noValidate
        aria-labelledby="wizard-step-heading"
        onKeyDown={(event) => {
          if (!submitOnEnter && isImplicitSubmit(event)) event.preventDefault();
        }}
        onSubmit={(event) => {
          if (readOnly) {
            event.preventDefault();
            onSaved();
            return;
          }
          void methods.handleSubmit(onValid)(event);
        }}
      >
        <Stack>
          <Title order={2} size="h3" id="wizard-step-heading">
            {title}
          </Title>
          {methods.formState.isSubmitted && (
            <ErrorSummary
              items={listFieldErrors(methods.formState.errors)}
              onSelect={(field) => methods.setFocus(field as FieldPath<Input>)}
            />
          )}
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack>{children}</Stack>
          </fieldset>
          {stale && <StaleVersionAlert onReload={onReload} />}
          <Group justify="space-between">
            <Button variant="default" onClick={onBack} disabled={saving}>
              Back
            </Button>
            {readOnly ? (
              submitLabel === 'Save & Next' && <Button type="submit">Next</Button>
            ) : (
              <Button type="submit" loading={saving}>
                {submitLabel}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
