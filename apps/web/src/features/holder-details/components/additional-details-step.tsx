import { Alert, Fieldset, SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ASSET_DETAILS,
  BUSINESSMAN,
  createAdditionalDetailsSchema,
  deriveIncome,
  formatIsoDate,
  FUNDS_BY_DEBIT,
  FUNDS_FOR_CREDIT,
  INTERESTED_IN,
  messages,
  needsFatcaDeclaration,
  RELIGIONS,
  VEHICLE_FIELDS,
  VEHICLE_TYPES,
  type CalendarDate,
  type DerivedIncome,
  type FirstAccountHolderDetails,
  type KycFlowVariant,
  type UpdateAdditionalDetailsRequest,
} from '@portal/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm, useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateInput } from '@/components/form-date-input';
import { FormSelect } from '@/components/form-select';
import { FormAmountInput } from '@/components/form-amount-input';
import { FormTextFields, type TextFieldSpec } from '@/components/form-text-grid';
import { FormTextInput } from '@/components/form-text-input';
import { translateMessage, translateValue } from '@/lib/i18n';
import { useReferenceList } from '@/lib/reference-list';
import { useUpdateAdditionalDetails } from '../api/step-saves';
import type { HolderKey } from '@/lib/registration-queries';
import { savedTexts, text } from '../saved-text';
import { CheckboxGroupField } from './checkbox-group-field';
import { StepForm, type StepProps } from './step-form';
import { YesNoField } from './yes-no-field';

type Values = UpdateAdditionalDetailsRequest;
type Saved = NonNullable<FirstAccountHolderDetails['additionalDetails']>;
type AdditionalField = TextFieldSpec<Values>;

interface AdditionalDetailsStepProps extends StepProps {
  variant: KycFlowVariant;
  saved: FirstAccountHolderDetails['additionalDetails'];
  today: CalendarDate;
}

const plain = (options: readonly { value: string; label: string }[]) =>
  options.map(({ value, label }) => ({ value, label }));
const named = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

function toFormValues(holder: HolderKey, saved: Saved | null, variant: KycFlowVariant): Values {
  const list = <Item,>(value: unknown) => (Array.isArray(value) ? (value as Item[]) : []);
  const yes = (value: unknown) => value === true;
  // A flow that asks the year alone starts with no month, whatever an older save kept.
  const month = (value: unknown) => (variant.vehicleMonthAndYear ? text(value) : '');
  return {
    RegistrationId: holder.registrationId,
    RegistrationHolderId: holder.registrationHolderId,
    FundsExpectedOrigin: (text(saved?.FundsExpectedOrigin) || '1') as Values['FundsExpectedOrigin'],
    FundsUtilisationExpected: (text(saved?.FundsUtilisationExpected) || '1') as Values['FundsUtilisationExpected'],
    ...savedTexts(saved, ['OtherBankAccounts', 'AverageIncome', 'AnnualIncome', 'Turnover', 'AverageBalance']),
    ...savedTexts(saved, ['Education', 'caste', 'OccupationDetails', 'LineOfBusiness', 'BusinessName']),
    ...savedTexts(saved, ['BusinessStartDate', 'BusinessIncomeSource', 'BusinessWealthSource', 'CustomerReasonId']),
    ...savedTexts(saved, ['BusinessAddress1', 'BusinessAddress2', 'BusinessAddress3']),
    ...savedTexts(saved, ['BusinessTelNo', 'BusinessMobileNo', 'BusinessCarMaker']),
    ...savedTexts(saved, ['TwoWheelerYear', 'CarYear', 'OtherVehicleYear']),
    Religion: text(saved?.Religion) as Values['Religion'],
    BusinessEstimatedValue: text(saved?.BusinessEstimatedValue) as Values['BusinessEstimatedValue'],
    BusinessAssetDetails: list<(typeof ASSET_DETAILS)[number]>(saved?.BusinessAssetDetails),
    BusinessVehicleType: list<(typeof VEHICLE_TYPES)[number]>(saved?.BusinessVehicleType),
    InterestedIn: list<(typeof INTERESTED_IN)[number]>(saved?.InterestedIn),
    BornNonIndia: yes(saved?.BornNonIndia),
    TaxResidenceNonIndia: yes(saved?.TaxResidenceNonIndia),
    TwoWheelerMonth: month(saved?.TwoWheelerMonth),
    CarMonth: month(saved?.CarMonth),
    OtherVehicleMonth: month(saved?.OtherVehicleMonth),
  };
}

