import {
  calendarDateInIndia,
  formatDateIn,
  formatIndianAmount,
  isAmountText,
  maskAadhaar,
  MASKED_AADHAAR_PATTERN,
  parseIsoDate,
  type Language,
} from '@portal/domain';
import { translateValue } from '@portal/domain/locales';
import { fillText, pdfTexts, type PdfTexts } from './pdf-texts.js';
import type { ApplicationPrintData, PrintHolder } from './print-query.js';

/** How the form prints stored values: as typed, or in the form's language. */

const INDIA_CLOCK = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A stored value as printed text ('' for nothing); the form prints no stored yes/no through this. */
export function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return '';
}

/**
 * A stored amount grouped in lakhs and crores (2,50,000), as on screen. Its English label says
 * '(Rs.)': the English PDF's built-in Helvetica has no ₹ (docs/decisions/021); the Marathi and Hindi
 * labels say ₹. Text that is no amount prints as it is.
 */
export function rupees(value: unknown): string {
  const shown = text(value);
  return isAmountText(shown) ? formatIndianAmount(shown) : shown;
}

export const joinParts = (parts: readonly unknown[], separator = ' ') =>
  parts
    .map(text)
    .filter((part) => part !== '')
    .join(separator);

/**
 * An Aadhaar number as it may be printed: only ever masked (DESIGN.md §6). The store keeps only the
 * masked form; this is the second lock.
 */
export function printableAadhaar(value: unknown): string {
  const number = text(value);
  if (number === '' || MASKED_AADHAAR_PATTERN.test(number)) return number;
  return maskAadhaar(number);
}

/** Values as one form prints them in its language: list names, words, yes or no, dates, periods. */
export class FormValues {
  readonly t: PdfTexts;

  constructor(
    private readonly language: Language,
    private readonly names: ApplicationPrintData['names'],
  ) {
    this.t = pdfTexts(language);
  }

  /**
   * A reference list's name (occupation, state, education…) in the form's language. What the
   * customer typed is printed through `text` alone, as typed.
   */
  nameOf(list: keyof ApplicationPrintData['names'], id: number | string): string {
    const name = this.names[list].get(Number(id));
    return name === undefined ? text(id) : this.word(name);
  }

  /** A list value that is a word, in the form's language (English where the catalogue lacks it). */
  word(english: string): string {
    return english === '' ? '' : translateValue(this.language, english);
  }

  yesNo(value: unknown): string {
    return value === true || value === 'true' ? this.t.yes : this.t.no;
  }

  /** An ISO calendar date as DD-MMM-YYYY in the form's language ('' when empty, as stored when unreadable). */
  displayDate(iso: unknown): string {
    const date = typeof iso === 'string' ? parseIsoDate(iso) : null;
    return date ? formatDateIn(this.language, date) : text(iso);
  }

  /** An instant as its DD-MMM-YYYY date in India. */
  displayDay(instant: Date | null | undefined): string {
    return instant ? formatDateIn(this.language, calendarDateInIndia(instant)) : '';
  }

  /** An instant as 'DD-MMM-YYYY HH:mm IST' (India time). */
  displayMoment(instant: Date): string {
    return `${this.displayDay(instant)} ${INDIA_CLOCK.format(instant)} IST`;
  }

  /** '1 year, 6 months' in the form's language; '0 days' for no time at all. */
  tenure(years: number, months: number, days: number): string {
    const { t } = this;
    const parts = [
      [years, t.tenureYear, t.tenureYears],
      [months, t.tenureMonth, t.tenureMonths],
      [days, t.tenureDay, t.tenureDays],
    ] as const;
    const said = parts
      .filter(([count]) => count > 0)
      .map(([count, one, other]) => fillText(count === 1 ? one : other, { count }));
    return said.length > 0 ? said.join(', ') : fillText(t.tenureDays, { count: 0 });
  }

  holderTitle(holder: PrintHolder): string {
    const name = holder.name.trim();
    return name === ''
      ? fillText(this.t.accountHolder, { number: holder.holder_sr_no })
      : fillText(this.t.accountHolderNamed, { number: holder.holder_sr_no, name });
  }
}
