import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * A react-hook-form field and the props every bound Mantine input takes from it: the ref (focus
 * moves to the first problem on a failed save), the name, blur (touched) and the schema's message.
 */
export function useBoundField<Values extends FieldValues, Transformed = Values>(
  control: Control<Values, unknown, Transformed>,
  name: FieldPath<Values>,
) {
  const { field, fieldState } = useController<Values, FieldPath<Values>, Transformed>({ control, name });
  return {
    field,
    inputProps: { ref: field.ref, name: field.name, onBlur: field.onBlur, error: fieldState.error?.message },
  };
}
