import { Alert, Anchor, List } from '@mantine/core';
import type { FieldErrors, FieldValues } from 'react-hook-form';

export interface ErrorSummaryItem {
  field: string;
  message: string;
}

/** The top-level messages of a form's errors, in the order the fields were registered. */
export function listFieldErrors<Values extends FieldValues>(errors: FieldErrors<Values>): ErrorSummaryItem[] {
  return Object.entries(errors).flatMap(([field, error]) => {
    const message = (error as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message !== '' ? [{ field, message }] : [];
  });
}

interface ErrorSummaryProps {
  items: ErrorSummaryItem[];
  /** Moves focus to the field a message is about. */
  onSelect: (field: string) => void;
}

/**
 * After a failed save, every problem at the top of the form, each a link to its field (the GOV.UK
 * Design System's error summary, DESIGN.md §9): on a phone the first problem may be far below.
 */
export function ErrorSummary({ items, onSelect }: ErrorSummaryProps) {
  if (items.length === 0) return null;
  return (
    <Alert color="red" title="There is a problem" role="alert">
      <List size="sm" spacing={4}>
        {items.map((item) => (
          <List.Item key={item.field}>
            <Anchor component="button" type="button" c="red.9" td="underline" onClick={() => onSelect(item.field)}>
              {item.message}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
