import type { CalendarDate } from '../validators/display-date.js';
import { formatDisplayDate } from '../validators/display-date.js';
import { intlLocaleOf, type Language } from './languages.js';

/**
 * Dates, numbers and rupees in the customer's language (docs/decisions/030), for the web and
 * later the PDF. Digits stay Western (0-9) in all three: they are what customers type on a phone's
 * keyboard and what a passbook prints. Grouping stays Indian (12,34,567): CLDR's Marathi groups in
 * thousands (1,234,567), which no bank in Maharashtra writes, so numbers are grouped as en-IN does.
 */
const INDIAN_DIGITS = 'en-IN';

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INDIAN_DIGITS, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** `1234567` → `'12,34,567'` in every language. */
export function formatNumber(value: number): string {
  return numberFormat({ maximumFractionDigits: 2 }).format(value);
}

/** `1234567` → `'₹12,34,567'`, `1234.5` → `'₹1,234.50'`: paise only when there are some. */
export function formatMoney(amount: number): string {
  const whole = Number.isInteger(amount);
  return numberFormat({
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

const monthNames = new Map<Language, string[]>();
function monthsOf(language: Language): string[] {
  let names = monthNames.get(language);
  if (!names) {
    // Marathi and Hindi abbreviations ('नव॰') read as typos to most readers: the month is written out.
    const format = new Intl.DateTimeFormat(intlLocaleOf(language), { month: 'long', timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2026, month, 1))));
    monthNames.set(language, names);
  }
  return names;
}

/** DESIGN.md §9's DD-MMM-YYYY: `25-Nov-2026`, `25-नोव्हेंबर-2026`, `25-नवंबर-2026`. */
export function formatDateIn(language: Language, date: CalendarDate): string {
  if (language === 'en') return formatDisplayDate(date);
  const month = monthsOf(language)[date.month - 1];
  if (!month) throw new RangeError(`month out of range: ${date.month}`);
  return `${String(date.day).padStart(2, '0')}-${month}-${String(date.year).padStart(4, '0')}`;
}
