import { Button, Group, Stack } from '@mantine/core';
import type { SavedResponse } from '@portal/domain';
import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { FormProvider, useFormState, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary, listFieldErrors } from '@/components/error-summary';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { isStaleVersionError, showServerFieldErrors } from '@/lib/server-errors';
import { useUnsavedChanges } from '@/lib/unsaved-changes';

/** A form's save as the shell drives it (a React Query mutation): called with the request and its version. */
export interface FormSave<Request> {
  mutate: (
    request: Request & { Version: number },
    options: { onSuccess: (response: SavedResponse) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

/** The save of a call that keeps no versions (a review step): called with the request as it is. */
export interface PlainSave<Request> {
  mutate: (request: Request, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

/**
 * How the form saves. A versioned save sends the version of the section or step the form started
 * from (0 before its first save), then the one its own save left (docs/decisions/018), so a save made
 * elsewhere in between is refused as stale (Reload then starts a new form with the new one). A call
 * that keeps no versions is sent as it is, and cannot be stale.
 */
type Saving<Request> =
  | { save: FormSave<Request>; version: number; onReload: () => void }
  | { save: PlainSave<Request>; version?: undefined; onReload?: undefined };

/** A form whose values are the request needs no `toRequest`; any other must say how to build it. */
export type RequestOf<Output, Request> = [Output] extends [Request]
  ? { toRequest?: (values: Output) => Request }
  : { toRequest: (values: Output) => Request };

export type FormShellProps<Input extends FieldValues, Output, Request> = RequestOf<Output, Request> &
  Saving<Request> &
  FormShellOptions<Input, Output>;

interface FormShellOptions<Input extends FieldValues, Output> {
  methods: UseFormReturn<Input, unknown, Output>;
  /** The button's words: 'Save' in a hub section, 'Save & Next', 'Submit' or 'Save' on a wizard step. */
  submitLabel: string;
  /** A Completed application: every control is disabled and nothing is saved. */
  readOnly: boolean;
  /** After a successful save (and, read-only with `readOnlyNext`, on submit). */
  onSaved?: () => void;
  /** What the server's field names have that the form's do not (e.g. `registrationHolders.0.`). */
  fieldPrefix?: string;
  /** Above the error summary (a wizard step's heading). */
  heading?: ReactNode;
  /** Left of the submit button (a wizard step's Back). */
  secondaryAction?: ReactNode;
  /**
   * Read-only, the submit button moves on without saving (`onSaved`) under these words ('Next'), or
   * is left out (null). Absent: read-only, the button stays, disabled.
   */
  readOnlyNext?: string | null;
  /** Waited for before the values are taken (a file still being read goes with this save). */
  beforeSubmit?: () => Promise<unknown>;
  /**
   * The submit button is disabled though the form is open: what it would send was sent, and its answer
   * is on the screen (holder 1's Submit with the next steps shown), so a second tap would repeat it.
   */
  submitDisabled?: boolean;
  /** More attributes of the form element (its name, a key handler). */
  formProps?: Pick<ComponentProps<'form'>, 'aria-labelledby' | 'onKeyDown'>;
  children: ReactNode;
}

/** What a form built on the shell passes through to it unchanged. */
export type FormShellContent<Input extends FieldValues, Output, Request> = RequestOf<Output, Request> &
  Pick<FormShellOptions<Input, Output>, 'methods' | 'fieldPrefix' | 'children'>;

/**
 * The form's save: the valid values, as the request, go to `save` with the version the form started
 * from or its own last save left; a save refused as stale makes `stale` true until the next one.
 */
function useSaveValues<Input extends FieldValues, Output, Request>(props: FormShellProps<Input, Output, Request>) {
  const { methods, toRequest, onSaved, fieldPrefix } = props;
  const [stale, setStale] = useState(false);
  const sentVersion = useRef(props.version);

  /** What was saved is the form's new starting point: nothing unsaved is left to lose. */
  function afterSave() {
    methods.reset(methods.getValues());
    onSaved?.();
  }

  function saveValues(values: Output) {
    const request = toRequest ? toRequest(values) : (values as unknown as Request);
    setStale(false);
    const onError = (error: Error) => {
      if (isStaleVersionError(error)) setStale(true);
      else showServerFieldErrors(methods, error, fieldPrefix);
    };
    if (props.version === undefined) {
      props.save.mutate(request, { onSuccess: afterSave, onError });
      return;
    }
    props.save.mutate(
      { ...request, Version: sentVersion.current ?? props.version },
      {
        onSuccess: (response) => {
          sentVersion.current = response.version;
          afterSave();
        },
        onError,
      },
    );
  }

  return { stale, saveValues };
}

interface SubmitButtonProps {
  label: string;
  readOnly: boolean;
  readOnlyNext: string | null | undefined;
  pending: boolean;
  disabled: boolean;
}

/** Read-only with `readOnlyNext`, the button that moves on (or none); otherwise the save's button. */
function SubmitButton({ label, readOnly, readOnlyNext, pending, disabled }: SubmitButtonProps) {
  if (readOnly && readOnlyNext !== undefined) {
    return readOnlyNext === null ? null : <Button type="submit">{readOnlyNext}</Button>;
  }
  return (
    <Button type="submit" loading={pending} disabled={readOnly || disabled}>
      {label}
    </Button>
  );
}

/**
 * The one form of every hub section and wizard step (DESIGN.md §9): the valid values go to `save`; a
 * failed save keeps everything typed, lists each problem at the top (links to the fields) and puts a
 * 400's field messages beside their fields (the Error toast says only the server's message); a save
 * refused as stale shows Reload instead of a toast. The native fieldset disables every control inside
 * at once for a Completed application.
 */
export function FormShell<Input extends FieldValues, Output, Request = Output>(
  props: FormShellProps<Input, Output, Request>,
) {
  const {
    methods,
    submitLabel,
    readOnly,
    onSaved,
    heading,
    secondaryAction,
    readOnlyNext,
    beforeSubmit,
    submitDisabled = false,
    formProps,
    children,
  } = props;
  const { stale, saveValues } = useSaveValues(props);
  const { isDirty } = useFormState({ control: methods.control });
  // Typing not yet saved makes Logout ask first.
  useUnsavedChanges(isDirty && !readOnly);

  return (
    <FormProvider {...methods}>
      <form
        noValidate
        {...formProps}
        onSubmit={(event) => {
          event.preventDefault();
          if (readOnly) {
            if (readOnlyNext !== undefined) onSaved?.();
            return;
          }
          if (beforeSubmit) void beforeSubmit().then(() => methods.handleSubmit(saveValues)());
          else void methods.handleSubmit(saveValues)();
        }}
      >
        <Stack>
          {heading}
          {methods.formState.isSubmitted && (
            <ErrorSummary
              items={listFieldErrors(methods.formState.errors)}
              onSelect={(field) => methods.setFocus(field as FieldPath<Input>)}
            />
          )}
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack>{children}</Stack>
          </fieldset>
          {stale && props.onReload && <StaleVersionAlert onReload={props.onReload} />}
          <Group justify={secondaryAction ? 'space-between' : 'flex-end'}>
            {secondaryAction}
            <SubmitButton
              label={submitLabel}
              readOnly={readOnly}
              readOnlyNext={readOnlyNext}
              pending={props.save.isPending}
              disabled={submitDisabled}
            />
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
