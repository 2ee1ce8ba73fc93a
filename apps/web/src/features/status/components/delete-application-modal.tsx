import { Button, Group, Modal, Text } from '@mantine/core';
import { messages } from '@portal/domain';

interface DeleteApplicationModalProps {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteApplicationModal({ opened, onConfirm, onCancel }: DeleteApplicationModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Confirmation"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>{messages.deleteAccountConfirm}</Text>
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
