import { TECHNO_PRODUCTS, type TechnoProductField } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TechnoProductFields } from '@/components/techno-product-fields';
import { technoProductsRequest } from '@/lib/request-text';
import { useUpdateTechnoProducts } from '../api/step-saves';
import { StepForm, type StepProps } from './step-form';

export type TechnoProductValues = Record<TechnoProductField, boolean>;

interface TechnoProductsStepProps extends StepProps {
  /** The switches as saved, or null when nothing is saved yet: then every switch starts on. */
  saved: TechnoProductValues | null;
}

/** Step 6, Techno products: on/off switches, one record per application. */
export function TechnoProductsStep({ saved, ...step }: TechnoProductsStepProps) {
  const { holder, readOnly } = step;
  const save = useUpdateTechnoProducts(holder);
  const [defaults] = useState(
    () => saved ?? (Object.fromEntries(TECHNO_PRODUCTS.map(({ field }) => [field, true])) as TechnoProductValues),
  );
  const methods = useForm<TechnoProductValues>({ defaultValues: defaults });

  return (
    <StepForm
      step={step}
      methods={methods}
      save={save}
      toRequest={(values) => technoProductsRequest(holder.registrationId, values)}
    >
      <TechnoProductFields control={methods.control} readOnly={readOnly} />
    </StepForm>
  );
}
