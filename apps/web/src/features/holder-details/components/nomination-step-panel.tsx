import type { CalendarDate } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/query-content';
import { useRegistrationQuery } from '@/lib/registration-queries';
import { NominationStep } from './nomination-step';
import type { StepProps } from './step-form';

interface NominationStepPanelProps extends StepProps {
  today: CalendarDate;
  /** Whether the account-operations instruction may change (a Returned application: only if returned). */
  operationsOpen: boolean;
}

/**
 * Step 7 once the number of holders (it decides the account-operations choices), the instruction and
 * the nominees on record are read; the step sends back the nominees' version.
 */
export function NominationStepPanel(props: NominationStepPanelProps) {
  const { t } = useTranslation();
  const { registrationId } = props.holder;
  const holders = useRegistrationQuery(registrationId, 'holders');
  const operations = useRegistrationQuery(registrationId, 'account-operations');
  const nominees = useRegistrationQuery(registrationId, 'nominees');
  return (
    <QueryContent query={holders} label={t('holderWizard.accountHolders')}>
      {(list) => (
        <QueryContent query={operations} label={t('hub.loading.accountOperations')} fresh>
          {(savedOperations) => (
            <QueryContent query={nominees} label={t('hub.loading.nomination')} fresh>
              {(savedNominees) => (
                <NominationStep
                  {...props}
                  version={savedNominees.version}
                  holderCount={list.length}
                  operations={savedOperations}
                  nominees={savedNominees}
                />
              )}
            </QueryContent>
          )}
        </QueryContent>
      )}
    </QueryContent>
  );
}
