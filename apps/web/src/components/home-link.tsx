import { ActionIcon } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';

export function HomeLink() {
  return (
    <ActionIcon component={Link} to="/" variant="subtle" size="lg" aria-label="Home">
      <IconHome size={22} aria-hidden />
    </ActionIcon>
  );
}
