import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmationModalProps {
  opened: boolean;
  message: string;
  /** What exactly the answer acts on (e.g. the application's reference number), under the question. */
  detail?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The dialog's title ('Confirmation' by default, in the chosen language). */
  title?: string;
  /** The answers' words ('Yes' and 'No' by default). */
  confirmLabel?: string;
  cancelLabel?: string;
}

/**
 * The spec's 'Confirmation' dialog with Yes and No (or the words given); No has the focus so Enter
 * cannot delete by accident.
 */
export function ConfirmationModal({
  opened,
  message,
  detail,
  onConfirm,
  onCancel,
  title,
  confirmLabel,
  cancelLabel,
}: ConfirmationModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title ?? t('common.confirmation')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text>{message}</Text>
      {detail && (
        <Text mt="xs" fw={600}>
          {detail}
        </Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancelLabel ?? t('common.no')}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {confirmLabel ?? t('common.yes')}
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
    /** The item the open dialog asks about, to name it. */
    pending,
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
