/** A mobile number as the spec checks it (holder-wizards.md §5): ten digits. */
export const MOBILE_DIGITS_PATTERN = /^\d{10}$/;

/** An Indian mobile number: ten digits, starting 6 to 9 (numbers are not issued with other leading digits). */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

/**
 * A mobile number with all but its last four digits hidden ('XXXXXX3210'), as the consent screens and
 * the PDF show the phone a holder agreed from; '' for none.
 */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits === '' ? '' : `${'X'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}
