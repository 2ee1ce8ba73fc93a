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
import { FormTextFields, type TextFieldSpec } from '@/components/form-text-grid';
import { FormTextInput } from '@/components/form-text-input';
import { useReferenceList } from '@/lib/reference-list';
import { useUpdateDetailOfRelatedPerson } from '../api/step-saves';
import { savedTexts } from '../saved-text';
import { PAN_FIELD } from './personal-details-fields';
import { StepForm, type StepProps } from './step-form';

type RelatedPersonField = TextFieldSpec<UpdateRelatedPersonRequest>;

interface RelatedPersonStepProps extends StepProps {
  saved: FirstAccountHolderDetails['relatedPerson'];
}

const SAVED_FIELDS = [
  'RelatedPersonTitle',
  'RelatedPeronFirstName',
  'RelatedPeronMiddleName',
  'RelatedPeronLastName',
  'RelatedPersonCustomerRelation',
  'RelatedPersonType',
  'RelatedPersonPANNo',
  'RelatedPersonAadhaarNo',
  'RelatedPersonCourtOrderNo',
] as const;
const TITLE_OPTIONS = TITLES.map(({ value, label }) => ({ value, label }));

/** Step 3, Related person / guardian: only for a holder under 18. */
export function RelatedPersonStep({ saved, ...step }: RelatedPersonStepProps) {
  const { t } = useTranslation();
  const { holder } = step;
  const save = useUpdateDetailOfRelatedPerson(holder);
  const types = useReferenceList('RelatedPersonType');
  const defaults: UpdateRelatedPersonRequest = {
    RegistrationId: holder.registrationId,
    RegistrationHolderId: holder.registrationHolderId,
    ...savedTexts(saved, SAVED_FIELDS),
  };
  const methods = useForm({ resolver: zodResolver(updateRelatedPersonRequestSchema), defaultValues: defaults });
  const { control } = methods;
  const required = { control, withAsterisk: true } as const;
  const typeOptions = (types.data ?? []).map((type) => ({ value: String(type.id), label: type.relatedPersonType }));
  const person = { kind: 'otherPerson', maxLength: 50 } as const;
  const names: RelatedPersonField[] = [
    { ...person, name: 'RelatedPeronFirstName', label: t('personalStep.firstName'), required: true },
    { ...person, name: 'RelatedPeronMiddleName', label: t('personalStep.middleName') },
    { ...person, name: 'RelatedPeronLastName', label: t('personalStep.lastName'), required: true },
  ];
  const documents: RelatedPersonField[] = [
    { name: 'RelatedPersonPANNo', label: t('relatedPersonStep.panNo'), ...PAN_FIELD, required: true },
    {
      name: 'RelatedPersonAadhaarNo',
      label: t('relatedPersonStep.aadhaarNo'),
      maxLength: 14,
      kind: 'aadhaar',
      required: true,
    },
    { name: 'RelatedPersonCourtOrderNo', label: t('relatedPersonStep.courtOrderNo'), maxLength: 50, kind: 'reference' },
  ];

  return (
    <StepForm step={step} methods={methods} save={save}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <FormSelect {...required} name="RelatedPersonTitle" label={t('personalStep.title')} options={TITLE_OPTIONS} />
        <FormTextFields control={control} fields={names} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextInput
          {...required}
          name="RelatedPersonCustomerRelation"
          label={t('relatedPersonStep.relation')}
          maxLength={50}
        />
        <FormSelect {...required} name="RelatedPersonType" label={t('relatedPersonStep.type')} options={typeOptions} />
        <FormTextFields control={control} fields={documents} />
      </SimpleGrid>
    </StepForm>
  );
}
