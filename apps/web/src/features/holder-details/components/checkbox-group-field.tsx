import { Checkbox, Group } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage, translateValue } from '@/lib/i18n';

interface CheckboxGroupFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  options: readonly string[];
  onValueChange?: (value: string[]) => void;
}

/** A group of checkboxes held as the list of ticked options (their English words), shown in the chosen language. */
export function CheckboxGroupField<Values extends FieldValues>({
  control,
  name,
  label,
  options,
  onValueChange,
}: CheckboxGroupFieldProps<Values>) {
  // Subscribes to the language, so the options' words change with it.
  useTranslation();
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
          error={fieldState.error && translateMessage(fieldState.error.message ?? '')}
        >
          <Group gap="md" mt="xs">
            {options.map((option) => (
              <Checkbox key={option} value={option} label={translateValue(option)} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    />
  );
}
