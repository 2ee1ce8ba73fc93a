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
  type FirstAccountHolderDetails,
  type KycFlowVariant,
  type UpdateAdditionalDetailsRequest,
} from '@portal/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateInput } from '@/components/form-date-input';
import { FormSelect } from '@/components/form-select';
import { FormAmountInput } from '@/components/form-amount-input';
import { FormTextInput } from '@/components/form-text-input';
import { translateMessage, translateValue } from '@/lib/i18n';
import { useReferenceList } from '@/lib/reference-list';
import { useUpdateAdditionalDetails } from '../api/step-saves';
import type { HolderKey } from '@/lib/registration-queries';
import { text } from '../saved-text';
import { CheckboxGroupField } from './checkbox-group-field';
import { StepForm, type StepProps } from './step-form';
import { YesNoField } from './yes-no-field';

type Values = UpdateAdditionalDetailsRequest;
type Saved = NonNullable<FirstAccountHolderDetails['additionalDetails']>;

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
    OtherBankAccounts: text(saved?.OtherBankAccounts),
    AverageIncome: text(saved?.AverageIncome),
    AnnualIncome: text(saved?.AnnualIncome),
    Turnover: text(saved?.Turnover),
    AverageBalance: text(saved?.AverageBalance),
    Education: text(saved?.Education),
    Religion: text(saved?.Religion) as Values['Religion'],
    caste: text(saved?.caste),
    OccupationDetails: text(saved?.OccupationDetails),
    LineOfBusiness: text(saved?.LineOfBusiness),
    BusinessName: text(saved?.BusinessName),
    BusinessStartDate: text(saved?.BusinessStartDate),
    BusinessAddress1: text(saved?.BusinessAddress1),
    BusinessAddress2: text(saved?.BusinessAddress2),
    BusinessAddress3: text(saved?.BusinessAddress3),
    BusinessTelNo: text(saved?.BusinessTelNo),
    BusinessMobileNo: text(saved?.BusinessMobileNo),
    BusinessIncomeSource: text(saved?.BusinessIncomeSource),
    BusinessWealthSource: text(saved?.BusinessWealthSource),
    BusinessEstimatedValue: text(saved?.BusinessEstimatedValue) as Values['BusinessEstimatedValue'],
    BusinessAssetDetails: list<(typeof ASSET_DETAILS)[number]>(saved?.BusinessAssetDetails),
    BornNonIndia: yes(saved?.BornNonIndia),
    TaxResidenceNonIndia: yes(saved?.TaxResidenceNonIndia),
    BusinessVehicleType: list<(typeof VEHICLE_TYPES)[number]>(saved?.BusinessVehicleType),
    TwoWheelerMonth: month(saved?.TwoWheelerMonth),
    TwoWheelerYear: text(saved?.TwoWheelerYear),
    CarMonth: month(saved?.CarMonth),
    CarYear: text(saved?.CarYear),
    BusinessCarMaker: text(saved?.BusinessCarMaker),
    OtherVehicleMonth: month(saved?.OtherVehicleMonth),
    OtherVehicleYear: text(saved?.OtherVehicleYear),
    InterestedIn: list<(typeof INTERESTED_IN)[number]>(saved?.InterestedIn),
    CustomerReasonId: text(saved?.CustomerReasonId),
  };
}

