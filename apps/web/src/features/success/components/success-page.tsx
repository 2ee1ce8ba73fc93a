import { Anchor, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { clearStorage, getStoredValue } from '../../../lib/storage';

export function SuccessPage() {
  // Read once before the storage is cleared: the application is finished and the session ends here.
  const [referenceNo] = useState(() => getStoredValue('ReferenceNo'));
  useEffect(() => {
    clearStorage();
  }, []);

  return (
    <Stack align="center" ta="center" py="xl">
      <ThemeIcon color="green" size={64} radius="xl" variant="light" aria-hidden>
        <IconCircleCheck size={40} />
      </ThemeIcon>
      <Title order={1} size="h2">
        Form submitted successfully
      </Title>
      {referenceNo && (
        <Text size="lg">
          Reference No. <strong>{referenceNo}</strong>
        </Text>
      )}
      <Text>Keep the reference number to track your application.</Text>
      <Anchor component={Link} to="/login" fw={600}>
        Login
      </Anchor>
    </Stack>
  );
}
