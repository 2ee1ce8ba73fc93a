import { Select, type SelectProps } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField } from './bound-field';

export interface SelectOption {
  value: string;
  label: string;
}

type FormSelectProps<Values extends FieldValues, Transformed = Values> = Omit<
  SelectProps,
  'value' | 'onChange' | 'data' | 'error' | 'name'
> & {
  /** The form's control; `Transformed` is what its resolver answers (a zod schema's output). */
  control: Control<Values, unknown, Transformed>;
  name: FieldPath<Values>;
  options: SelectOption[];
  /** Called after the field takes a new value (e.g. to clear a field that depends on it). */
  onValueChange?: (value: string) => void;
};

function toSelectValue(value: unknown): string | null {
  return value === '' || value === undefined || value === null ? null : String(value);
}

/**
 * A Mantine Select bound to a react-hook-form field: the field holds the option's text value
 * ('' when nothing is chosen) and the schema's message shows under it.
 */
export function FormSelect<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  options,
  onValueChange,
  ...selectProps
}: FormSelectProps<Values, Transformed>) {
  const { field, inputProps } = useBoundField(control, name);
  return (
    <Select
      allowDeselect={false}
      {...selectProps}
      {...inputProps}
      data={options}
      value={toSelectValue(field.value)}
      onChange={(value) => {
        field.onChange(value ?? '');
        onValueChange?.(value ?? '');
      }}
    />
  );
}
