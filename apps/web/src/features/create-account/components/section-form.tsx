import { Button, Group, Stack } from '@mantine/core';
import type { RegistrationDetails } from '@portal/domain';
import type { ReactNode } from 'react';
import { FormProvider, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary, listFieldErrors } from '../../../components/error-summary';

/** What each section's form gets: the application, whether it is Completed, and the section as saved. */
export interface SectionProps<Saved> {
  registration: RegistrationDetails;
  readOnly: boolean;
  saved: Saved;
}

interface SectionFormProps<Input extends FieldValues, Output> {
  methods: UseFormReturn<Input, unknown, Output>;
  onValid: (values: Output) => void;
  saving: boolean;
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
  saving,
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
            <Group justify="flex-end">
              <Button type="submit" loading={saving} disabled={readOnly}>
                Save
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </FormProvider>
  );
}
