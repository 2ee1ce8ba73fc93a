import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { getCustomerDataByCustomerIdRequestSchema, type CustomerData, type PersonalDetailsInput } from '@portal/domain';
import type { UseFormReturn } from 'react-hook-form';
import { FormTextInput } from '@/components/form-text-input';
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

/** What the record filled, in the form's words, so the customer knows what to check (issue 12). */
export function describeFilled(customer: CustomerData): string {
  const filled = [
    'name',
    'date of birth',
    'gender',
    'mobile number',
    customer.email !== '' && 'e-mail',
    customer.occupation !== null && 'occupation',
    customer.pan !== '' && 'PAN',
    'communication address',
  ].filter((part): part is string => typeof part === 'string');
  const list = `${filled.slice(0, -1).join(', ')} and ${filled.at(-1)}`;
  return `Filled from the bank's record ${customer.customerId}: ${list}. Check them before you save.`;
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
  const lookup = useCustomerDataByCustomerId();
  const [filled, setFilled] = useState('');

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
    setFilled('');
    lookup.mutate(parsed.data, {
      onSuccess: (customer) => {
        for (const [name, value] of Object.entries(personalValuesOf(customer))) {
          methods.setValue(name as keyof PersonalDetailsInput, value as never, { shouldDirty: true });
        }
        onFound(customer);
        setFilled(describeFilled(customer));
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
          label="Customer Id"
          maxLength={20}
          kind="reference"
          style={{ flex: 1 }}
        />
        <Button variant="light" onClick={fetchCustomer} loading={lookup.isPending} mt={26}>
          Fetch customer details
        </Button>
      </Group>
      <Text size="sm" role="status">
        {filled}
      </Text>
    </Stack>
  );
}
