import { VERSION_FIELD } from '@portal/domain';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client';
import { translateMessage } from './i18n';

/** A save refused because another save of the same section or step came first (docs/decisions/018). */
export function isStaleVersionError(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 409 && error.errors.some((problem) => problem.field === VERSION_FIELD)
  );
}

/** A form's save: a stale version is shown in the form with Reload (StaleVersionAlert), not as a toast. */
export const SAVE_ERROR_TOAST = { errorToast: (error: unknown) => !isStaleVersionError(error) };

/**
 * A 400's field messages shown beside their fields (DESIGN.md §5, §9): each `field` is the dotted path
 * of the request; `prefix` is what the form does not have (e.g. `registrationHolders.0.`). Focus goes
 * to the first problem. Answers whether any field message was shown.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  methods: Pick<UseFormReturn<Values>, 'setError' | 'setFocus'>,
  error: unknown,
  prefix = '',
): boolean {
  if (!(error instanceof ApiError) || error.errors.length === 0 || isStaleVersionError(error)) return false;
  const fields = error.errors.map(({ field, message, key, params }) => {
    const name = (field.startsWith(prefix) ? field.slice(prefix.length) : field) as FieldPath<Values>;
    methods.setError(name, { type: 'server', message: translateMessage(message, key ? { key, params } : undefined) });
    return name;
  });
  const first = fields[0];
  if (first !== undefined) {
    try {
      methods.setFocus(first);
    } catch {
      // A field the form has no input for (the error summary still lists it).
    }
  }
  return true;
}
