import { SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  updateFormNo60RequestSchema,
  type FirstAccountHolderDetails,
  type UpdateFormNo60Request,
} from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAmountInput } from '@/components/form-amount-input';
import { FormTextInput } from '@/components/form-text-input';
import { useUpdateFormNo60 } from '../api/step-saves';
import { text } from '../saved-text';
import { StepForm, type StepProps } from './step-form';
import { YesNoField } from './yes-no-field';

interface Form60StepProps extends StepProps {
  saved: FirstAccountHolderDetails['formNo60'];
}

/** Step 4, Form no 60/61: the declaration of a holder without PAN. */
export function Form60Step({ saved, ...step }: Form60StepProps) {
  const { t } = useTranslation();
  const { holder } = step;
  const save = useUpdateFormNo60(holder);
  const defaults: UpdateFormNo60Request = {
    RegistrationId: holder.registrationId,
    RegistrationHolderId: holder.registrationHolderId,
    DeclarantDocuments: text(saved?.DeclarantDocuments),
    DeclarantTransactionParticulars: text(saved?.DeclarantTransactionParticulars),
    DeclarantAmountofTransaction: text(saved?.DeclarantAmountofTransaction),
    DeclarantAssessedTax: saved?.DeclarantAssessedTax !== false,
    DetailsOfIncomeTax: text(saved?.DetailsOfIncomeTax),
    ReasonForNoPan: text(saved?.ReasonForNoPan),
  };
  const methods = useForm({ resolver: zodResolver(updateFormNo60RequestSchema), defaultValues: defaults });
  const { control } = methods;

  return (
    <StepForm step={step} methods={methods} save={save}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextInput
          control={control}
          name="DeclarantTransactionParticulars"
          label={t('form60Step.transactionParticulars')}
          maxLength={100}
          withAsterisk
        />
        <FormAmountInput
          control={control}
          name="DeclarantAmountofTransaction"
          label={t('form60Step.transactionAmount')}
          withAsterisk
        />
        <FormTextInput
          control={control}
          name="DetailsOfIncomeTax"
          label={t('form60Step.incomeTaxDetails')}
          maxLength={50}
          withAsterisk
        />
        <FormTextInput
          control={control}
          name="ReasonForNoPan"
          label={t('form60Step.reasonForNoPan')}
          maxLength={200}
          withAsterisk
        />
        <FormTextInput control={control} name="DeclarantDocuments" label={t('form60Step.documents')} maxLength={200} />
        <YesNoField control={control} name="DeclarantAssessedTax" label={t('form60Step.assessedToTax')} />
      </SimpleGrid>
    </StepForm>
  );
}
