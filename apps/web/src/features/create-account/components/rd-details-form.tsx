import { Fieldset, SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEPOSIT_BOUNDS, updateRdDetailsRequestSchema, type RdDetails } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAmountInput } from '@/components/form-amount-input';
import { FormTextInput } from '@/components/form-text-input';
import { useUpdateRdDetails } from '../api/section-saves';
import { amountRange, DepositForm, depositFormValues } from './deposit-fields';
import type { SectionProps } from './section-props';

export function RdDetailsForm({
  registration: { registrationId },
  readOnly,
  saved,
  onReload,
}: SectionProps<RdDetails | null>) {
  const { t } = useTranslation();
  const save = useUpdateRdDetails(registrationId);
  const methods = useForm({
    resolver: zodResolver(updateRdDetailsRequestSchema),
    defaultValues: {
      ...depositFormValues(registrationId, saved),
      DebitAccountNo: saved?.debitAccountNo ?? '',
      RDAmount: saved?.rdAmount ?? '',
      RDMonths: saved?.rdMonths ?? '',
    },
  });
  const { control } = methods;
  return (
    <DepositForm methods={methods} save={save} version={saved?.version ?? 0} onReload={onReload} readOnly={readOnly}>
      {/* portal.md §5: all three required; the months take 3 digits for RDs up to 120 (decision 021). */}
      <Fieldset legend={t('deposit.rdInstructions')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <FormTextInput
            control={control}
            name="DebitAccountNo"
            label={t('deposit.debitAccount')}
            kind="reference"
            maxLength={20}
            withAsterisk
          />
          <FormAmountInput
            control={control}
            name="RDAmount"
            label={t('deposit.rdAmount')}
            description={amountRange(DEPOSIT_BOUNDS.rdInstalment, true)}
            withAsterisk
          />
          <FormTextInput
            control={control}
            name="RDMonths"
            label={t('deposit.rdMonths')}
            description={t('deposit.rdMonthsRange', DEPOSIT_BOUNDS.rdMonths)}
            maxLength={3}
            digitsOnly
            withAsterisk
          />
        </SimpleGrid>
      </Fieldset>
    </DepositForm>
  );
}
