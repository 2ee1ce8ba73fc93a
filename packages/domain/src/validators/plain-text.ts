// Control characters other than tab and line breaks, and UTF-16 halves without their pair: nothing a
// person types, and PostgreSQL refuses NUL in text and jsonb outright.
const FORBIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text holds only characters a person could have typed. */
export function isPlainText(value: string): boolean {
  return !FORBIDDEN_CHARACTERS.test(value);
}
