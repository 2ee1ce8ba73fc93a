import { SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ValuesStep, ValuesStepField, ValuesStepRequest } from '@portal/domain';
import { useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAmountInput } from '@/components/form-amount-input';
import { FormTextFields } from '@/components/form-text-grid';
import { translateMessage } from '@/lib/i18n';
import { useValuesStepSave } from '../api/step-saves';
import { text } from '../saved-text';
import { StepForm, type StepProps } from './step-form';
import { YesNoField } from './yes-no-field';

interface ValuesStepFormProps extends StepProps {
  definition: ValuesStep;
  saved: Partial<Record<string, unknown>> | null;
}

/** What a field holds before anything is typed: the saved value, a text '' and a Yes/No Yes unless saved No. */
function defaultOf(field: ValuesStepField, saved: unknown): string | boolean {
  return field.kind === 'yesNo' ? saved !== false : text(saved);
}

/**
 * A values step's form (decision 054): its definition's fields in order, in one grid, each with the
 * existing field of its kind, saved by the step's call. Form 60/61 is one.
 */
export function ValuesStepForm({ definition, saved, ...step }: ValuesStepFormProps) {
  const { holder } = step;
  const save = useValuesStepSave(definition, holder);
  const defaults = {
    RegistrationId: holder.registrationId,
    RegistrationHolderId: holder.registrationHolderId,
    ...Object.fromEntries(definition.fields.map((field) => [field.name, defaultOf(field, saved?.[field.name])])),
  } as ValuesStepRequest;
  const methods = useForm({ resolver: zodResolver(definition.schema), defaultValues: defaults });

  return (
    <StepForm step={step} methods={methods} save={save}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {definition.fields.map((field) => (
          <ValuesField key={field.name} control={methods.control} field={field} />
        ))}
      </SimpleGrid>
    </StepForm>
  );
}

interface ValuesFieldProps {
  control: Control<ValuesStepRequest>;
  field: ValuesStepField<ValuesStep['fields'][number]['name']>;
}

/** One field of a values step, labelled in the customer's language by its catalogue message. */
function ValuesField({ control, field }: ValuesFieldProps) {
  // translateMessage reads the language; this re-renders the field when the customer changes it.
  useTranslation();
  const label = translateMessage(field.label);
  switch (field.kind) {
    case 'text':
      return (
        <FormTextFields
          control={control}
          fields={[{ name: field.name, label, maxLength: field.maxLength, required: field.required }]}
        />
      );
    case 'amount':
      return <FormAmountInput control={control} name={field.name} label={label} withAsterisk={field.required} />;
    case 'yesNo':
      return <YesNoField control={control} name={field.name} label={label} />;
  }
}
