import type { CalendarDate } from '../validators/display-date.js';

export const AGE_OF_MAJORITY = 18;
const DAYS_PER_YEAR = 365.25;
const MS_PER_DAY = 86_400_000;

function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / MS_PER_DAY;
}

/** Age in years as the spec computes it: whole days between the dates divided by 365.25 (portal.md §9). */
export function ageInYears(birthDate: CalendarDate, today: CalendarDate): number {
  return (dayNumber(today) - dayNumber(birthDate)) / DAYS_PER_YEAR;
}

/**
 * Under 18 by that rule. Note the rule's edge: an 18-year span holds 4 or 5 leap days, so on the 18th
 * birthday a person is an adult only when the span held 5 (6,575 days); otherwise from the next day.
 */
export function isMinor(birthDate: CalendarDate, today: CalendarDate): boolean {
  return ageInYears(birthDate, today) < AGE_OF_MAJORITY;
}
