import { Radio, Stack } from '@mantine/core';
import { ACCOUNT_OPERATIONS } from '@portal/domain';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage, translateValue } from '@/lib/i18n';

interface AccountOperationsFieldProps<Values extends FieldValues & { AccountOperations?: unknown }> {
  control: Control<Values, unknown, unknown>;
  label: string;
  /** The choices the number of holders allows; the others show, disabled. */
  allowed: readonly string[];
  readOnly: boolean;
  /** Shown instead of the form's value when only one choice is possible (one holder: Self). */
  onlyChoice?: string | null;
}

/**
 * 'Instruction for account operations': one radio per operation of portal.md §9, for the hub's section
 * and the first holder's DA-1 step alike.
 */
export function AccountOperationsField<Values extends FieldValues & { AccountOperations?: unknown }>({
  control,
  label,
  allowed,
  readOnly,
  onlyChoice = null,
}: AccountOperationsFieldProps<Values>) {
  // Renders again in a newly chosen language: the operations are list values.
  useTranslation();
  return (
    <Controller
      name={'AccountOperations' as Path<Values>}
      control={control}
      render={({ field, fieldState }) => (
        <Radio.Group
          ref={field.ref}
          name={field.name}
          label={label}
          value={onlyChoice ?? (field.value as string | undefined) ?? null}
          onChange={field.onChange}
          error={fieldState.error && translateMessage(fieldState.error.message ?? '')}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {ACCOUNT_OPERATIONS.map((operation) => (
              <Radio
                key={operation}
                value={operation}
                label={translateValue(operation)}
                disabled={readOnly || !allowed.includes(operation)}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
    />
  );
}
