import { Stack, Title } from '@mantine/core';
import { PrimaryDetailsForm } from './primary-details-form';

export function CreateAccountPage() {
  return (
    <Stack>
      <Title order={1} size="h2">
        Create New Account
      </Title>
      <PrimaryDetailsForm />
    </Stack>
  );
}
