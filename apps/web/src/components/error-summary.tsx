import { Alert, Anchor, List } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
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

/** A label's words without the required-field asterisk Mantine adds (aria-hidden). */
function visibleText(element: Element | null | undefined): string {
  if (!element) return '';
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * Which field a message is about, in the words the form shows: the group's legend (e.g. "Permanent
 * address") when the message already names the field ("Pincode required"), else the field's own label
 * ("Caste" for 'Case required'), so two equal messages in two groups read differently.
 */
export function describeField(form: Element | null, field: string, message: string): string {
  const input = form?.querySelector(`[name="${CSS.escape(field)}"]`);
  if (!input) return '';
  const wrapperSelector = '.mantine-InputWrapper-root, .mantine-Checkbox-root, .mantine-Switch-root';
  // A Mantine Select keeps its value in a hidden input just after the labelled one.
  const wrapper = input.closest(wrapperSelector) ?? input.previousElementSibling?.closest(wrapperSelector);
  const label = visibleText((input as HTMLInputElement).labels?.[0]) || visibleText(wrapper?.querySelector('label'));
  const legend = visibleText(input.closest('fieldset')?.querySelector(':scope > legend'));
  const messageNamesLabel = label !== '' && message.toLowerCase().includes(label.toLowerCase());
  // A label that already starts as its group does ("Communication Pincode" in "Communication address").
  const labelNamesGroup = label.toLowerCase().startsWith((legend.split(' ')[0] ?? '').toLowerCase());
  const parts = [legend !== '' && !labelNamesGroup ? legend : '', messageNamesLabel ? '' : label].filter(
    (part) => part !== '',
  );
  return parts.join(', ');
}

/**
 * After a failed save, every problem at the top of the form, each a link to its field named as the form
 * labels it (the GOV.UK Design System's error summary, DESIGN.md §9): on a phone the first problem may
 * be far below, and "Address 1 required" twice says nothing without its group.
 */
export function ErrorSummary({ items, onSelect }: ErrorSummaryProps) {
  const summary = useRef<HTMLDivElement>(null);
  const [names, setNames] = useState<Record<string, string>>({});
  const key = items.map((item) => `${item.field}:${item.message}`).join('|');
  // The fields are in the page once the summary is: name them before it is painted.
  useLayoutEffect(() => {
    const form = summary.current?.closest('form') ?? null;
    setNames(Object.fromEntries(items.map((item) => [item.field, describeField(form, item.field, item.message)])));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the items
  }, [key]);
  if (items.length === 0) return null;
  return (
    <Alert ref={summary} color="red" title="There is a problem" role="alert">
      <List size="sm" spacing={4}>
        {items.map((item) => (
          <List.Item key={`${item.field}:${item.message}`}>
            <Anchor
              component="button"
              type="button"
              c="red.9"
              td="underline"
              ta="left"
              onClick={() => onSelect(item.field)}
            >
              {names[item.field] ? <span>{names[item.field]}: </span> : null}
              <span>{item.message}</span>
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
