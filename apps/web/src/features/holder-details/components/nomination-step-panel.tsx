import type { CalendarDate, FirstAccountHolderDetails } from '@portal/domain';
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
  const holders = useRegistrationQuery(props.holder.registrationId, 'holders');
  return (
    <QueryContent query={holders} label="the account holders">
      {(list) => <NominationStep {...props} holderCount={list.length} />}
    </QueryContent>
  );
}
