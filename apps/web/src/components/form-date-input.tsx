import { DateInput, type DateInputProps } from '@mantine/dates';
import { formatIsoDate, parseDisplayDate, parseIsoDate } from '@portal/domain';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField } from './bound-field';

/** The calendar's arrows are icons only: these give them names (a person on a screen reader hears them). */
const CALENDAR_ARIA_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

const DAY_MONTH_YEAR = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

/**
 * What a person types: the shown DD-MMM-YYYY (05-Mar-2016) or digits as d-M-Y (5-3-2016, 05/03/2016),
 * the form most people in India use. Answers the ISO date the API takes, or null while incomplete.
 */
export function parseTypedDate(text: string): string | null {
  const value = text.trim();
  const shown = parseDisplayDate(value);
  if (shown) return formatIsoDate(shown);
  const digits = DAY_MONTH_YEAR.exec(value);
  if (!digits) return null;
  const [, day, month, year] = digits as unknown as [string, string, string, string];
  const date = parseIsoDate(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
  return date ? formatIsoDate(date) : null;
}

type FormDateInputProps<Values extends FieldValues, Transformed = Values> = Omit<
  DateInputProps,
  'value' | 'onChange' | 'error' | 'name' | 'valueFormat' | 'dateParser'
> & {
  /** The form's control; `Transformed` is what its resolver answers (a zod schema's output). */
  control: Control<Values, unknown, Transformed>;
  name: FieldPath<Values>;
  /** Called with the new ISO date ('' when emptied), e.g. to clear fields that depend on it. */
  onValueChange?: (value: string) => void;
};

/** A date field bound to react-hook-form: shown as DD-MMM-YYYY (DESIGN.md §9), held and sent as ISO. */
export function FormDateInput<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  onValueChange,
  ...inputProps
}: FormDateInputProps<Values, Transformed>) {
  const { field, inputProps: boundProps } = useBoundField(control, name);
  return (
    <DateInput
      clearable
      placeholder="DD-MMM-YYYY"
      clearButtonProps={{ 'aria-label': `Clear ${String(inputProps.label ?? 'date')}` }}
      ariaLabels={CALENDAR_ARIA_LABELS}
      {...inputProps}
      {...boundProps}
      valueFormat="DD-MMM-YYYY"
      dateParser={parseTypedDate}
      value={field.value ? String(field.value) : null}
      onChange={(value) => {
        field.onChange(value ?? '');
        onValueChange?.(value ?? '');
      }}
    />
  );
}
