import { Alert, Button, Group, Text } from '@mantine/core';
import { messages } from '@portal/domain';

/**
 * A save refused because the section or step was saved elsewhere after this form was opened (409,
 * docs/decisions/018). What was typed stays in the form until the person chooses Reload.
 */
export function StaleVersionAlert({ onReload }: { onReload: () => void }) {
  return (
    <Alert color="red" role="alert" title="Changed elsewhere">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{messages.staleVersion}</Text>
        <Button size="xs" onClick={onReload}>
          Reload
        </Button>
      </Group>
    </Alert>
  );
}
