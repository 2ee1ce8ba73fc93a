import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

interface RowActionsProps {
  /** Accessible names: the icons alone say nothing to a screen reader (e.g. 'Edit holder 2'). */
  editLabel: string;
  onEdit: () => void;
  /** Without it the row has no delete button (e.g. the first holder). */
  deleteLabel?: string;
  onDelete?: () => void;
  disabled?: boolean;
  deleting?: boolean;
}

/** A table row's edit and delete icon buttons. */
export function RowActions({ editLabel, onEdit, deleteLabel, onDelete, disabled, deleting }: RowActionsProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon size="lg" aria-label={editLabel} disabled={disabled} onClick={onEdit}>
        <IconPencil size={20} aria-hidden />
      </ActionIcon>
      {deleteLabel && (
        <ActionIcon
          color="red"
          size="lg"
          aria-label={deleteLabel}
          disabled={disabled}
          loading={deleting}
          onClick={onDelete}
        >
          <IconTrash size={20} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
