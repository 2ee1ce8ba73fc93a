import { describe, expect, it } from 'vitest';
import {
  calendarDateInIndia,
  formatDisplayDate,
  isValidEmail,
  isValidMobile,
  isValidOtp,
  parseDisplayDate,
  parseIsoDate,
} from '../src/index.js';

describe('isValidMobile', () => {
  it.each(['9876543210', '6000000000', '7012345678', '8999999999'])('accepts %s', (mobile) => {
    expect(isValidMobile(mobile)).toBe(true);
  });
  it.each([
    ['', 'empty'],
    ['987654321', 'nine digits'],
    ['98765432101', 'eleven digits'],
    ['5876543210', 'starts with 5'],
    ['0987654321', 'starts with 0'],
    ['98765 43210', 'a space'],
    ['+919876543210', 'country code'],
    ['98765abcde', 'letters'],
    ['９８７６５４３２１０', 'full-width digits'],
  ])('refuses %s (%s)', (mobile) => {
    expect(isValidMobile(mobile)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each(['a@b.in', 'first.last@bank.co.in', 'user+tag@example.com', 'x_y@sub-domain.example.org'])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );
  it.each([
    'plainaddress',
    '@no-local.in',
    'no-domain@',
    'no-tld@bank',
    'two@@bank.in',
    'space in@bank.in',
    'dash@-bank.in',
    `${'a'.repeat(45)}@b.com`, // 51 characters, over the spec's 50
  ])('refuses %s', (email) => expect(isValidEmail(email)).toBe(false));
  it('accepts exactly 50 characters', () => {
    const email = `${'a'.repeat(44)}@b.com`;
    expect(email).toHaveLength(50);
    expect(isValidEmail(email)).toBe(true);
  });
});

describe('isValidOtp', () => {
  it.each([
    ['1234', 4, true],
    ['0000', 4, true],
    ['123', 4, false],
    ['12345', 4, false],
    ['12a4', 4, false],
    ['', 4, false],
    [' 123', 4, false],
    ['123456', 6, true],
    ['1234', 6, false],
  ] as const)('%s with length %d is %s', (otp, length, expected) => {
    expect(isValidOtp(otp, length)).toBe(expected);
  });
});

describe('DD-MMM-YYYY dates', () => {
  it.each([
    ['05-Nov-2026', { year: 2026, month: 11, day: 5 }],
    ['29-Feb-2024', { year: 2024, month: 2, day: 29 }],
    ['31-dec-1999', { year: 1999, month: 12, day: 31 }],
    ['01-JAN-2000', { year: 2000, month: 1, day: 1 }],
  ])('parses %s', (text, date) => {
    expect(parseDisplayDate(text)).toEqual(date);
  });
  it.each([
    '29-Feb-2023',
    '31-Apr-2026',
    '00-Jan-2026',
    '5-Nov-2026',
    '05-11-2026',
    '2026-11-05',
    '05-Nov-26',
    '05-Nvm-2026',
    '',
    '05-Nov-2026 ',
  ])('refuses %s', (text) => expect(parseDisplayDate(text)).toBeNull());
  it('formats with a two-digit day and the English month abbreviation', () => {
    expect(formatDisplayDate({ year: 2026, month: 1, day: 7 })).toBe('07-Jan-2026');
    expect(formatDisplayDate({ year: 2026, month: 12, day: 25 })).toBe('25-Dec-2026');
  });
  it('round-trips every day of a leap year', () => {
    for (let day = 0; day < 366; day += 1) {
      const instant = new Date(Date.UTC(2024, 0, 1 + day));
      const date = { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
      expect(parseDisplayDate(formatDisplayDate(date))).toEqual(date);
    }
  });
  it('parses ISO calendar dates and refuses impossible ones', () => {
    expect(parseIsoDate('2026-11-05')).toEqual({ year: 2026, month: 11, day: 5 });
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('05-Nov-2026')).toBeNull();
  });
  it('takes the calendar date in India, not UTC', () => {
    // 20:00 UTC on 4 Nov is 01:30 on 5 Nov in India.
    expect(calendarDateInIndia(new Date('2026-11-04T20:00:00Z'))).toEqual({ year: 2026, month: 11, day: 5 });
    expect(calendarDateInIndia(new Date('2026-11-04T18:00:00Z'))).toEqual({ year: 2026, month: 11, day: 4 });
  });
});
