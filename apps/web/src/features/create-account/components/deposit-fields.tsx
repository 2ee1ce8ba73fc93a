import { Fieldset, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  DEPOSIT_BOUNDS,
  DEPOSIT_DEFAULTS,
  formatMoney,
  INTEREST_PAYOUT_MODES,
  INTEREST_PAYOUTS,
  renewalPeriodAfterChange,
  type FdDetails,
  type RdDetails,
  type UpdateFdDetailsRequest,
} from '@portal/domain';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InsuredAmountNote } from '@/components/deposit-insurance';
import { FormAmountInput } from '@/components/form-amount-input';
import { FormSelect } from '@/components/form-select';
import { FormShell, type FormSave } from '@/components/form-shell';
import { FormTextGrid, type TextFieldSpec } from '@/components/form-text-grid';
import { i18n } from '@/lib/i18n';
import { toBooleanText } from '@/lib/request-text';

/** The fields the FD and RD forms share (the RD request has the same ones under the same names). */
export type DepositFieldValues = Omit<UpdateFdDetailsRequest, 'TDSMembershipNo'>;

type DepositField = TextFieldSpec<DepositFieldValues>;

// Labels from the brief (keys of the web's catalogue), maximum lengths from portal.md §5.
const TENURE = [
  { name: 'TenureYear', label: 'deposit.tenureYears', maxLength: 2, digitsOnly: true, required: true },
  { name: 'TenureMonths', label: 'deposit.tenureMonths', maxLength: 2, digitsOnly: true, required: true },
  { name: 'TenureDays', label: 'deposit.tenureDays', maxLength: 2, digitsOnly: true, required: true },
] as const;
const PAYOUT_ACCOUNT = [
  { name: 'BankName', label: 'deposit.bankName', maxLength: 100, kind: 'reference', required: true },
  { name: 'BranchName', label: 'deposit.branchName', maxLength: 100, kind: 'reference', required: true },
  { name: 'AccountNo', label: 'deposit.accountNumber', maxLength: 20, kind: 'reference', required: true },
  { name: 'IFSC', label: 'deposit.ifsc', maxLength: 20, kind: 'capitalCode', required: true },
] as const;
const PERIOD = [
  { name: 'PeriodYear', label: 'deposit.periodYears', maxLength: 2, digitsOnly: true, required: true },
  { name: 'PeriodMonths', label: 'deposit.periodMonths', maxLength: 2, digitsOnly: true, required: true },
  { name: 'PeriodDays', label: 'deposit.periodDays', maxLength: 2, digitsOnly: true, required: true },
] as const;
const PERIOD_FIELDS = ['PeriodYear', 'PeriodMonths', 'PeriodDays'] as const;
const { tenure } = DEPOSIT_BOUNDS;

type LabelKey = (typeof TENURE | typeof PAYOUT_ACCOUNT | typeof PERIOD)[number]['label'];

/** The fields with their labels in the language shown now (the form re-renders on a change). */
function labelled(fields: readonly (Omit<DepositField, 'label'> & { label: LabelKey })[]): DepositField[] {
  return fields.map((field) => ({ ...field, label: i18n.t(field.label) }));
}

const INTEREST_CHOICES = [
  { name: 'InterestPayout', label: 'deposit.interestPayout', values: INTEREST_PAYOUTS },
  { name: 'InterestPayoutMode', label: 'deposit.interestMode', values: INTEREST_PAYOUT_MODES },
] as const;

/**
 * What the bank takes, under the amount field, so the bounds are known before Save (DEPOSIT_BOUNDS):
 * in ₹ with India's grouping, in the language shown now.
 */
export function amountRange({ min, max }: { min: number; max: number }, monthly = false) {
  const bounds = { min: formatMoney(min), max: formatMoney(max) };
  return monthly ? i18n.t('deposit.amountRangeMonthly', bounds) : i18n.t('deposit.amountRange', bounds);
}

/** A form's starting values from the saved details, or the spec's defaults before the first save. */
export function depositFormValues(registrationId: number, saved: FdDetails | RdDetails | null) {
  return {
    RegistrationId: registrationId,
    DepositAmount: saved?.depositAmount ?? '',
    TenureYear: saved?.tenureYear ?? '',
    TenureMonths: saved?.tenureMonths ?? '',
    TenureDays: saved?.tenureDays ?? '',
    InterestPayout: saved?.interestPayout ?? DEPOSIT_DEFAULTS.InterestPayout,
    InterestPayoutMode: saved?.interestPayoutMode ?? DEPOSIT_DEFAULTS.InterestPayoutMode,
    BankName: saved?.bankName ?? '',
    BranchName: saved?.branchName ?? '',
    AccountNo: saved?.accountNo ?? '',
    IFSC: saved?.ifsc ?? '',
    // RD reads auto renewal back as 1 or 0, FD as a boolean.
    IsAutoRenewal: saved ? Boolean(saved.isAutoRenewal) : DEPOSIT_DEFAULTS.IsAutoRenewal,
    PeriodYear: saved?.periodYear ?? '',
    PeriodMonths: saved?.periodMonths ?? '',
    PeriodDays: saved?.periodDays ?? '',
  };
}