/** Step 5's form, bound: its fieldsets are within the step's FormProvider. */
function useAdditionalForm() {
  return useFormContext<Values>();
}

/** Step 5, Additional Details: income, occupation, business, FATCA, assets, vehicles and interests. */
export function AdditionalDetailsStep({ variant, saved, today, ...step }: AdditionalDetailsStepProps) {
  const { t } = useTranslation();
  const { holder } = step;
  const [schema] = useState(() => createAdditionalDetailsSchema(variant, today));
  const methods = useForm({ resolver: zodResolver(schema), defaultValues: toFormValues(holder, saved, variant) });
  const { control, setValue, clearErrors } = methods;
  const save = useUpdateAdditionalDetails(holder);
  const derived = deriveIncome(String(useWatch({ control, name: 'AverageIncome' }) ?? ''), variant.incomeBands);

  // Annual income (x12) and turnover (x2 annual) follow the monthly income; a bad entry clears both.
  useEffect(() => {
    setValue('AnnualIncome', derived.annualIncome);
    setValue('Turnover', derived.turnover);
  }, [derived.annualIncome, derived.turnover, setValue]);

  // An unticked vehicle takes its month and year (and the car maker) with it.
  function changeVehicles(ticked: string[]) {
    for (const vehicle of VEHICLE_TYPES) {
      if (ticked.includes(vehicle)) continue;
      const fields = [VEHICLE_FIELDS[vehicle].month, VEHICLE_FIELDS[vehicle].year] as FieldPath<Values>[];
      if (vehicle === 'Car') fields.push('BusinessCarMaker');
      fields.forEach((field) => setValue(field, ''));
      clearErrors(fields);
    }
  }

  return (
    <StepForm step={step} methods={methods} save={save}>
      <FinancialFieldset variant={variant} derived={derived} />
      <OccupationFieldset variant={variant} today={today} />
      <OfficeAddressFieldset variant={variant} />
      <FatcaFieldset />
      <CheckboxGroupField
        control={control}
        name="BusinessAssetDetails"
        label={t('additionalStep.assetDetails')}
        options={ASSET_DETAILS}
      />
      <CheckboxGroupField
        control={control}
        name="BusinessVehicleType"
        label={t('additionalStep.vehicles')}
        options={VEHICLE_TYPES}
        onValueChange={changeVehicles}
      />
      <VehicleFields variant={variant} />
      <CheckboxGroupField
        control={control}
        name="InterestedIn"
        label={t('additionalStep.interestedIn')}
        options={INTERESTED_IN}
      />
    </StepForm>
  );
}

/** The amounts derived from the monthly income, read-only, each with its band once it has one. */
const DERIVED_AMOUNTS = [
  {
    name: 'AnnualIncome',
    label: 'additionalStep.annualIncome',
    band: 'annualIncomeBand',
    unbanded: 'additionalStep.fromMonthly',
  },
  { name: 'Turnover', label: 'additionalStep.turnover', band: 'turnoverBand', unbanded: 'additionalStep.fromAnnual' },
] as const;

