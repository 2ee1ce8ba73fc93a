import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type BoundInputProps } from './bound-field';
import { FIELD_KINDS, type FieldKind } from './field-kinds';

type FormTextInputProps<Values extends FieldValues, Transformed = Values> = BoundInputProps<
  TextInputProps,
  Values,
  Transformed
> & {
  /** Keeps only digits as the person types (amounts, tenures): the schema's message then rarely shows. */
  digitsOnly?: boolean;
  /** The phone's keyboard and autofill for the field (FIELD_KINDS); a digits-only field is 'digits' unless said. */
  kind?: FieldKind;
  /** Rewrites what is typed before the form keeps it (e.g. PAN in capitals). */
  normalize?: (value: string) => string;
};

/**
 * A Mantine TextInput bound to a react-hook-form field, the schema's message under it. `disabled` goes
 * to the input only, not to react-hook-form, so a disabled field still submits its ('' when cleared) value.
 */
export function FormTextInput<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  digitsOnly = false,
  kind = digitsOnly ? 'digits' : undefined,
  normalize,
  ...inputProps
}: FormTextInputProps<Values, Transformed>) {
  const { field, inputProps: boundProps } = useBoundField(control, name);
  return (
    <TextInput
      {...(kind ? FIELD_KINDS[kind] : {})}
      {...inputProps}
      {...boundProps}
      value={String(field.value ?? '')}
      onChange={(event) => {
        const value = event.currentTarget.value;
        const kept = digitsOnly ? value.replace(/\D/g, '') : value;
        field.onChange(normalize ? normalize(kept) : kept);
      }}
    />
  );
}
