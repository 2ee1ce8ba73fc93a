/** A mobile number as the spec checks it (holder-wizards.md §5): ten digits. */
export const MOBILE_DIGITS_PATTERN = /^\d{10}$/;

/** An Indian mobile number: ten digits, starting 6 to 9 (numbers are not issued with other leading digits). */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}
