import { List, SimpleGrid, Switch } from '@mantine/core';
import type { technoProductsResponseSchema, UpdateTechnoProductsRequest } from '@portal/domain';
import { Controller, useForm } from 'react-hook-form';
import { toBooleanText, type ResponseOf } from '../api/hub-request';
import { useUpdateTechnoProducts } from '../api/update-techno-products';
import { SectionForm, type SectionProps } from './section-form';

type TechnoProducts = ResponseOf<typeof technoProductsResponseSchema>;
type ProductField = Exclude<keyof UpdateTechnoProductsRequest, 'RegistrationId'>;

// The request names (InterntBanking spelt so, portal.md §3), the answer's names and the labels.
const PRODUCTS: { field: ProductField; saved: keyof TechnoProducts; label: string }[] = [
  { field: 'DebitCard', saved: 'debitCard', label: 'Debit Cum ATM Card' },
  { field: 'SMSBanking', saved: 'smsBanking', label: 'SMS banking' },
  { field: 'MobileBanking', saved: 'mobileBanking', label: 'Mobile banking' },
  { field: 'StatementOnEmail', saved: 'statementOnEmail', label: 'Statement on E-mail Id' },
  { field: 'AadhaarCardSeeding', saved: 'aadhaarCardSeeding', label: 'Aadhaar card seeding' },
  { field: 'InterntBanking', saved: 'interntBanking', label: 'Internet banking' },
];

export function TechnoProductsForm({
  registration: { registrationId },
  readOnly,
  saved,
}: SectionProps<TechnoProducts>) {
  const save = useUpdateTechnoProducts(registrationId);
  const methods = useForm<Record<ProductField, boolean>>({
    defaultValues: Object.fromEntries(PRODUCTS.map(({ field, saved: name }) => [field, saved[name] === true])),
  });

  function submit(values: Record<ProductField, boolean>) {
    const request = Object.fromEntries(PRODUCTS.map(({ field }) => [field, toBooleanText(values[field])]));
    save.mutate({ RegistrationId: registrationId, ...(request as Record<ProductField, 'true' | 'false'>) });
  }

  return (
    <SectionForm methods={methods} onValid={submit} saving={save.isPending} readOnly={readOnly}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {PRODUCTS.map(({ field, label }) => (
          <Controller
            key={field}
            name={field}
            control={methods.control}
            render={({ field: input }) => (
              <Switch
                ref={input.ref}
                name={input.name}
                label={label}
                checked={input.value}
                onChange={(event) => input.onChange(event.currentTarget.checked)}
                onBlur={input.onBlur}
                // The fieldset disables the input; Mantine styles a Switch as disabled only from this prop.
                disabled={readOnly}
              />
            )}
          />
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