/** Where the money comes from and goes, income and balance, with the figures derived from the income. */
function FinancialFieldset({ variant, derived }: { variant: KycFlowVariant; derived: DerivedIncome }) {
  const { t } = useTranslation();
  const { control } = useAdditionalForm();
  const otherBankAccounts = useReferenceList('OtherBankAccounts');
  const reasons = useReferenceList('CustomerReason');
  const optional = { control, allowDeselect: true, clearable: true } as const;
  const required = { control, withAsterisk: true } as const;
  return (
    <Fieldset legend={t('additionalStep.financialDetails')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <FormSelect
          control={control}
          name="FundsExpectedOrigin"
          label={t('additionalStep.fundsForCredit')}
          options={plain(FUNDS_FOR_CREDIT)}
        />
        <FormSelect
          control={control}
          name="FundsUtilisationExpected"
          label={t('additionalStep.fundsByDebit')}
          options={plain(FUNDS_BY_DEBIT)}
        />
        <FormSelect
          {...optional}
          name="OtherBankAccounts"
          label={t('additionalStep.otherBankAccounts')}
          options={(otherBankAccounts.data ?? []).map((item) => ({
            value: String(item.id),
            label: item.otherBankAccount,
          }))}
        />
        <FormAmountInput {...required} name="AverageIncome" label={t('additionalStep.monthlyIncome')} />
        {DERIVED_AMOUNTS.map(({ name, label, band, unbanded }) => (
          <FormAmountInput
            key={name}
            control={control}
            name={name}
            label={t(label)}
            description={
              derived[band] ? t('additionalStep.band', { band: translateValue(derived[band]) }) : t(unbanded)
            }
            readOnly
          />
        ))}
        <FormAmountInput {...required} name="AverageBalance" label={t('additionalStep.averageBalance')} />
        <FormSelect
          {...optional}
          name="BusinessEstimatedValue"
          label={t('additionalStep.assetValue')}
          options={plain(variant.estimatedAssetValues)}
        />
        <FormSelect
          {...required}
          name="CustomerReasonId"
          label={t('additionalStep.reason')}
          options={(reasons.data ?? []).map((item) => ({ value: String(item.id), label: item.reason }))}
        />
      </SimpleGrid>
    </Fieldset>
  );
}

/** Education, religion and caste, and the occupation with its business. */
function OccupationFieldset({ variant, today }: { variant: KycFlowVariant; today: CalendarDate }) {
  const { t } = useTranslation();
  const { control } = useAdditionalForm();
  const businessman = useWatch({ control, name: 'OccupationDetails' }) === BUSINESSMAN;
  const educations = useReferenceList('Education');
  const occupationDetails = useReferenceList('OccupationDetails');
  const optional = { control, allowDeselect: true, clearable: true } as const;
  const required = { control, withAsterisk: true } as const;
  const business: AdditionalField[] = [
    { name: 'LineOfBusiness', label: t('additionalStep.lineOfBusiness'), maxLength: 100, required: businessman },
    {
      name: 'BusinessName',
      label: t('additionalStep.employer'),
      maxLength: 100,
      autoComplete: 'organization',
      required: true,
    },
  ];
  const sources: AdditionalField[] = [
    { name: 'BusinessIncomeSource', label: t('additionalStep.incomeSource'), maxLength: 100, required: true },
    { name: 'BusinessWealthSource', label: t('additionalStep.wealthSource'), maxLength: 100 },
  ];
  return (
    <Fieldset legend={t('additionalStep.personalOccupation')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <FormSelect
          {...optional}
          name="Education"
          label={t('additionalStep.education')}
          options={(educations.data ?? []).map((item) => ({ value: String(item.id), label: item.education }))}
        />
        <FormSelect {...required} name="Religion" label={t('additionalStep.religion')} options={named(RELIGIONS)} />
        <FormSelect {...required} name="caste" label={t('additionalStep.caste')} options={named(variant.castes)} />
        <FormSelect
          {...required}
          name="OccupationDetails"
          label={t('additionalStep.occupation')}
          options={named((occupationDetails.data ?? []).map((item) => item.occupationDetails))}
        />
        <FormTextFields control={control} fields={business} />
        <FormDateInput
          control={control}
          name="BusinessStartDate"
          label={t('additionalStep.businessStart')}
          maxDate={formatIsoDate(today)}
          withAsterisk={businessman}
        />
        <FormTextFields control={control} fields={sources} />
      </SimpleGrid>
    </Fieldset>
  );
}

const OFFICE_PHONES = [
  { name: 'BusinessTelNo', label: 'additionalStep.officeTel', maxLength: 20, autoComplete: 'work tel' },
  { name: 'BusinessMobileNo', label: 'additionalStep.officeMobile', maxLength: 10, autoComplete: 'work tel-national' },
] as const;

/** The office's address and telephones; the address is compulsory for a businessman. */
function OfficeAddressFieldset({ variant }: { variant: KycFlowVariant }) {
  const { t } = useTranslation();
  const { control } = useAdditionalForm();
  const businessman = useWatch({ control, name: 'OccupationDetails' }) === BUSINESSMAN;
  const address: AdditionalField[] = ([1, 2, 3] as const).map((line) => ({
    name: `BusinessAddress${line}`,
    label: t('additionalStep.businessAddress', { line }),
    maxLength: 300,
    autoComplete: `section-business address-line${line}`,
    required: businessman && (line < 3 || variant.requireBusinessAddress3),
  }));
  return (
    <Fieldset legend={t('additionalStep.officeAddress')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <FormTextFields control={control} fields={address} />
        {OFFICE_PHONES.map(({ label, ...phone }) => (
          <FormTextInput key={phone.name} control={control} label={t(label)} {...phone} digitsOnly type="tel" />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

/** Birth or tax residence outside India, with the FATCA note when either is so. */
function FatcaFieldset() {
  const { t } = useTranslation();
  const { control } = useAdditionalForm();
  const bornNonIndia = useWatch({ control, name: 'BornNonIndia' });
  const taxNonIndia = useWatch({ control, name: 'TaxResidenceNonIndia' });
  const fatca = needsFatcaDeclaration({
    BornNonIndia: bornNonIndia === true || bornNonIndia === 'true',
    TaxResidenceNonIndia: taxNonIndia === true || taxNonIndia === 'true',
  });
  return (
    <Fieldset legend={t('additionalStep.fatca')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <YesNoField control={control} name="BornNonIndia" label={t('additionalStep.bornOutside')} />
        <YesNoField control={control} name="TaxResidenceNonIndia" label={t('additionalStep.taxOutside')} />
      </SimpleGrid>
      {fatca && (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} mt="sm" role="status">
          {translateMessage(messages.fatcaNote)}
        </Alert>
      )}
    </Fieldset>
  );
}

/** A vehicle's month and year of purchase: the first-holder wizard asks both, the others the year alone (§5). */
const VEHICLE_DATE_PARTS = [
  { part: 'month', label: 'additionalStep.vehicleMonth', placeholder: 'additionalStep.monthPlaceholder', maxLength: 2 },
  { part: 'year', label: 'additionalStep.vehicleYear', placeholder: 'additionalStep.yearPlaceholder', maxLength: 4 },
] as const;

/** For each vehicle ticked, when it was bought, and for a car its maker. */
function VehicleFields({ variant }: { variant: KycFlowVariant }) {
  const { t } = useTranslation();
  const { control } = useAdditionalForm();
  const vehicles = (useWatch({ control, name: 'BusinessVehicleType' }) ?? []) as string[];
  const dateParts = VEHICLE_DATE_PARTS.filter(({ part }) => part === 'year' || variant.vehicleMonthAndYear);
  return VEHICLE_TYPES.filter((vehicle) => vehicles.includes(vehicle)).map((vehicle) => (
    <SimpleGrid key={vehicle} cols={{ base: 2, md: dateParts.length + (vehicle === 'Car' ? 1 : 0) }}>
      {dateParts.map(({ part, label, placeholder, maxLength }) => (
        <FormTextInput
          key={part}
          control={control}
          name={VEHICLE_FIELDS[vehicle][part] as FieldPath<Values>}
          label={t(label, { vehicle: translateValue(vehicle) })}
          placeholder={t(placeholder)}
          maxLength={maxLength}
          digitsOnly
          withAsterisk
        />
      ))}
      {vehicle === 'Car' && (
        <FormTextInput control={control} name="BusinessCarMaker" label={t('additionalStep.carMaker')} maxLength={50} />
      )}
    </SimpleGrid>
  ));
}
