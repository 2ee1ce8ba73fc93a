import { Alert, Anchor, List } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';

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

/** The words of the element(s) an element's aria-labelledby names. */
function labelledByText(element: Element): string {
  const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  return ids.map((id) => visibleText(element.ownerDocument.getElementById(id))).join(' ');
}

/** A field's input, or for a problem of a whole list (e.g. no proof document) the group marked with its name. */
function fieldElement(form: Element | null, field: string): Element | null {
  const escaped = CSS.escape(field);
  return form?.querySelector(`[name="${escaped}"]`) ?? form?.querySelector(`[data-field="${escaped}"]`) ?? null;
}

/**
 * Which field a message is about, in the words the form shows. A message that already names the field
 * ("Pincode required") is told by the field's group ("Permanent address"), so two equal messages in two
 * groups read differently; any other by the field's label ("Monthly income" for 'Average income required'), with its group
 * unless the label already starts as its group does ("Communication Pincode" in "Communication address").
 */
export function describeField(form: Element | null, field: string, message: string): string {
  const element = fieldElement(form, field);
  if (!element) return '';
  if (element.hasAttribute('data-field')) return labelledByText(element);
  const wrapperSelector = '.mantine-InputWrapper-root, .mantine-Checkbox-root, .mantine-Switch-root';
  // A Mantine Select keeps its value in a hidden input just after the labelled one.
  const wrapper = element.closest(wrapperSelector) ?? element.previousElementSibling?.closest(wrapperSelector);
  const label = visibleText((element as HTMLInputElement).labels?.[0]) || visibleText(wrapper?.querySelector('label'));
  const legend = visibleText(element.closest('fieldset')?.querySelector(':scope > legend'));
  const groupWord = legend.split(' ')[0] ?? '';
  const labelNamesGroup = groupWord !== '' && label.toLowerCase().startsWith(groupWord.toLowerCase());
  // The label without its group's word ("Pincode" of "Permanent Pincode"); all of it when that is all.
  const ownLabel = (labelNamesGroup ? label.slice(groupWord.length).trim() : '') || label;
  const names = (words: string) => words !== '' && message.toLowerCase().includes(words.toLowerCase());
  if (names(ownLabel)) return names(label) && labelNamesGroup ? '' : legend;
  return labelNamesGroup || legend === '' ? label : `${legend}, ${label}`;
}

/** Puts focus on a problem's field: the form's own way first, else the first control of the group it names. */
function focusField(form: Element | null, field: string, onSelect: (field: string) => void) {
  onSelect(field);
  const element = fieldElement(form, field);
  if (element?.hasAttribute('data-field') && !element.contains(document.activeElement)) {
    element.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button')?.focus();
  }
}

/**
 * After a failed save, every problem at the top of the form, each a link to its field named as the form
 * labels it (the GOV.UK Design System's error summary, DESIGN.md §9): on a phone the first problem may
 * be far below, and "Address 1 required" twice says nothing without its group.
 */
export function ErrorSummary({ items: given, onSelect }: ErrorSummaryProps) {
  const { t } = useTranslation();
  // The form's own schema words its messages in English; a field is named by its label in the same language.
  const items = given.map((item) => ({ ...item, message: translateMessage(item.message) }));
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
    <Alert ref={summary} color="red" title={t('form.thereIsAProblem')} role="alert">
      <List size="sm" spacing={4}>
        {items.map((item) => (
          <List.Item key={`${item.field}:${item.message}`}>
            <Anchor
              component="button"
              type="button"
              c="red.9"
              td="underline"
              ta="left"
              // A wrapped line's bullet stays by its first line, not its last (a button is inline-block).
              style={{ verticalAlign: 'top' }}
              onClick={() => focusField(summary.current?.closest('form') ?? null, item.field, onSelect)}
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
