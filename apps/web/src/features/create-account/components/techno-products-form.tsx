import { TECHNO_PRODUCTS, type CallAnswer, type contract, type TechnoProductField } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormShell } from '@/components/form-shell';
import { TechnoProductFields } from '@/components/techno-product-fields';
import { technoProductsRequest } from '@/lib/request-text';
import { useUpdateTechnoProducts } from '../api/section-saves';
import type { SectionProps } from './section-props';

type TechnoProducts = CallAnswer<typeof contract.GetCustomerTechnoProductsDetails>;

export function TechnoProductsForm({ registration, readOnly, saved, onReload }: SectionProps<TechnoProducts>) {
  const { registrationId } = registration;
  const { t } = useTranslation();
  const save = useUpdateTechnoProducts(registrationId);
  const methods = useForm<Record<TechnoProductField, boolean>>({
    defaultValues: Object.fromEntries(TECHNO_PRODUCTS.map(({ field, answer }) => [field, saved[answer] === true])),
  });

  return (
    <FormShell
      methods={methods}
      toRequest={(values) => technoProductsRequest(registrationId, values)}
      save={save}
      version={saved.version}
      submitLabel={t('hub.save')}
      onReload={onReload}
      readOnly={readOnly}
    >
      <TechnoProductFields control={methods.control} readOnly={readOnly} />
    </FormShell>
  );
}
