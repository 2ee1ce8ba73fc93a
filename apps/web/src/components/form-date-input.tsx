import { DateInput, type DateInputProps } from '@mantine/dates';
import {
  formatDateIn,
  formatIsoDate,
  intlLocaleOf,
  parseDisplayDate,
  parseIsoDate,
  type Language,
} from '@portal/domain';
import dayjs from 'dayjs';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { currentLanguage } from '@/lib/i18n';
import { useBoundField, type BoundInputProps } from './bound-field';

const DAY_MONTH_YEAR = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;
const DAY_NAME_YEAR = /^(\d{1,2})-(.+)-(\d{4})$/;

/** The month names a language shows in DD-MMM-YYYY (rules/locale-format.ts formatDateIn), January first. */
function monthNamesOf(language: Language): string[] {
  return Array.from({ length: 12 }, (_, month) =>
    formatDateIn(language, { year: 2000, month: month + 1, day: 1 }).slice(3, -5),
  );
}

/** A date shown in Marathi or Hindi (25-नोव्हेंबर-2026) as its ISO date, or null. */
function parseShownIn(language: Language, value: string): string | null {
  const match = DAY_NAME_YEAR.exec(value);
  if (!match) return null;
  const [, day, name, year] = match as unknown as [string, string, string, string];
  const month = monthNamesOf(language).indexOf(name) + 1;
  if (month === 0) return null;
  const date = parseIsoDate(`${year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`);
  return date ? formatIsoDate(date) : null;
}

/**
 * What a person types: the shown date (05-Mar-2016, or in Marathi or Hindi 05-मार्च-2016) or digits as
 * d-M-Y (5-3-2016, 05/03/2016), the form most people in India use. English month names are taken in
 * every language. Answers the ISO date the API takes, or null while incomplete.
 */
