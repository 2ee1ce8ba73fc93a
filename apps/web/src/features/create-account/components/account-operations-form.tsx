import { Radio, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_OPERATIONS,
  allowedAccountOperations,
  updateAccountOperationRequestSchema,
  type AccountOperation,
} from '@portal/domain';
import { Controller, useForm } from 'react-hook-form';
import { useUpdateAccountOperation } from '../api/update-account-operation';
import { SectionForm, type SectionProps } from './section-form';

export function AccountOperationsForm({
  registration: { registrationId, noOfHolders },
  readOnly,
  saved,
}: SectionProps<{ accountOperations: AccountOperation | null }>) {
  const save = useUpdateAccountOperation(registrationId);
  const allowed = allowedAccountOperations(noOfHolders);
  // portal.md §4: with one holder 'Self' is the only choice, so it is shown chosen (even after a holder is deleted).
  const onlyChoice = allowed.length === 1 ? allowed[0] : undefined;
  const methods = useForm({
    resolver: zodResolver(updateAccountOperationRequestSchema),
    defaultValues: { RegistrationId: registrationId, AccountOperations: saved.accountOperations ?? onlyChoice },
  });

  return (
    <SectionForm
      methods={methods}
      onValid={(request) => save.mutate({ ...request, AccountOperations: onlyChoice ?? request.AccountOperations })}
      saving={save.isPending}
      readOnly={readOnly}
    >
      <Controller
        name="AccountOperations"
        control={methods.control}
        render={({ field, fieldState }) => (
          <Radio.Group
            ref={field.ref}
            name={field.name}
            label="Account operations"
            value={onlyChoice ?? field.value ?? null}
            onChange={(value) => field.onChange(value)}
            error={fieldState.error?.message}
            withAsterisk
          >
            <Stack gap="sm" mt="xs">
              {ACCOUNT_OPERATIONS.map((operation) => (
                <Radio
                  key={operation}
                  value={operation}
                  label={operation}
                  disabled={readOnly || !allowed.includes(operation)}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
    </SectionForm>
  );
}
