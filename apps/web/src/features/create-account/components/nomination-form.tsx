import { SimpleGrid, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  calendarDateInIndia,
  createUpdateNominationRequestSchema,
  formatIsoDate,
  isMinor,
  parseIsoDate,
  type CalendarDate,
  type CallAnswer,
  type contract,
  type UpdateNominationRequest,
} from '@portal/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateInput } from '@/components/form-date-input';
import { FormShell } from '@/components/form-shell';
import { FormTextGrid, type TextFieldSpec } from '@/components/form-text-grid';
import { FormTextInput } from '@/components/form-text-input';
import { i18n } from '@/lib/i18n';
import { useUpdateNominationDetails } from '../api/section-saves';
import type { SectionProps } from './section-props';

// Maximum lengths from portal.md §5; labels are keys of the web's catalogue.
const GUARDIAN_FIELDS = [
  { name: 'GuardianName', label: 'hub.nomination.guardianName', maxLength: 100, kind: 'otherPerson', required: true },
  {
    name: 'GuardianAddress',
    label: 'hub.nomination.guardianAddress',
    maxLength: 200,
    kind: 'otherPerson',
    required: true,
  },
  { name: 'GuardianRelation', label: 'hub.nomination.guardianRelation', maxLength: 50, required: true },
] as const satisfies readonly TextFieldSpec<UpdateNominationRequest>[];

/** The guardian's fields with their labels in the language shown now. */
const guardianFields = (): TextFieldSpec<UpdateNominationRequest>[] =>
  GUARDIAN_FIELDS.map((field) => ({ ...field, label: i18n.t(field.label) }));

function isMinorOn(isoDate: string, today: CalendarDate): boolean {
  const birthDate = parseIsoDate(isoDate);
  return birthDate !== null && isMinor(birthDate, today);
}

export function NominationForm({
  registration: { registrationId },
  readOnly,
  saved,
  onReload,
}: SectionProps<CallAnswer<typeof contract.GetCustomerNominationDetails>>) {
  const { t } = useTranslation();
  // "Today" in India, as the server checks it with the same schema (docs/decisions/007).
  const [today] = useState(() => calendarDateInIndia(new Date()));
  const [schema] = useState(() => createUpdateNominationRequestSchema(today));
  const save = useUpdateNominationDetails(registrationId);
  const methods = useForm({
    resolver: zodResolver(schema),
    defaultValues: {
      RegistrationId: registrationId,
      NomineeName: saved.nomineeName,
      NomineeAddress: saved.nomineeAddress,
      MinorDOB: saved.minorDOB,
      Relationship: saved.relationship,
      GuardianName: saved.guardianName,
      GuardianAddress: saved.guardianAddress,
      GuardianRelation: saved.guardianRelation,
    },
  });
  const { control, setValue, clearErrors } = methods;
  const minor = isMinorOn(String(useWatch({ control, name: 'MinorDOB' }) ?? ''), today);

  // portal.md §4: the guardian is only for a nominee under 18; for an adult the fields are emptied.
  function changeBirthDate(isoDate: string) {
    if (isMinorOn(isoDate, today)) return;
    for (const { name } of GUARDIAN_FIELDS) setValue(name, '');
    clearErrors(GUARDIAN_FIELDS.map(({ name }) => name));
  }

  return (
    <FormShell
      methods={methods}
      save={save}
      version={saved.version}
      submitLabel={t('hub.save')}
      onReload={onReload}
      readOnly={readOnly}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextInput
          control={control}
          name="NomineeName"
          label={t('hub.nomination.nomineeName')}
          maxLength={200}
          kind="otherPerson"
          withAsterisk
        />
        <FormTextInput
          control={control}
          name="NomineeAddress"
          label={t('hub.nomination.address')}
          maxLength={500}
          kind="otherPerson"
          withAsterisk
        />
        <FormDateInput
          control={control}
          name="MinorDOB"
          label={t('hub.nomination.dateOfBirth')}
          maxDate={formatIsoDate(today)}
          onValueChange={changeBirthDate}
          withAsterisk
        />
        <FormTextInput control={control} name="Relationship" label={t('hub.nomination.relationship')} maxLength={50} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('hub.nomination.guardianNote')}
      </Text>
      <FormTextGrid control={control} fields={guardianFields()} cols={{ base: 1, sm: 3 }} disabled={!minor} />
    </FormShell>
  );
}
