/**
 * A refusal's field problems as the rules' tests read them: the field and the spec's words. The
 * catalogue key each also carries (docs/decisions/030) is checked by customer-language.test.ts and
 * the tests that compare whole answers.
 */
export function fieldProblems(body: unknown): { field: string; message: string }[] {
  return (body as { errors: { field: string; message: string }[] }).errors.map(({ field, message }) => ({
    field,
    message,
  }));
}
