import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';

/**
 * A Mantine input's props when bound to a react-hook-form field: the form's control and the field's
 * name stand for the input's own value, change, error and name (and whatever else `Bound` lists).
 */
export type BoundInputProps<
  InputProps,
  Values extends FieldValues,
  Transformed = Values,
  Bound extends PropertyKey = never,
> = Omit<InputProps, 'value' | 'onChange' | 'error' | 'name' | Bound> & {
  /** The form's control; `Transformed` is what its resolver answers (a zod schema's output). */
  control: Control<Values, unknown, Transformed>;
  name: FieldPath<Values>;
};

/**
 * A react-hook-form field and the props every bound Mantine input takes from it: the ref (focus
 * moves to the first problem on a failed save), the name, blur (touched) and the schema's message.
 */
export function useBoundField<Values extends FieldValues, Transformed = Values>(
  control: Control<Values, unknown, Transformed>,
  name: FieldPath<Values>,
) {
  const { field, fieldState } = useController<Values, FieldPath<Values>, Transformed>({ control, name });
  // Renders again in a newly chosen language: the form's schema words its messages in English.
  useTranslation();
  const message = fieldState.error?.message;
  return {
    field,
    inputProps: { ref: field.ref, name: field.name, onBlur: field.onBlur, error: message && translateMessage(message) },
  };
}
