import { Group, Radio } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface YesNoFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
}

/** A Yes/No question held as a boolean (sent as true/false); the radios' values stay 'Yes' and 'No'. */
export function YesNoField<Values extends FieldValues>({ control, name, label }: YesNoFieldProps<Values>) {
  const { t } = useTranslation();
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
            <Radio value="Yes" label={t('common.yes')} />
            <Radio value="No" label={t('common.no')} />
          </Group>
        </Radio.Group>
      )}
    />
  );
}
