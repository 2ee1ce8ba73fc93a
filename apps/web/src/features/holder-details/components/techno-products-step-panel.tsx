import { TECHNO_PRODUCTS } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/query-content';
import { useRegistrationQuery } from '@/lib/registration-queries';
import type { StepProps } from './step-form';
import { TechnoProductsStep, type TechnoProductValues } from './techno-products-step';

interface TechnoProductsStepPanelProps extends StepProps {
  /** The switches are on record: read them; otherwise every switch starts on. */
  saved: boolean;
}

/** Step 6 with its switches as saved (read only when there is something on record). */
export function TechnoProductsStepPanel({ saved, ...props }: TechnoProductsStepPanelProps) {
  const { t } = useTranslation();
  const query = useRegistrationQuery(props.holder.registrationId, 'techno-products', { enabled: saved });
  if (!saved) return <TechnoProductsStep {...props} saved={null} />;
  return (
    <QueryContent query={query} label={t('holderWizard.technoProducts')} fresh>
      {(answer) => (
        <TechnoProductsStep
          {...props}
          saved={
            Object.fromEntries(
              TECHNO_PRODUCTS.map(({ field, answer: name }) => [field, answer[name]]),
            ) as TechnoProductValues
          }
        />
      )}
    </QueryContent>
  );
}
