import { Fieldset, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  DEPOSIT_BOUNDS,
  DEPOSIT_DEFAULTS,
  formatRupees,
  INTEREST_PAYOUT_MODES,
  INTEREST_PAYOUTS,
  renewalPeriodAfterChange,
  type FdDetails,
  type RdDetails,
  type UpdateFdDetailsRequest,
} from '@portal/domain';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormAmountInput } from '@/components/form-amount-input';
import { FormSelect } from '@/components/form-select';
import { FormShell, type FormSave } from '@/components/form-shell';
import { FormTextGrid, type TextFieldSpec } from '@/components/form-text-grid';
import { toBooleanText } from '@/lib/request-text';

/** The fields the FD and RD forms share (the RD request has the same ones under the same names). */
export type DepositFieldValues = Omit<UpdateFdDetailsRequest, 'TDSMembershipNo'>;

type DepositField = TextFieldSpec<DepositFieldValues>;

// Labels from the brief, maximum lengths from portal.md §5.
const TENURE: DepositField[] = [
  { name: 'TenureYear', label: 'Tenure Years', maxLength: 2, digitsOnly: true, required: true },
  { name: 'TenureMonths', label: 'Tenure Months', maxLength: 2, digitsOnly: true, required: true },
  { name: 'TenureDays', label: 'Tenure Days', maxLength: 2, digitsOnly: true, required: true },
];
const PAYOUT_ACCOUNT: DepositField[] = [
  { name: 'BankName', label: 'Bank Name', maxLength: 100, kind: 'reference', required: true },
  { name: 'BranchName', label: 'Branch Name', maxLength: 100, kind: 'reference', required: true },
  { name: 'AccountNo', label: 'Account Number', maxLength: 20, kind: 'reference', required: true },
  { name: 'IFSC', label: 'IFSC', maxLength: 20, kind: 'capitalCode', required: true },
];
const PERIOD: DepositField[] = [
  { name: 'PeriodYear', label: 'Period Years', maxLength: 2, digitsOnly: true, required: true },
  { name: 'PeriodMonths', label: 'Period Months', maxLength: 2, digitsOnly: true, required: true },
  { name: 'PeriodDays', label: 'Period Days', maxLength: 2, digitsOnly: true, required: true },
];
const PERIOD_FIELDS = ['PeriodYear', 'PeriodMonths', 'PeriodDays'] as const;
const { tenure } = DEPOSIT_BOUNDS;

const INTEREST_CHOICES = [
  { name: 'InterestPayout', label: 'Interest Payout', values: INTEREST_PAYOUTS },
  { name: 'InterestPayoutMode', label: 'Mode of Interest', values: INTEREST_PAYOUT_MODES },
] as const;

/** What the bank takes, under the amount field, so the bounds are known before Save (DEPOSIT_BOUNDS). */
export function amountRange({ min, max }: { min: number; max: number }, per = '') {
  return `${formatRupees(min)} to ${formatRupees(max)}${per}`;
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
        label="Deposit Amount"
        description={amountRange(DEPOSIT_BOUNDS.depositAmount)}
        withAsterisk
      />
      {/* The legend alone names the group: the error summary puts it before a field's own label. */}
      <Fieldset variant="unstyled" legend="Tenure">
        <Text size="xs" c="dimmed" mb="xs">
          {tenure.minDays} days to {tenure.maxYears} years
        </Text>
        <FormTextGrid control={control} fields={TENURE} cols={{ base: 1, xs: 3 }} />
      </Fieldset>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {INTEREST_CHOICES.map(({ name, label, values }) => (
          <FormSelect
            key={name}
            control={control}
            name={name}
            label={label}
            options={values.map((value) => ({ value, label: value }))}
          />
        ))}
      </SimpleGrid>
      <Fieldset legend="Payout bank details">
        <FormTextGrid control={control} fields={PAYOUT_ACCOUNT} />
      </Fieldset>
      <Controller
        name="IsAutoRenewal"
        control={control}
        render={({ field }) => (
          <Radio.Group
            name={field.name}
            label="Auto renewal"
            value={field.value === true ? 'true' : 'false'}
            onChange={(value) => changeAutoRenewal(value === 'true', field.onChange)}
          >
            <Group gap="lg" mt="xs">
              <Radio value="true" label="Yes" />
              <Radio value="false" label="No" />
            </Group>
          </Radio.Group>
        )}
      />
      <FormTextGrid control={control} fields={PERIOD} cols={{ base: 1, xs: 3 }} disabled={!autoRenewal} />
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
      submitLabel="Save"
      onReload={onReload}
      readOnly={readOnly}
    >
      <DepositFields />
      {children}
    </FormShell>
  );
}
