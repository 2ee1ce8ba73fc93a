import { Fieldset, SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createUpdateFamilyDetailsRequestSchema,
  familyMembersOf,
  TITLES,
  type FirstAccountHolderDetails,
  type UpdateFamilyDetailsRequest,
} from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '@/components/form-select';
import { FormTextInput } from '@/components/form-text-input';
import { useUpdateFamilyDetails } from '../api/step-saves';
import { StepForm, type StepProps } from './step-form';

const FAMILY_TITLES = TITLES.slice(0, 3).map(({ value, label }) => ({ value, label }));
const NAME_PARTS = ['FirstName', 'MiddleName', 'LastName'] as const;

interface FamilyDetailsStepProps extends StepProps {
  saved: FirstAccountHolderDetails['familyDetails'];
  /** The marital status saved in the personal step: it decides whether a spouse / maiden name is asked. */
  maritalStatus: string;
}

/**
 * Step 2, Family Details (first holder only): father and mother, and the spouse / maiden name of a
 * married or divorced holder (an unmarried one, a child among them, is not asked).
 */
export function FamilyDetailsStep({ saved, maritalStatus, ...step }: FamilyDetailsStepProps) {
  const { t } = useTranslation();
  const { holder } = step;
  const save = useUpdateFamilyDetails(holder);
  const members = familyMembersOf(maritalStatus);
  const [schema] = useState(() => createUpdateFamilyDetailsRequestSchema({ maritalStatus }));
  const defaults: Record<string, string | number> = {
    RegistrationId: holder.registrationId,
    RegistrationHolderId: holder.registrationHolderId,
  };
  for (const member of members) {
    for (const part of ['Title', ...NAME_PARTS] as const) {
      const key = `${member}${part}` as const;
      defaults[key] = String((saved?.[key] as string | undefined) ?? '');
    }
  }
  const methods = useForm({
    resolver: zodResolver(schema),
    defaultValues: defaults as UpdateFamilyDetailsRequest,
  });
  const { control } = methods;

  return (
    <StepForm step={step} methods={methods} save={save}>
      {members.map((member) => {
        return (
          <Fieldset key={member} legend={t(`familyStep.${member}.legend`)}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <FormSelect
                control={control}
                name={`${member}Title`}
                label={t(`familyStep.${member}.Title`)}
                options={FAMILY_TITLES}
                withAsterisk
              />
              {NAME_PARTS.map((part) => (
                <FormTextInput
                  key={part}
                  control={control}
                  name={`${member}${part}`}
                  label={t(`familyStep.${member}.${part}`)}
                  maxLength={50}
                  kind="otherPerson"
                  withAsterisk={part !== 'MiddleName'}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        );
      })}
    </StepForm>
  );
}
