import { Switch, type SwitchProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type BoundInputProps } from './bound-field';

/**
 * A Mantine Switch bound to a boolean react-hook-form field. Pass `disabled` when the form is read-only:
 * a surrounding disabled fieldset disables the input, but Mantine styles a Switch as disabled only from
 * this prop.
 */
export function FormSwitch<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  ...switchProps
}: BoundInputProps<SwitchProps, Values, Transformed, 'checked'>) {
  const { field, inputProps } = useBoundField(control, name);
  return (
    <Switch
      {...switchProps}
      {...inputProps}
      checked={field.value === true}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
    />
  );
}
