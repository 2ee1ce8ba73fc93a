/** A saved value as the text its form field holds: '' when nothing is saved. */
export function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value as string);
}
