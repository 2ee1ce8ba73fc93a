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
  /** What the browser may fill in, where the kind's does not say it (the person's own name or address). */
  autoComplete?: string;
  /** Rewrites what is typed before the form keeps it (e.g. PAN in capitals). */
  normalize?: (value: string) => string;
}

interface FormTextFieldsProps<Values extends FieldValues, Transformed = Values> {
  control: Control<Values, unknown, Transformed>;
  fields: readonly TextFieldSpec<Values>[];
  /** Disables the whole group (e.g. the guardian of an adult nominee); its fields then show no asterisk. */
  disabled?: boolean;
}

/** Bound text fields, one after the other, for a grid that holds other kinds of field too. */
export function FormTextFields<Values extends FieldValues, Transformed = Values>({
  control,
  fields,
  disabled = false,
}: FormTextFieldsProps<Values, Transformed>) {
  return fields.map(({ name, required, ...field }) => (
    <FormTextInput
      key={name}
      control={control}
      name={name}
      {...field}
      withAsterisk={required && !disabled}
      disabled={disabled}
    />
  ));
}

/** A group of bound text fields laid out in a grid: one column on a phone, `cols` from there up. */
export function FormTextGrid<Values extends FieldValues, Transformed = Values>({
  cols = { base: 1, sm: 2 },
  ...fields
}: FormTextFieldsProps<Values, Transformed> & { cols?: SimpleGridProps['cols'] }) {
  return (
    <SimpleGrid cols={cols}>
      <FormTextFields {...fields} />
    </SimpleGrid>
  );
}