/** The deposit, tenure, interest, payout account and auto renewal fields of the FD and RD forms. */
function DepositFields() {
  const { t } = useTranslation();
  const { control, getValues, setValue, clearErrors } = useFormContext<DepositFieldValues>();
  const autoRenewal = useWatch({ control, name: 'IsAutoRenewal' }) === true;

  // portal.md §4: No blanks the period and disables it; any change of the choice starts it afresh.
  function changeAutoRenewal(next: boolean, onChange: (value: boolean) => void) {
    const [PeriodYear = '', PeriodMonths = '', PeriodDays = ''] = getValues([...PERIOD_FIELDS]).map((value) =>
      String(value ?? ''),
    );
    const period = renewalPeriodAfterChange({ IsAutoRenewal: autoRenewal, PeriodYear, PeriodMonths, PeriodDays }, next);
    onChange(next);
    for (const field of PERIOD_FIELDS) setValue(field, period[field]);
    clearErrors([...PERIOD_FIELDS]);
  }

  return (
    <Stack>
      <FormAmountInput
        control={control}
        name="DepositAmount"
        label={t('deposit.amount')}
        description={amountRange(DEPOSIT_BOUNDS.depositAmount)}
        withAsterisk
      />
      <InsuredAmountNote size="xs" />
      {/* The legend alone names the group: the error summary puts it before a field's own label. */}
      <Fieldset variant="unstyled" legend={t('deposit.tenure')}>
        <Text size="xs" c="dimmed" mb="xs">
          {t('deposit.tenureRange', { minDays: tenure.minDays, maxYears: tenure.maxYears })}
        </Text>
        <FormTextGrid control={control} fields={labelled(TENURE)} cols={{ base: 1, xs: 3 }} />
      </Fieldset>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {INTEREST_CHOICES.map(({ name, label, values }) => (
          <FormSelect
            key={name}
            control={control}
            name={name}
            label={t(label)}
            options={values.map((value) => ({ value, label: value }))}
          />
        ))}
      </SimpleGrid>
      <Fieldset legend={t('deposit.payoutBank')}>
        <FormTextGrid control={control} fields={labelled(PAYOUT_ACCOUNT)} />
      </Fieldset>
      <Controller
        name="IsAutoRenewal"
        control={control}
        render={({ field }) => (
          <Radio.Group
            name={field.name}
            label={t('deposit.autoRenewal')}
            value={field.value === true ? 'true' : 'false'}
            onChange={(value) => changeAutoRenewal(value === 'true', field.onChange)}
          >
            <Group gap="lg" mt="xs">
              <Radio value="true" label={t('common.yes')} />
              <Radio value="false" label={t('common.no')} />
            </Group>
          </Radio.Group>
        )}
      />
      <FormTextGrid control={control} fields={labelled(PERIOD)} cols={{ base: 1, xs: 3 }} disabled={!autoRenewal} />
    </Stack>
  );
}

interface DepositFormProps<Input extends FieldValues, Output extends { IsAutoRenewal: boolean }> {
  methods: UseFormReturn<Input, unknown, Output>;
  save: FormSave<Omit<Output, 'IsAutoRenewal'> & { IsAutoRenewal: 'true' | 'false' }>;
  version: number;
  onReload: () => void;
  readOnly: boolean;
  /** The fields only FD (TDS membership number) or only RD (the instalment instructions) has. */
  children: ReactNode;
}

/** The FD and RD forms: the shared deposit fields, the type's own fields, and Save. */
export function DepositForm<Input extends FieldValues, Output extends { IsAutoRenewal: boolean }>({
  methods,
  save,
  version,
  onReload,
  readOnly,
  children,
}: DepositFormProps<Input, Output>) {
  const { t } = useTranslation();
  return (
    <FormShell
      methods={methods}
      save={{
        // The spec sends auto renewal as the text true or false (portal.md §3).
        mutate: (values, options) =>
          save.mutate({ ...values, IsAutoRenewal: toBooleanText(values.IsAutoRenewal) }, options),
        isPending: save.isPending,
      }}
      version={version}
      submitLabel={t('hub.save')}
      onReload={onReload}
      readOnly={readOnly}
    >
      <DepositFields />
      {children}
    </FormShell>
  );
}
