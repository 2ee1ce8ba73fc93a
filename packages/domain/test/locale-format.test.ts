import { describe, expect, it } from 'vitest';
import { formatDateIn, formatMoney, formatNumber } from '../src/index.js';

describe('dates, numbers and rupees per language', () => {
  it('groups in lakhs and crores with Western digits', () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(formatNumber(10000000)).toBe('1,00,00,000');
  });

  it('writes rupees with ₹, paise only when there are some', () => {
    expect(formatMoney(250000)).toBe('₹2,50,000');
    expect(formatMoney(1234.5)).toBe('₹1,234.50');
  });

  it('writes DD-MMM-YYYY with the month in the language', () => {
    const date = { year: 2026, month: 11, day: 5 };
    expect(formatDateIn('en', date)).toBe('05-Nov-2026');
    expect(formatDateIn('mr', date)).toBe('05-नोव्हेंबर-2026');
    expect(formatDateIn('hi', date)).toBe('05-नवंबर-2026');
    expect(formatDateIn('mr', { year: 2027, month: 1, day: 26 })).toBe('26-जानेवारी-2027');
  });
});
