import { Checkbox, Group } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface CheckboxGroupFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  options: readonly string[];
  onValueChange?: (value: string[]) => void;
}

/** A group of checkboxes held as the list of ticked options. */
export function CheckboxGroupField<Values extends FieldValues>({
  control,
  name,
  label,
  options,
  onValueChange,
}: CheckboxGroupFieldProps<Values>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Checkbox.Group
          ref={field.ref}
          label={label}
          value={(field.value as string[] | undefined) ?? []}
          onChange={(value) => {
            field.onChange(value);
            onValueChange?.(value);
          }}
          error={fieldState.error?.message}
        >
          <Group gap="md" mt="xs">
            {options.map((option) => (
              <Checkbox key={option} value={option} label={option} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    />
  );
}
