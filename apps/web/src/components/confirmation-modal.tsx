import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';

interface ConfirmationModalProps {
  opened: boolean;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The spec's 'Confirmation' dialog with Yes and No; No has the focus so Enter cannot delete by accident. */
export function ConfirmationModal({ opened, message, onConfirm, onCancel }: ConfirmationModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Confirmation"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          No
        </Button>
        <Button color="red" onClick={onConfirm}>
          Yes
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * The item waiting for a Yes or No (e.g. the row whose delete button was pressed) and the dialog's
 * props: Yes hands the item to `onConfirm`, either answer closes the dialog.
 */
export function useConfirmation<Item>(onConfirm: (item: Item) => void) {
  const [pending, setPending] = useState<Item | null>(null);
  return {
    ask: (item: Item) => setPending(item),
    modalProps: {
      opened: pending !== null,
      onConfirm: () => {
        if (pending !== null) onConfirm(pending);
        setPending(null);
      },
      onCancel: () => setPending(null),
    },
  };
}
