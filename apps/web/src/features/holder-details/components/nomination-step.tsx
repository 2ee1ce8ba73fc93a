import { Fieldset, SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  allowedAccountOperations,
  createUpdateNominationDa1RequestSchema,
  formatIsoDate,
  type CalendarDate,
  type FirstAccountHolderDetails,
  type UpdateNominationDa1Request,
} from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountOperationsField } from '@/components/account-operations-field';
import { FormDateInput } from '@/components/form-date-input';
import { FormTextInput } from '@/components/form-text-input';
import { useUpdateNominationDa1 } from '../api/step-saves';
import { StepForm, type StepProps } from './step-form';

interface NominationStepProps extends StepProps {
  saved: FirstAccountHolderDetails['nomination'];
  /** How many holders the application has: one holder can only operate it as 'Self'. */
  holderCount: number;
  today: CalendarDate;
}

/** Step 7, Instruction for account operations and Nomination form DA-1. */
export function NominationStep({ saved, holderCount, today, ...step }: NominationStepProps) {
  const { t } = useTranslation();
  const { holder, readOnly } = step;
  const [schema] = useState(() => createUpdateNominationDa1RequestSchema(today));
  const save = useUpdateNominationDa1(holder);
  const allowed = allowedAccountOperations(holderCount);
  const onlyChoice = allowed.length === 1 ? allowed[0] : undefined;
  const defaults: UpdateNominationDa1Request = {
    RegistrationId: holder.registrationId,
    NatureofDeposit: saved?.NatureofDeposit ?? '',
    DistinguishingNo: saved?.DistinguishingNo ?? '',
    AdditionalDetails: saved?.AdditionalDetails ?? '',
    NomineeFirstName: saved?.NomineeFirstName ?? '',
    NomineeMiddleName: saved?.NomineeMiddleName ?? '',
    NomineeLastName: saved?.NomineeLastName ?? '',
    NomineeAddress1: saved?.NomineeAddress1 ?? '',
    NomineeAddress2: saved?.NomineeAddress2 ?? '',
    NomineeAddress3: saved?.NomineeAddress3 ?? '',
    Relationship: saved?.Relationship ?? '',
    Age: saved?.Age ?? '',
    MinorDOB: saved?.MinorDOB ?? '',
    AccountOperations: (saved?.AccountOperations && allowed.includes(saved.AccountOperations)
      ? saved.AccountOperations
      : onlyChoice) as UpdateNominationDa1Request['AccountOperations'],
  };
  const methods = useForm({ resolver: zodResolver(schema), defaultValues: defaults });
  const { control } = methods;

  return (
    <StepForm step={step} methods={methods} save={save}>
      <AccountOperationsField
        control={control}
        label={t('operationsStep.label')}
        allowed={allowed}
        readOnly={readOnly}
      />
      <Fieldset legend={t('nominationStep.nominationForm')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <FormTextInput
            control={control}
            name="NatureofDeposit"
            label={t('nominationStep.natureOfDeposit')}
            maxLength={100}
            withAsterisk
          />
          <FormTextInput
            control={control}
            name="DistinguishingNo"
            label={t('nominationStep.distinguishingNo')}
            maxLength={30}
            kind="reference"
            withAsterisk
          />
          <FormTextInput
            control={control}
            name="AdditionalDetails"
            label={t('nominationStep.additionalDetails')}
            maxLength={200}
          />
          <FormTextInput
            control={control}
            name="NomineeFirstName"
            label={t('nominationStep.nomineeFirstName')}
            maxLength={50}
            kind="otherPerson"
            withAsterisk
          />
          <FormTextInput
            control={control}
            name="NomineeMiddleName"
            label={t('nominationStep.nomineeMiddleName')}
            maxLength={50}
            kind="otherPerson"
          />
          <FormTextInput
            control={control}
            name="NomineeLastName"
            label={t('nominationStep.nomineeLastName')}
            maxLength={50}
            kind="otherPerson"
            withAsterisk
          />
          {([1, 2, 3] as const).map((line) => (
            <FormTextInput
              key={line}
              control={control}
              name={`NomineeAddress${line}`}
              label={t('nominationStep.nomineeAddress', { line })}
              maxLength={300}
              kind="otherPerson"
              withAsterisk={line === 1}
            />
          ))}
          <FormTextInput
            control={control}
            name="Relationship"
            label={t('nominationStep.relationship')}
            maxLength={50}
            withAsterisk
          />
          <FormTextInput
            control={control}
            name="Age"
            label={t('nominationStep.nomineeAge')}
            maxLength={2}
            digitsOnly
            withAsterisk
          />
          <FormDateInput
            control={control}
            name="MinorDOB"
            label={t('nominationStep.minorDob')}
            maxDate={formatIsoDate(today)}
          />
        </SimpleGrid>
      </Fieldset>
    </StepForm>
  );
}
