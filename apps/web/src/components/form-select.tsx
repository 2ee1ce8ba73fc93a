import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import { translateValue } from '@/lib/i18n';
import { useBoundField, type BoundInputProps } from './bound-field';

export interface SelectOption {
  value: string;
  label: string;
}

type FormSelectProps<Values extends FieldValues, Transformed = Values> = BoundInputProps<
  SelectProps,
  Values,
  Transformed,
  'data'
> & {
  options: SelectOption[];
  /** Called after the field takes a new value (e.g. to clear a field that depends on it). */
  onValueChange?: (value: string) => void;
};

function toSelectValue(value: unknown): string | null {
  return value === '' || value === undefined || value === null ? null : String(value);
}

/**
 * A Mantine Select bound to a react-hook-form field: the field holds the option's text value
 * ('' when nothing is chosen) and the schema's message shows under it. Options are list values,
 * so their labels show in the chosen language (translateValue); the value sent stays the id.
 */
export function FormSelect<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  options,
  onValueChange,
  ...selectProps
}: FormSelectProps<Values, Transformed>) {
  const { field, inputProps } = useBoundField(control, name);
  // Subscribes to the language, so the options' words change with it.
  useTranslation();
  return (
    <Select
      allowDeselect={false}
      {...selectProps}
      {...inputProps}
      data={options.map((option) => ({ value: option.value, label: translateValue(option.label) }))}
      value={toSelectValue(field.value)}
      onChange={(value) => {
        field.onChange(value ?? '');
        onValueChange?.(value ?? '');
      }}
    />
  );
}
