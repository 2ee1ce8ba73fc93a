import { describe, expect, it } from 'vitest';
import { formatIndianAmount, formatRupees } from '../src/index.js';

describe('formatRupees: ₹ with Indian digit grouping', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [1_000, '₹1,000'],
    [1_00_000, '₹1,00,000'],
    [12_34_567, '₹12,34,567'],
    [1_00_00_000, '₹1,00,00,000'],
    ['250000', '₹2,50,000'],
    [' 5000 ', '₹5,000'],
    [1234.5, '₹1,234.50'],
    ['1234.05', '₹1,234.05'],
    ['1234.00', '₹1,234'],
    [0.004, '₹0'],
    // Form 60's amounts run to 15 digits: every one is kept.
    ['999999999999999', '₹99,99,99,99,99,99,999'],
  ])('%j → %s', (amount, shown) => {
    expect(formatRupees(amount)).toBe(shown);
  });

  it('groups without the sign for places that write the currency their own way', () => {
    expect(formatIndianAmount('1234567')).toBe('12,34,567');
  });

  it.each([[''], ['12a'], ['-5'], ['1e5'], [-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %j', (amount) => {
    expect(() => formatRupees(amount)).toThrow(RangeError);
  });
});
