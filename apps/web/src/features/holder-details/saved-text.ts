/** A saved value as the text its form field holds: '' when nothing is saved. */
export function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value as string);
}

/** The saved values of a step's text fields as its form holds them: each '' when nothing is saved. */
export function savedTexts<Field extends string>(
  saved: Partial<Record<Field, unknown>> | null | undefined,
  fields: readonly Field[],
): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, text(saved?.[field])])) as Record<Field, string>;
}
