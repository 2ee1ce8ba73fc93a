import { TextInput, type TextInputProps } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField } from './bound-field';

type FormTextInputProps<Values extends FieldValues> = Omit<TextInputProps, 'value' | 'onChange' | 'error' | 'name'> & {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** Keeps only digits as the person types (amounts, tenures): the schema's message then rarely shows. */
  digitsOnly?: boolean;
};

/**
 * A Mantine TextInput bound to a react-hook-form field, the schema's message under it. `disabled` goes
 * to the input only, not to react-hook-form, so a disabled field still submits its ('' when cleared) value.
 */
export function FormTextInput<Values extends FieldValues>({
  control,
  name,
  digitsOnly = false,
  ...inputProps
}: FormTextInputProps<Values>) {
  const { field, inputProps: boundProps } = useBoundField(control, name);
  return (
    <TextInput
      {...(digitsOnly ? { inputMode: 'numeric' as const } : {})}
      {...inputProps}
      {...boundProps}
      value={String(field.value ?? '')}
      onChange={(event) => {
        const value = event.currentTarget.value;
        field.onChange(digitsOnly ? value.replace(/\D/g, '') : value);
      }}
    />
  );
}
