import { SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  TITLES,
  updateRelatedPersonRequestSchema,
  type FirstAccountHolderDetails,
  type UpdateRelatedPersonRequest,
} from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '@/components/form-select';
import { FormTextInput } from '@/components/form-text-input';
import { useReferenceList } from '@/lib/reference-list';
import { useUpdateDetailOfRelatedPerson } from '../api/step-saves';
import { text } from '../saved-text';
import { StepForm, type StepProps } from './step-form';

interface RelatedPersonStepProps extends StepProps {
  saved: FirstAccountHolderDetails['relatedPerson'];
}

/** Step 3, Related person / guardian: only for a holder under 18. */
export function RelatedPersonStep({ saved, ...step }: RelatedPersonStepProps) {
  const { t } = useTranslation();
  const { holder } = step;
  const save = useUpdateDetailOfRelatedPerson(holder);
  const types = useReferenceList('RelatedPersonType');
  const defaults: UpdateRelatedPersonRequest = {
    RegistrationId: holder.registrationId,
    RegistrationHolderId: holder.registrationHolderId,
    RelatedPersonTitle: text(saved?.RelatedPersonTitle),
    RelatedPeronFirstName: text(saved?.RelatedPeronFirstName),
    RelatedPeronMiddleName: text(saved?.RelatedPeronMiddleName),
    RelatedPeronLastName: text(saved?.RelatedPeronLastName),
    RelatedPersonCustomerRelation: text(saved?.RelatedPersonCustomerRelation),
    RelatedPersonType: text(saved?.RelatedPersonType),
    RelatedPersonPANNo: text(saved?.RelatedPersonPANNo),
    RelatedPersonAadhaarNo: text(saved?.RelatedPersonAadhaarNo),
    RelatedPersonCourtOrderNo: text(saved?.RelatedPersonCourtOrderNo),
  };
  const methods = useForm({ resolver: zodResolver(updateRelatedPersonRequestSchema), defaultValues: defaults });
  const { control } = methods;

  return (
    <StepForm step={step} methods={methods} save={save}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <FormSelect
          control={control}
          name="RelatedPersonTitle"
          label={t('personalStep.title')}
          options={TITLES.map(({ value, label }) => ({ value, label }))}
          withAsterisk
        />
        <FormTextInput
          control={control}
          name="RelatedPeronFirstName"
          label={t('personalStep.firstName')}
          maxLength={50}
          kind="otherPerson"
          withAsterisk
        />
        <FormTextInput
          control={control}
          name="RelatedPeronMiddleName"
          label={t('personalStep.middleName')}
          maxLength={50}
          kind="otherPerson"
        />
        <FormTextInput
          control={control}
          name="RelatedPeronLastName"
          label={t('personalStep.lastName')}
          maxLength={50}
          kind="otherPerson"
          withAsterisk
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextInput
          control={control}
          name="RelatedPersonCustomerRelation"
          label={t('relatedPersonStep.relation')}
          maxLength={50}
          withAsterisk
        />
        <FormSelect
          control={control}
          name="RelatedPersonType"
          label={t('relatedPersonStep.type')}
          options={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.relatedPersonType }))}
          withAsterisk
        />
        <FormTextInput
          control={control}
          name="RelatedPersonPANNo"
          label={t('relatedPersonStep.panNo')}
          maxLength={10}
          normalize={(value) => value.toUpperCase()}
          kind="capitalCode"
          withAsterisk
        />
        <FormTextInput
          control={control}
          name="RelatedPersonAadhaarNo"
          label={t('relatedPersonStep.aadhaarNo')}
          maxLength={14}
          kind="aadhaar"
          withAsterisk
        />
        <FormTextInput
          control={control}
          name="RelatedPersonCourtOrderNo"
          label={t('relatedPersonStep.courtOrderNo')}
          maxLength={50}
          kind="reference"
        />
      </SimpleGrid>
    </StepForm>
  );
}
