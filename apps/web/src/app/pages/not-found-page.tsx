import { Anchor, Stack, Title } from '@mantine/core';
import { messages } from '@portal/domain';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack align="center" ta="center" py="xl">
      <Title order={1} size="h3">
        {messages.notFound}
      </Title>
      <Anchor component={Link} to="/">
        Back to home
      </Anchor>
    </Stack>
  );
}