export function parseTypedDate(text: string, language: Language = 'en'): string | null {
  const value = text.trim();
  const shown = parseDisplayDate(value);
  if (shown) return formatIsoDate(shown);
  if (language !== 'en') {
    const shownIn = parseShownIn(language, value);
    if (shownIn) return shownIn;
  }
  const digits = DAY_MONTH_YEAR.exec(value);
  if (!digits) return null;
  const [, day, month, year] = digits as unknown as [string, string, string, string];
  const date = parseIsoDate(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
  return date ? formatIsoDate(date) : null;
}

/** A DateStringValue ('2026-11-05', perhaps with a time) as a UTC date, so Intl names its own day. */
function utcDate(value: string): Date {
  const [year = 0, month = 1, day = 1] = value.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * The dayjs locale Mantine writes the box in: for Marathi and Hindi the month names of the read-only
 * dates (formatDateIn, so a typed date reads as a shown one: 05-मार्च-2016), registered
 * once without becoming dayjs's global locale. English is dayjs's own.
 */
function dayjsLocaleOf(language: Language): string {
  if (language === 'en') return 'en';
  const name = `portal-${language}`;
  if (!dayjs.Ls[name]) {
    const months = monthNamesOf(language);
    dayjs.locale({ ...dayjs.Ls.en, name, months, monthsShort: months } as ILocale, undefined, true);
  }
  return name;
}

/**
 * The calendar's month, month list and weekday names in Marathi or Hindi (digits Western, as in
 * rules/locale-format.ts), from Intl: the box's own locale (dayjsLocaleOf) names only the months.
 * English keeps Mantine's own names.
 */
function calendarNames(language: Language): Partial<DateInputProps> {
  if (language === 'en') return {};
  const locale = intlLocaleOf(language);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  const month = format({ month: 'long' });
  const monthAndYear = format({ month: 'long', year: 'numeric' });
  const weekday = format({ weekday: 'short' });
  const fullDate = format({ day: 'numeric', month: 'long', year: 'numeric' });
  return {
    monthLabelFormat: (date) => monthAndYear.format(utcDate(date)),
    weekdayFormat: (date) => weekday.format(utcDate(date)),
    getMonthControlProps: (date) => ({ children: month.format(utcDate(date)) }),
    getDayAriaLabel: (date) => fullDate.format(utcDate(date)),
  };
}

/** Mantine's own gap between a field and its calendar. */
const CALENDAR_GAP = 8;

type FormDateInputProps<Values extends FieldValues, Transformed = Values> = BoundInputProps<
  DateInputProps,
  Values,
  Transformed,
  'valueFormat' | 'dateParser'
> & {
  /** Called with the new ISO date ('' when emptied), e.g. to clear fields that depend on it. */
  onValueChange?: (value: string) => void;
};

/**
 * A date field bound to react-hook-form: shown as DD-MMM-YYYY (DESIGN.md §9), held and sent as ISO.
 * Needs a FormProvider around it (its form's own validation runs when the field is left).
 *
 * Nothing typed is wiped (decision 021): Mantine's DateInput drops text it cannot take (31/02/2020, or a
 * date outside minDate/maxDate) when the field is left. Here the field then holds what was typed: a
 * date outside the range as its ISO date, other text as it is, which the form's schema (the server's
 * too) refuses with the field's own message, shown as the person leaves the field.
 */
export function FormDateInput<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  onValueChange,
  ...inputProps
}: FormDateInputProps<Values, Transformed>) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { field, inputProps: boundProps } = useBoundField(control, name);
  const { trigger } = useFormContext<Values>();
  const value = String(field.value ?? '');
  // While the field holds text that is not a date, the calendar keeps the date it had: a change of
  // DateInput's value would rewrite the text in the box with that date.
  const [dateBeforeText, setDateBeforeText] = useState<string | null>(null);
  const pickerValue = value === '' ? null : parseIsoDate(value) ? value : dateBeforeText;
  // Whether the box holds text that is no date: DateInput then leaves it as typed when left.
  const [textIsNoDate, setTextIsNoDate] = useState(false);
  // The calendar opens below the field's error, never over it: its offset from the box
  // takes in the error's lines, measured whenever the error changes.
  const input = useRef<HTMLInputElement>(null);
  const [errorLines, setErrorLines] = useState(0);
  const error = boundProps.error;
  useLayoutEffect(() => {
    const box = input.current;
    // Mantine names the field's error `<input id>-error` and describes the input by it.
    const shown = box ? document.getElementById(`${box.id}-error`) : null;
    setErrorLines(
      box && shown ? Math.max(0, shown.getBoundingClientRect().bottom - box.getBoundingClientRect().bottom) : 0,
    );
  }, [error]);

  return (
    <DateInput
      clearable
      placeholder={t('form.dateFormat')}
      clearButtonProps={{ 'aria-label': t('form.clearField', { field: String(inputProps.label ?? t('form.date')) }) }}
      // The calendar's arrows are icons only: these give them names (a person on a screen reader hears them).
      {...calendarNames(language)}
      ariaLabels={{
        previousMonth: t('form.previousMonth'),
        nextMonth: t('form.nextMonth'),
        previousYear: t('form.previousYear'),
        nextYear: t('form.nextYear'),
        previousDecade: t('form.previousDecade'),
        nextDecade: t('form.nextDecade'),
      }}
      {...inputProps}
      {...boundProps}
      ref={input}
      popoverProps={{ offset: CALENDAR_GAP + errorLines }}
      locale={dayjsLocaleOf(language)}
      valueFormat={language === 'en' ? 'DD-MMM-YYYY' : 'DD-MMMM-YYYY'}
      dateParser={(text) => parseTypedDate(text, language)}
      fixOnBlur={!textIsNoDate}
      value={pickerValue}
      onInput={(event) => {
        const text = event.currentTarget.value.trim();
        setTextIsNoDate(text !== '' && parseTypedDate(text, language) === null);
      }}
      onChange={(date) => {
        field.onChange(date ?? '');
        onValueChange?.(date ?? '');
      }}
      onBlur={(event) => {
        field.onBlur();
        const text = event.currentTarget.value.trim();
        const date = text === '' ? '' : parseTypedDate(text, language);
        const held = date ?? text;
        if (held !== value) {
          if (date === null) setDateBeforeText(pickerValue);
          field.onChange(held);
          // Text that is no date says nothing about the date yet: what depends on it stays as it is.
          if (date !== null) onValueChange?.(date);
        }
        if (held !== '' || boundProps.error) void trigger(name);
      }}
    />
  );
}