/** Step 5, Additional Details: income, occupation, business, FATCA, assets, vehicles and interests. */
export function AdditionalDetailsStep({ variant, saved, today, ...step }: AdditionalDetailsStepProps) {
  const { t } = useTranslation();
  const { holder } = step;
  const [schema] = useState(() => createAdditionalDetailsSchema(variant, today));
  const methods = useForm({ resolver: zodResolver(schema), defaultValues: toFormValues(holder, saved, variant) });
  const { control, setValue, clearErrors } = methods;
  const save = useUpdateAdditionalDetails(holder);
  const otherBankAccounts = useReferenceList('OtherBankAccounts');
  const educations = useReferenceList('Education');
  const occupationDetails = useReferenceList('OccupationDetails');
  const reasons = useReferenceList('CustomerReason');

  const monthlyIncome = String(useWatch({ control, name: 'AverageIncome' }) ?? '');
  const derived = deriveIncome(monthlyIncome, variant.incomeBands);
  const businessman = useWatch({ control, name: 'OccupationDetails' }) === BUSINESSMAN;
  const vehicles = (useWatch({ control, name: 'BusinessVehicleType' }) ?? []) as string[];
  const bornNonIndia = useWatch({ control, name: 'BornNonIndia' });
  const taxNonIndia = useWatch({ control, name: 'TaxResidenceNonIndia' });
  const fatca = needsFatcaDeclaration({
    BornNonIndia: bornNonIndia === true || bornNonIndia === 'true',
    TaxResidenceNonIndia: taxNonIndia === true || taxNonIndia === 'true',
  });

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
            control={control}
            name="OtherBankAccounts"
            label={t('additionalStep.otherBankAccounts')}
            options={(otherBankAccounts.data ?? []).map((item) => ({
              value: String(item.id),
              label: item.otherBankAccount,
            }))}
            allowDeselect
            clearable
          />
          <FormAmountInput
            control={control}
            name="AverageIncome"
            label={t('additionalStep.monthlyIncome')}
            withAsterisk
          />
          <FormAmountInput
            control={control}
            name="AnnualIncome"
            label={t('additionalStep.annualIncome')}
            readOnly
            description={
              derived.annualIncomeBand
                ? t('additionalStep.band', { band: translateValue(derived.annualIncomeBand) })
                : t('additionalStep.fromMonthly')
            }
          />
          <FormAmountInput
            control={control}
            name="Turnover"
            label={t('additionalStep.turnover')}
            readOnly
            description={
              derived.turnoverBand
                ? t('additionalStep.band', { band: translateValue(derived.turnoverBand) })
                : t('additionalStep.fromAnnual')
            }
          />
          <FormAmountInput
            control={control}
            name="AverageBalance"
            label={t('additionalStep.averageBalance')}
            withAsterisk
          />
          <FormSelect
            control={control}
            name="BusinessEstimatedValue"
            label={t('additionalStep.assetValue')}
            options={plain(variant.estimatedAssetValues)}
            allowDeselect
            clearable
          />
          <FormSelect
            control={control}
            name="CustomerReasonId"
            label={t('additionalStep.reason')}
            options={(reasons.data ?? []).map((item) => ({ value: String(item.id), label: item.reason }))}
            withAsterisk
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('additionalStep.personalOccupation')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <FormSelect
            control={control}
            name="Education"
            label={t('additionalStep.education')}
            options={(educations.data ?? []).map((item) => ({ value: String(item.id), label: item.education }))}
            allowDeselect
            clearable
          />
          <FormSelect
            control={control}
            name="Religion"
            label={t('additionalStep.religion')}
            options={named(RELIGIONS)}
            withAsterisk
          />
          <FormSelect
            control={control}
            name="caste"
            label={t('additionalStep.caste')}
            options={named(variant.castes)}
            withAsterisk
          />
          <FormSelect
            control={control}
            name="OccupationDetails"
            label={t('additionalStep.occupation')}
            options={named((occupationDetails.data ?? []).map((item) => item.occupationDetails))}
            withAsterisk
          />
          <FormTextInput
            control={control}
            name="LineOfBusiness"
            label={t('additionalStep.lineOfBusiness')}
            maxLength={100}
            withAsterisk={businessman}
          />
          <FormTextInput
            control={control}
            name="BusinessName"
            label={t('additionalStep.employer')}
            maxLength={100}
            autoComplete="organization"
            withAsterisk
          />
          <FormDateInput
            control={control}
            name="BusinessStartDate"
            label={t('additionalStep.businessStart')}
            maxDate={formatIsoDate(today)}
            withAsterisk={businessman}
          />
          <FormTextInput
            control={control}
            name="BusinessIncomeSource"
            label={t('additionalStep.incomeSource')}
            maxLength={100}
            withAsterisk
          />
          <FormTextInput
            control={control}
            name="BusinessWealthSource"
            label={t('additionalStep.wealthSource')}
            maxLength={100}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('additionalStep.officeAddress')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {([1, 2, 3] as const).map((line) => (
            <FormTextInput
              key={line}
              control={control}
              name={`BusinessAddress${line}`}
              label={t('additionalStep.businessAddress', { line })}
              maxLength={300}
              autoComplete={`section-business address-line${line}`}
              withAsterisk={businessman && (line < 3 || variant.requireBusinessAddress3)}
            />
          ))}
          <FormTextInput
            control={control}
            name="BusinessTelNo"
            label={t('additionalStep.officeTel')}
            maxLength={20}
            digitsOnly
            type="tel"
            autoComplete="work tel"
          />
          <FormTextInput
            control={control}
            name="BusinessMobileNo"
            label={t('additionalStep.officeMobile')}
            maxLength={10}
            digitsOnly
            type="tel"
            autoComplete="work tel-national"
          />
        </SimpleGrid>
      </Fieldset>
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
      {VEHICLE_TYPES.filter((vehicle) => vehicles.includes(vehicle)).map((vehicle) => (
        <SimpleGrid
          key={vehicle}
          cols={{ base: 2, md: (variant.vehicleMonthAndYear ? 2 : 1) + (vehicle === 'Car' ? 1 : 0) }}
        >
          {/* The first-holder wizard asks month and year; the others the year alone (§5). */}
          {variant.vehicleMonthAndYear && (
            <FormTextInput
              control={control}
              name={VEHICLE_FIELDS[vehicle].month as FieldPath<Values>}
              label={t('additionalStep.vehicleMonth', { vehicle: translateValue(vehicle) })}
              placeholder={t('additionalStep.monthPlaceholder')}
              maxLength={2}
              digitsOnly
              withAsterisk
            />
          )}
          <FormTextInput
            control={control}
            name={VEHICLE_FIELDS[vehicle].year as FieldPath<Values>}
            label={t('additionalStep.vehicleYear', { vehicle: translateValue(vehicle) })}
            placeholder={t('additionalStep.yearPlaceholder')}
            maxLength={4}
            digitsOnly
            withAsterisk
          />
          {vehicle === 'Car' && (
            <FormTextInput
              control={control}
              name="BusinessCarMaker"
              label={t('additionalStep.carMaker')}
              maxLength={50}
            />
          )}
        </SimpleGrid>
      ))}
      <CheckboxGroupField
        control={control}
        name="InterestedIn"
        label={t('additionalStep.interestedIn')}
        options={INTERESTED_IN}
      />
    </StepForm>
  );
}
