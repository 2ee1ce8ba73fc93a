import { zodResolver } from '@hookform/resolvers/zod';
import { allowedAccountOperations, updateAccountOperationRequestSchema, type AccountOperation } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountOperationsField } from '@/components/account-operations-field';
import { FormShell } from '@/components/form-shell';
import { useUpdateAccountOperation } from '../api/section-saves';
import type { SectionProps } from './section-props';

export function AccountOperationsForm({
  registration: { registrationId, noOfHolders },
  readOnly,
  saved,
  onReload,
}: SectionProps<{ accountOperations: AccountOperation | null; version: number }>) {
  const { t } = useTranslation();
  const save = useUpdateAccountOperation(registrationId);
  const allowed = allowedAccountOperations(noOfHolders);
  // portal.md §4: with one holder 'Self' is the only choice, so it is shown chosen (even after a holder is deleted).
  const onlyChoice = allowed.length === 1 ? allowed[0] : undefined;
  const methods = useForm({
    resolver: zodResolver(updateAccountOperationRequestSchema),
    defaultValues: { RegistrationId: registrationId, AccountOperations: saved.accountOperations ?? onlyChoice },
  });

  return (
    <FormShell
      methods={methods}
      toRequest={(request) => ({ ...request, AccountOperations: onlyChoice ?? request.AccountOperations })}
      save={save}
      version={saved.version}
      submitLabel={t('hub.save')}
      onReload={onReload}
      readOnly={readOnly}
    >
      <AccountOperationsField
        control={methods.control}
        label={t('hub.accountOperations')}
        allowed={allowed}
        readOnly={readOnly}
        onlyChoice={onlyChoice}
      />
    </FormShell>
  );
}
