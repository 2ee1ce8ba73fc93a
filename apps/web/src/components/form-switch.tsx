import { Switch, type SwitchProps } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField } from './bound-field';

type FormSwitchProps<Values extends FieldValues, Transformed = Values> = Omit<
  SwitchProps,
  'checked' | 'onChange' | 'error' | 'name'
> & {
  control: Control<Values, unknown, Transformed>;
  name: FieldPath<Values>;
};

/**
 * A Mantine Switch bound to a boolean react-hook-form field. Pass `disabled` when the form is read-only:
 * a surrounding disabled fieldset disables the input, but Mantine styles a Switch as disabled only from
 * this prop.
 */
export function FormSwitch<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  ...switchProps
}: FormSwitchProps<Values, Transformed>) {
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
