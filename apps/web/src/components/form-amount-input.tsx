import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type BoundInputProps } from './bound-field';
import { FIELD_KINDS } from './field-kinds';

/**
 * An amount in whole rupees bound to react-hook-form: shown with ₹ and grouped in lakhs and crores as
 * typed (₹12,34,567, the grouping formatRupees gives elsewhere), held and sent as its digits, as the
 * API takes amounts. Nothing typed is clamped or dropped: an amount outside the bounds stays, and the
 * form's schema says what is expected.
 */
export function FormAmountInput<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  ...inputProps
}: BoundInputProps<NumberInputProps, Values, Transformed>) {
  const { field, inputProps: boundProps } = useBoundField(control, name);
  return (
    <NumberInput
      {...FIELD_KINDS.digits}
      prefix="₹"
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      hideControls
      {...inputProps}
      {...boundProps}
      value={String(field.value ?? '')}
      onChange={(value) => field.onChange(String(value))}
    />
  );
}
