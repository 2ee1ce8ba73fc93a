import { Group, Radio } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface YesNoFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
}

/** A Yes/No question held as a boolean (sent as true/false). */
export function YesNoField<Values extends FieldValues>({ control, name, label }: YesNoFieldProps<Values>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Radio.Group
          ref={field.ref}
          name={field.name}
          label={label}
          value={field.value === true || field.value === 'true' ? 'Yes' : 'No'}
          onChange={(value) => field.onChange(value === 'Yes')}
        >
          <Group gap="md" mt="xs">
            <Radio value="Yes" label="Yes" />
            <Radio value="No" label="No" />
          </Group>
        </Radio.Group>
      )}
    />
  );
}
