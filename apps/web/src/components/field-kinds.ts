/**
 * The keyboard a phone shows for a kind of field and what the browser may fill in (DESIGN.md §9),
 * declared once a kind so every form's mobile number, PIN code or PAN behaves alike.
 * `autoComplete: 'off'` marks what is not the person's own saved detail (another person's name, an
 * account or document number, an Aadhaar number), so the browser offers nothing wrong for it.
 */
export const FIELD_KINDS = {
  /** Whole numbers: amounts in rupees, tenures, months, ages. */
  digits: { inputMode: 'numeric', autoComplete: 'off' },
  /** The person's own 10-digit mobile number (+91 is fixed). */
  mobile: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  /** A 12-digit Aadhaar number: never autofilled. */
  aadhaar: { inputMode: 'numeric', autoComplete: 'off' },
  /** A code in capitals (PAN, IFSC): the phone starts in capitals, no spelling fixes. */
  capitalCode: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false },
  /** An account, customer or document number: not the person's saved details, no spelling fixes. */
  reference: { autoComplete: 'off', spellCheck: false },
  /** Another person's name or address (nominee, guardian, family, related person). */
  otherPerson: { autoComplete: 'off' },
} as const satisfies Record<
  string,
  {
    type?: string;
    inputMode?: 'numeric' | 'email' | 'tel' | 'decimal' | 'text';
    autoComplete?: string;
    autoCapitalize?: string;
    spellCheck?: boolean;
  }
>;

export type FieldKind = keyof typeof FIELD_KINDS;
