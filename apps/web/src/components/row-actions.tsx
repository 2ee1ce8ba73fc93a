import { ActionIcon, Box, Button, Group, type MantineColor } from '@mantine/core';
import { IconPencil, IconTrash, type Icon } from '@tabler/icons-react';
import { i18n } from '@/lib/i18n';

/** One thing a person can do with a record: an icon button in a table row, a labelled button on a card. */
export interface RowAction {
  /** What a card's button says, e.g. 'Edit'. */
  label: string;
  /**
   * The accessible name in both layouts, unique on the page and starting with the label (e.g. 'Edit holder 2'):
   * the icons alone say nothing to a screen reader, and tests find the button by it on a desk or a phone.
   */
  name: string;
  icon: Icon;
  onClick: () => void;
  color?: MantineColor;
  disabled?: boolean;
  loading?: boolean;
}

interface RowActionsProps {
  actions: readonly RowAction[];
  /** `icons` for a table cell; `buttons` for a card: full width, text beside the icon, 44 px touch targets. */
  layout: 'icons' | 'buttons';
}

/** A record's actions, laid out for a table row or a card. */
export function RowActions({ actions, layout }: RowActionsProps) {
  if (layout === 'icons') {
    return (
      <Group gap="xs" wrap="nowrap">
        {actions.map(({ label, name, icon: ActionIconGlyph, onClick, color, disabled, loading }) => (
          <ActionIcon
            key={label}
            color={color}
            size="lg"
            aria-label={name}
            disabled={disabled}
            loading={loading}
            onClick={onClick}
          >
            <ActionIconGlyph size={20} aria-hidden />
          </ActionIcon>
        ))}
      </Group>
    );
  }
  return (
    // Two to a row when their labels fit the card, else one ('Make changes', 'Download PDF' on a 360 px phone).
    <Box
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
        gap: 'var(--mantine-spacing-sm)',
      }}
    >
      {actions.map(({ label, name, icon: ActionIconGlyph, onClick, color, disabled, loading }, index) => (
        <Button
          key={label}
          // The first action is the record's main one; the others are outlined so it stands out.
          variant={index === 0 ? 'filled' : 'outline'}
          color={color}
          fullWidth
          h={44}
          leftSection={<ActionIconGlyph size={20} aria-hidden />}
          aria-label={name}
          disabled={disabled}
          loading={loading}
          onClick={onClick}
        >
          {label}
        </Button>
      ))}
    </Box>
  );
}

interface EditDeleteOptions {
  /** Names the record in the buttons' accessible names, e.g. 'holder 2' gives 'Edit holder 2'. */
  recordName: string;
  onEdit: () => void;
  /** Without it the record has no delete button (e.g. the first holder). */
  onDelete?: () => void;
  disabled?: boolean;
  /** Delete alone disabled (a holder of a Returned application: holders are never reopened). */
  deleteDisabled?: boolean;
  deleting?: boolean;
}

/**
 * The edit and delete actions of a record that is still being filled in, in the chosen language (the
 * table that calls this re-renders when the language changes).
 */
export function editDeleteActions({
  recordName,
  onEdit,
  onDelete,
  disabled,
  deleteDisabled = disabled,
  deleting,
}: EditDeleteOptions): RowAction[] {
  const actions: RowAction[] = [
    {
      label: i18n.t('actions.edit'),
      name: i18n.t('actions.editRecord', { record: recordName }),
      icon: IconPencil,
      onClick: onEdit,
      disabled,
    },
  ];
  if (onDelete) {
    actions.push({
      label: i18n.t('actions.delete'),
      name: i18n.t('actions.deleteRecord', { record: recordName }),
      icon: IconTrash,
      onClick: onDelete,
      color: 'red',
      disabled: deleteDisabled,
      loading: deleting,
    });
  }
  return actions;
}
