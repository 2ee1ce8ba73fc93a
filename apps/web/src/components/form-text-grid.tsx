import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { FieldKind } from './field-kinds';
import { FormTextInput } from './form-text-input';

export interface TextFieldSpec<Values extends FieldValues> {
  name: FieldPath<Values>;
  label: string;
  /** The spec's maximum length for the field (portal.md §5). */
  maxLength: number;
  digitsOnly?: boolean;
  kind?: FieldKind;
  required?: boolean;
}

interface FormTextGridProps<Values extends FieldValues> {
  control: Control<Values>;
  fields: readonly TextFieldSpec<Values>[];
  cols?: SimpleGridProps['cols'];
  /** Disables the whole group (e.g. the guardian of an adult nominee); its fields then show no asterisk. */
  disabled?: boolean;
}

/** A group of bound text fields laid out in a grid: one column on a phone, `cols` from there up. */
export function FormTextGrid<Values extends FieldValues>({
  control,
  fields,
  cols = { base: 1, sm: 2 },
  disabled = false,
}: FormTextGridProps<Values>) {
  return (
    <SimpleGrid cols={cols}>
      {fields.map(({ name, label, maxLength, digitsOnly, kind, required }) => (
        <FormTextInput
          key={name}
          control={control}
          name={name}
          label={label}
          maxLength={maxLength}
          digitsOnly={digitsOnly}
          kind={kind}
          withAsterisk={required && !disabled}
          disabled={disabled}
        />
      ))}
    </SimpleGrid>
  );
}
