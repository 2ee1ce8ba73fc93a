import { describe, expect, it } from 'vitest';
import { nomineePartsOf } from '../src/index.js';

const today = { year: 2026, month: 11, day: 25 };

describe("the hub nominee in the DA-1 step's parts", () => {
  it.each([
    ['Ravi', { nominee_first_name: 'Ravi', nominee_middle_name: '', nominee_last_name: '' }],
    ['Ravi Patil', { nominee_first_name: 'Ravi', nominee_middle_name: '', nominee_last_name: 'Patil' }],
    [
      '  Ravi  Anil Kumar   Patil ',
      { nominee_first_name: 'Ravi', nominee_middle_name: 'Anil Kumar', nominee_last_name: 'Patil' },
    ],
  ])('splits the name %j', (name, parts) => {
    expect(nomineePartsOf(name, 'Pune', '1990-01-01', today)).toMatchObject(parts);
  });

  it('packs the address into at most three lines of 300 characters, by commas', () => {
    const long = 'x'.repeat(200);
    expect(nomineePartsOf('A B', `${long}, ${long}, Camp, Pune, 411001`, '', today)).toMatchObject({
      nominee_address1: long,
      nominee_address2: `${long}, Camp, Pune, 411001`,
      nominee_address3: '',
    });
    const parts = nomineePartsOf('A B', [long, long, long, long].join(', '), '', today);
    expect([parts.nominee_address1, parts.nominee_address2, parts.nominee_address3]).toEqual([
      long,
      long,
      `${long}, ${'x'.repeat(98)}`,
    ]);
  });

  it('gives the age in whole years by the 365.25-day rule, blank without a date', () => {
    expect(nomineePartsOf('A B', 'Pune', '2008-11-26', today).age).toBe('17');
    expect(nomineePartsOf('A B', 'Pune', '1990-01-01', today).age).toBe('36');
    expect(nomineePartsOf('A B', 'Pune', '', today).age).toBe('');
  });
});
