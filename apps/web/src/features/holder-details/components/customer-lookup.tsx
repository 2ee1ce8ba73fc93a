import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { getCustomerDataByCustomerIdRequestSchema, type CustomerData, type PersonalDetailsInput } from '@portal/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextInput } from '@/components/form-text-input';
import { i18n } from '@/lib/i18n';
import { getErrorMessage } from '@/lib/query-client';
import { useCustomerDataByCustomerId } from '../api/get-customer-data-by-customer-id';

/** The personal fields a master record fills, with what each takes from the record. */
function personalValuesOf(customer: CustomerData): Partial<PersonalDetailsInput> {
  const address = {
    Address1: customer.address1,
    Address2: customer.address2,
    Address3: customer.address3,
    City: customer.city,
    Pin: customer.pin,
    State: String(customer.state),
  };
  return {
    CustomerId: customer.customerId,
    Title: customer.title,
    FirstName: customer.firstName,
    MiddleName: customer.middleName,
    LastName: customer.lastName,
    DOB: customer.dob,
    Gender: customer.gender,
    Mobile: customer.mobile,
    ...(customer.email !== '' && { Email: customer.email }),
    ...(customer.occupation !== null && { Occupation: String(customer.occupation) }),
    ...(customer.pan !== '' && { PAN: customer.pan, isPAN: true }),
    ...Object.fromEntries(Object.entries(address).map(([part, value]) => [`Local${part}`, value])),
  };
}

/**
 * What the record filled, in the form's words and the chosen language, so the customer knows what to
 * check.
 */
function describeFilled(customer: CustomerData): string {
  const parts = [
    'name',
    'dateOfBirth',
    'gender',
    'mobile',
    customer.email !== '' && 'email',
    customer.occupation !== null && 'occupation',
    customer.pan !== '' && 'pan',
    'address',
  ] as const;
  const filled = parts.filter((part) => part !== false).map((part) => i18n.t(`personalStep.filled.${part}`));
  const list = i18n.t('personalStep.filledList', { first: filled.slice(0, -1).join(', '), last: filled.at(-1) });
  return i18n.t('personalStep.filledFromRecord', { customerId: customer.customerId, list });
}

interface CustomerLookupProps {
  methods: UseFormReturn<PersonalDetailsInput, unknown, unknown>;
  /** The record was found and its values are in the form (the wizard keeps it for later steps). */
  onFound: (customer: CustomerData) => void;
}

/**
 * Account type 5: Customer Id with 'Fetch customer details', which pre-fills step 1 from the bank's
 * customer master and says what it filled. An unknown id (or one the signed-in customer may not see:
 * the server answers both alike) shows the server's message under the field and changes nothing.
 */
export function CustomerLookup({ methods, onFound }: CustomerLookupProps) {
  const { t } = useTranslation();
  const lookup = useCustomerDataByCustomerId();
  // The record, not its sentence, so the sentence follows a change of language.
  const [found, setFound] = useState<CustomerData | null>(null);

  function fetchCustomer() {
    const parsed = getCustomerDataByCustomerIdRequestSchema.safeParse({
      customerId: String(methods.getValues('CustomerId') ?? '').trim(),
    });
    if (!parsed.success) {
      methods.setError('CustomerId', { type: 'lookup', message: parsed.error.issues[0]?.message ?? '' });
      methods.setFocus('CustomerId');
      return;
    }
    methods.clearErrors('CustomerId');
    setFound(null);
    lookup.mutate(parsed.data, {
      onSuccess: (customer) => {
        for (const [name, value] of Object.entries(personalValuesOf(customer))) {
          methods.setValue(name as keyof PersonalDetailsInput, value as never, { shouldDirty: true });
        }
        onFound(customer);
        setFound(customer);
      },
      onError: (error) => {
        methods.setError('CustomerId', { type: 'lookup', message: getErrorMessage(error) });
        methods.setFocus('CustomerId');
      },
    });
  }

  return (
    <Stack gap={4}>
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <FormTextInput
          control={methods.control}
          name="CustomerId"
          label={t('personalStep.customerId')}
          maxLength={20}
          kind="reference"
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={fetchCustomer} loading={lookup.isPending} mt={26}>
          {t('personalStep.fetchCustomer')}
        </Button>
      </Group>
      <Text size="sm" role="status">
        {found && describeFilled(found)}
      </Text>
    </Stack>
  );
}
