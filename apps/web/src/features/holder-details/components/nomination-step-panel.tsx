import type { CalendarDate, FirstAccountHolderDetails } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/query-content';
import { useRegistrationQuery } from '@/lib/registration-queries';
import { NominationStep } from './nomination-step';
import type { StepProps } from './step-form';

interface NominationStepPanelProps extends StepProps {
  saved: FirstAccountHolderDetails['nomination'];
  today: CalendarDate;
}

/** Step 7 once the number of holders is known (it decides the account-operations choices). */
export function NominationStepPanel(props: NominationStepPanelProps) {
  const { t } = useTranslation();
  const holders = useRegistrationQuery(props.holder.registrationId, 'holders');
  return (
    <QueryContent query={holders} label={t('holderWizard.accountHolders')}>
      {(list) => <NominationStep {...props} holderCount={list.length} />}
    </QueryContent>
  );
}
