/**
 * Formats of the identity numbers the KYC wizards take (holder-wizards.md §8 "Formats"). Inputs are
 * compared as typed: callers trim and upper-case first where a form does so.
 */

/** The PAN's shape as the spec checks it (holder-wizards.md §5): 5 capital letters, 4 digits, 1 capital letter. */
export const PAN_SHAPE_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/**
 * PAN as we check it, stricter than the spec: the 4th letter is one the Income Tax Department issues
 * for a holder's kind (P person, C company, H HUF, F firm…).
 */
export const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]$/;

// Verhoeff's dihedral-group tables, as UIDAI uses for the Aadhaar check digit.
const VERHOEFF_MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];

/**
 * The position permutations: row i is Verhoeff's permutation (0 1 5 8 9 4 2 7)(3 6) applied i times,
 * the row before followed by it once more. Its 8th power is the identity, hence 8 rows.
 */
const VERHOEFF_STEP = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
const VERHOEFF_PERMUTE: number[][] = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]];
for (let i = 1; i < 8; i += 1) {
  VERHOEFF_PERMUTE.push(VERHOEFF_PERMUTE[i - 1]!.map((digit) => VERHOEFF_STEP[digit]!));
}

/** True when a digit string, check digit last, passes Verhoeff's check. */
export function passesVerhoeff(digits: string): boolean {
  let check = 0;
  const reversed = [...digits].reverse();
  for (let i = 0; i < reversed.length; i += 1) {
    const digit = Number(reversed[i]);
    check = VERHOEFF_MULTIPLY[check]![VERHOEFF_PERMUTE[i % 8]![digit]!]!;
  }
  return check === 0;
}

/** Aadhaar: 12 digits, the first 2 to 9, the last a Verhoeff check digit. Spaces between groups are allowed. */
export function isValidAadhaar(value: string): boolean {
  const digits = value.replace(/ /g, '');
  return /^[2-9][0-9]{11}$/.test(digits) && passesVerhoeff(digits);
}

/** The only form an Aadhaar number is kept or shown in (DESIGN.md §6): its last four digits. */
export function maskAadhaar(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `XXXX XXXX ${digits.slice(-4)}`;
}

/** Indian passport: a letter (not Q, X or Z), then 7 digits, the first and last not 0. */
export const PASSPORT_PATTERN = /^[A-PR-WY][1-9][0-9]{5}[1-9]$/;

export function isValidPassport(value: string): boolean {
  return PASSPORT_PATTERN.test(value);
}

/**
 * Driving licence in the national (Sarathi) form: state code, 2-digit RTO, year of issue, 7-digit
 * serial, as SS-RRYYYYNNNNNNN or with a space or dash after the RTO code.
 */
export const DRIVING_LICENCE_PATTERN = /^[A-Z]{2}[0-9]{2}[ -]?(19|20)[0-9]{2}[0-9]{7}$/;

export function isValidDrivingLicence(value: string): boolean {
  return DRIVING_LICENCE_PATTERN.test(value.replace(/^([A-Z]{2})-/, '$1'));
}

/** Voter ID (EPIC): 3 letters and 7 digits. */
export const VOTER_ID_PATTERN = /^[A-Z]{3}[0-9]{7}$/;

export function isValidVoterId(value: string): boolean {
  return VOTER_ID_PATTERN.test(value);
}

/** PIN code: 6 digits, the first not 0. */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

export function isValidPincode(value: string): boolean {
  return PINCODE_PATTERN.test(value);
}

/** IFSC: 4 letters for the bank, a 0, then 6 letters or digits for the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export function isValidIfsc(value: string): boolean {
  return IFSC_PATTERN.test(value);
}

/** Names and cities: letters and spaces only (holder-wizards.md §8), starting with a letter. */
export const NAME_PATTERN = /^[A-Za-z][A-Za-z ]*$/;

export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value);
}
