import { List, SimpleGrid } from '@mantine/core';
import { TECHNO_PRODUCTS, type technoProductsResponseSchema, type TechnoProductField } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { FormSwitch } from '../../../components/form-switch';
import { toBooleanText, type ResponseOf } from '../api/hub-request';
import { useUpdateTechnoProducts } from '../api/update-techno-products';
import { SectionForm, type SectionProps } from './section-form';

type TechnoProducts = ResponseOf<typeof technoProductsResponseSchema>;

export function TechnoProductsForm({
  registration: { registrationId },
  readOnly,
  saved,
  onReload,
}: SectionProps<TechnoProducts>) {
  const save = useUpdateTechnoProducts(registrationId, saved.version);
  const methods = useForm<Record<TechnoProductField, boolean>>({
    defaultValues: Object.fromEntries(TECHNO_PRODUCTS.map(({ field, answer }) => [field, saved[answer] === true])),
  });

  function submit(values: Record<TechnoProductField, boolean>) {
    const request = Object.fromEntries(TECHNO_PRODUCTS.map(({ field }) => [field, toBooleanText(values[field])]));
    save.mutate({ RegistrationId: registrationId, ...(request as Record<TechnoProductField, 'true' | 'false'>) });
  }

  return (
    <SectionForm methods={methods} onValid={submit} save={save} onReload={onReload} readOnly={readOnly}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {TECHNO_PRODUCTS.map(({ field, hubLabel }) => (
          <FormSwitch key={field} control={methods.control} name={field} label={hubLabel} disabled={readOnly} />
        ))}
      </SimpleGrid>
      <List size="sm" spacing={4}>
        <List.Item>
          Your registered mobile number and e-mail are used for SMS banking, mobile banking and the statement on e-mail.
        </List.Item>
        <List.Item>Service charges apply as per the bank&apos;s rules.</List.Item>
        <List.Item>If you choose Aadhaar card seeding, a separate Aadhaar seeding form is needed.</List.Item>
      </List>
    </SectionForm>
  );
}
