import { Alert, Anchor, List } from '@mantine/core';
import type { FieldErrors, FieldValues } from 'react-hook-form';

export interface ErrorSummaryItem {
  field: string;
  message: string;
}

/**
 * The messages of a form's errors, in the order the fields were registered; a nested field (a row of
 * a list) is named by its dotted path, e.g. `registrationHoldersPOI.0.POINo`.
 */
export function listFieldErrors<Values extends FieldValues>(errors: FieldErrors<Values>): ErrorSummaryItem[] {
  return listNested(errors as Record<string, unknown>, '');
}

function listNested(errors: Record<string, unknown>, prefix: string): ErrorSummaryItem[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (typeof error !== 'object' || error === null) return [];
    const field = key === 'root' && prefix !== '' ? prefix.slice(0, -1) : `${prefix}${key}`;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') return [{ field, message }];
    // A list's errors: one entry per row (and 'root' for the list as a whole).
    if (key === 'ref') return [];
    return listNested(error as Record<string, unknown>, `${field}.`);
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
          <List.Item key={`${item.field}:${item.message}`}>
            <Anchor component="button" type="button" c="red.9" td="underline" onClick={() => onSelect(item.field)}>
              {item.message}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
