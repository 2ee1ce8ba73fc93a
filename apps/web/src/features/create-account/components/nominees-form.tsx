import { calendarDateInIndia, type NomineesDetails } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormShell } from '@/components/form-shell';
import { NomineesFields } from '@/components/nominees/nominees-fields';
import { nomineesFormValuesOf, nomineesResolver } from '@/components/nominees/nominees-form-values';
import { useUpdateNominees } from '../api/section-saves';
import type { SectionProps } from './section-props';

/** The hub's nomination section: the application's nominees, the same form as holder 1's step 7. */
export function NomineesForm({ registration, readOnly, saved, onReload }: SectionProps<NomineesDetails>) {
  const { registrationId } = registration;
  const { t } = useTranslation();
  // "Today" in India, as the server checks a nominee's age with the same schema (docs/decisions/007).
  const [today] = useState(() => calendarDateInIndia(new Date()));
  const [resolver] = useState(() => nomineesResolver(registrationId, today));
  const methods = useForm({ resolver, defaultValues: nomineesFormValuesOf(saved) });
  const save = useUpdateNominees(registrationId);

  return (
    <FormShell
      methods={methods}
      save={save}
      version={saved.version}
      submitLabel={t('hub.save')}
      onReload={onReload}
      readOnly={readOnly}
    >
      <NomineesFields today={today} />
    </FormShell>
  );
}
