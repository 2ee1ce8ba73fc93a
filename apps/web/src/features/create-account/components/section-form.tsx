import { Button, Group, Stack } from '@mantine/core';
import type { RegistrationDetails } from '@portal/domain';
import type { ReactNode } from 'react';
import { FormProvider, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary, listFieldErrors } from '@/components/error-summary';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { isStaleVersionError } from '@/lib/server-errors';

/**
 * What each section's form gets: the application, whether it is Completed, the section as saved, and
 * how to start again from what is on record now (after a save elsewhere).
 */
export interface SectionProps<Saved> {
  registration: RegistrationDetails;
  readOnly: boolean;
  saved: Saved;
  onReload: () => void;
}

/** The state of a section's save that its form shows. */
export interface SectionSaveState {
  isPending: boolean;
  error: Error | null;
}

interface SectionFormProps<Input extends FieldValues, Output> {
  methods: UseFormReturn<Input, unknown, Output>;
  onValid: (values: Output) => void;
  save: SectionSaveState;
  onReload: () => void;
  /** A Completed application: every control of the section is disabled. */
  readOnly: boolean;
  children: ReactNode;
}

/**
 * One hub section's form and its Save button. The native fieldset disables every control inside at
 * once for a Completed application; the form keeps what was typed when a save fails.
 */
export function SectionForm<Input extends FieldValues, Output>({
  methods,
  onValid,
  save,
  onReload,
  readOnly,
  children,
}: SectionFormProps<Input, Output>) {
  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={(event) => void methods.handleSubmit(onValid)(event)}>
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack>
            {methods.formState.isSubmitted && (
              <ErrorSummary
                items={listFieldErrors(methods.formState.errors)}
                onSelect={(field) => methods.setFocus(field as FieldPath<Input>)}
              />
            )}
            {children}
            {isStaleVersionError(save.error) && <StaleVersionAlert onReload={onReload} />}
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending} disabled={readOnly}>
                Save
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </FormProvider>
  );
}
