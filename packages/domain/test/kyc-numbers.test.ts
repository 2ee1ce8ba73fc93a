import { describe, expect, it } from 'vitest';
import {
  PAN_PATTERN,
  isValidAadhaar,
  isValidDrivingLicence,
  isValidIfsc,
  isValidName,
  isValidPassport,
  isValidPincode,
  isValidVoterId,
  maskAadhaar,
  passesVerhoeff,
} from '../src/index.js';

describe('Verhoeff', () => {
  // Worked examples from the algorithm's literature: 236 has check digit 3, 12345 has 1.
  it.each(['2363', '123451'])('accepts %s', (digits) => expect(passesVerhoeff(digits)).toBe(true));
  it.each(['2364', '123450', '2336'])('catches a wrong or transposed digit in %s', (digits) =>
    expect(passesVerhoeff(digits)).toBe(false),
  );
});

describe('Aadhaar', () => {
  // Check digits computed with an independent implementation of Verhoeff's algorithm.
  it.each(['234123412346', '498765432102', '912345678905', '876543210988', '5000 0000 0006'])('accepts %s', (value) =>
    expect(isValidAadhaar(value)).toBe(true),
  );
  it.each([
    ['234123412345', 'wrong check digit'],
    ['243123412346', 'two digits swapped'],
    ['134123412346', 'starts with 1'],
    ['034123412346', 'starts with 0'],
    ['23412341234', '11 digits'],
    ['2341234123466', '13 digits'],
    ['2341-2341-2346', 'dashes'],
    ['23412341234X', 'a letter'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => expect(isValidAadhaar(value)).toBe(false));
  it.each(['234123412346', '498765432102', '912345678905'])(
    'refuses every single-digit change and every adjacent swap of %s',
    (valid) => {
      const variants: string[] = [];
      for (let at = 0; at < valid.length; at += 1) {
        for (const digit of '0123456789') {
          if (digit !== valid[at]) variants.push(valid.slice(0, at) + digit + valid.slice(at + 1));
        }
        const next = valid[at + 1];
        if (next !== undefined && next !== valid[at]) {
          variants.push(valid.slice(0, at) + next + valid[at] + valid.slice(at + 2));
        }
      }
      expect(variants.length).toBeGreaterThan(110);
      expect(variants.filter(isValidAadhaar)).toEqual([]);
    },
  );
  it('masks to the last four digits', () => {
    expect(maskAadhaar('234123412346')).toBe('XXXX XXXX 2346');
    expect(maskAadhaar('2341 2341 2346')).toBe('XXXX XXXX 2346');
  });
});

describe('PAN', () => {
  it.each(['ABCPE1234F', 'AAACR5055K', 'BNZAA2318J', 'AAAHA1234B', 'AAAFB1234C', 'AAATC1234D'])('accepts %s', (pan) =>
    expect(PAN_PATTERN.test(pan)).toBe(true),
  );
  it.each([
    ['ABCXE1234F', 'fourth letter is no holder kind'],
    ['abcpe1234f', 'lower case'],
    ['ABCPE12345', 'ends with a digit'],
    ['ABCP1234F', 'nine characters'],
    ['1BCPE1234F', 'starts with a digit'],
    ['ABCPE 1234F', 'a space'],
  ])('refuses %s (%s)', (pan) => expect(PAN_PATTERN.test(pan)).toBe(false));
});

describe('passport', () => {
  it.each(['J8369854', 'A1234567', 'K9876541', 'W5555551'])('accepts %s', (value) =>
    expect(isValidPassport(value)).toBe(true),
  );
  it.each(['Q1234567', 'X1234567', 'Z1234567', 'A0234567', 'A1234560', 'A123456', 'AB123456', 'a1234567'])(
    'refuses %s',
    (value) => expect(isValidPassport(value)).toBe(false),
  );
});

describe('driving licence', () => {
  it.each(['MH1220110062821', 'MH12 20110062821', 'MH-1220110062821', 'KA0119990001234', 'DL04 20230123456'])(
    'accepts %s',
    (value) => expect(isValidDrivingLicence(value)).toBe(true),
  );
  it.each([
    'MH122011006282',
    'MH12201100628211',
    'M11220110062821',
    'MH1218110062821',
    'mh1220110062821',
    '1220110062821',
  ])('refuses %s', (value) => expect(isValidDrivingLicence(value)).toBe(false));
});

describe('voter ID, PIN code, IFSC, names', () => {
  it.each([
    [isValidVoterId, 'ABC1234567', true],
    [isValidVoterId, 'AB12345678', false],
    [isValidVoterId, 'ABC123456', false],
    [isValidPincode, '411005', true],
    [isValidPincode, '011005', false],
    [isValidPincode, '41100', false],
    [isValidPincode, '4110055', false],
    [isValidIfsc, 'SBIN0000575', true],
    [isValidIfsc, 'HDFC0ABC123', true],
    [isValidIfsc, 'SBIN1000575', false],
    [isValidIfsc, 'SBI00000575', false],
    [isValidName, 'Sunita Patil', true],
    [isValidName, 'Sunita  Patil', true],
    [isValidName, ' Sunita', false],
    [isValidName, 'Sunita-Patil', false],
    [isValidName, 'R2D2', false],
  ] as const)('%o(%s) is %s', (check, value, expected) => expect(check(value)).toBe(expected));
});
