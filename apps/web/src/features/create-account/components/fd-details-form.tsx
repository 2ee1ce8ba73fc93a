import { zodResolver } from '@hookform/resolvers/zod';
import { updateFdDetailsRequestSchema, type FdDetails } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextInput } from '@/components/form-text-input';
import { useUpdateFdDetails } from '../api/section-saves';
import { DepositForm, depositFormValues } from './deposit-fields';
import type { SectionProps } from './section-props';

export function FdDetailsForm({ registration, readOnly, saved, onReload }: SectionProps<FdDetails>) {
  const { registrationId } = registration;
  const { t } = useTranslation();
  const save = useUpdateFdDetails(registrationId);
  const methods = useForm({
    resolver: zodResolver(updateFdDetailsRequestSchema),
    defaultValues: { ...depositFormValues(registrationId, saved), TDSMembershipNo: saved.tdsMembershipNo },
  });
  return (
    <DepositForm methods={methods} save={save} version={saved.version} onReload={onReload} readOnly={readOnly}>
      <FormTextInput
        control={methods.control}
        name="TDSMembershipNo"
        label={t('deposit.tdsMembershipNo')}
        description={t('deposit.optional')}
        maxLength={20}
        kind="reference"
      />
    </DepositForm>
  );
}
