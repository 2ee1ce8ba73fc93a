/**
 * Amounts in rupees as people in India read them: digits grouped in lakhs and crores (12,34,567),
 * paise only when there are some. One place for the grouping the screens, their messages and the
 * printed form show (docs/decisions/021-money-and-deposit-bounds.md).
 */

const INDIAN_GROUPING = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** An amount as the API holds it: digits, perhaps with paise. */
const AMOUNT_TEXT = /^\d+(\.\d+)?$/;

/** Whether text is an amount formatIndianAmount takes ('250000', '1234.50'). */
export function isAmountText(text: string): boolean {
  return AMOUNT_TEXT.test(text.trim());
}

/** `1234567` or `'1234567'` → `'12,34,567'`; `1234.5` → `'1,234.50'`. Refuses what is no amount. */
export function formatIndianAmount(amount: number | string): string {
  if (typeof amount === 'number' && !(Number.isFinite(amount) && amount >= 0)) {
    throw new RangeError(`not an amount: ${amount}`);
  }
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  if (!isAmountText(text)) throw new RangeError(`not an amount: '${text}'`);
  // Formatted from its text, so 15-digit amounts (Form 60) keep every digit a number would lose.
  const grouped = INDIAN_GROUPING.format(text as Intl.StringNumericLiteral);
  return grouped.endsWith('.00') ? grouped.slice(0, -3) : grouped;
}

/** `1234567` → `'₹12,34,567'`. */
export function formatRupees(amount: number | string): string {
  return `₹${formatIndianAmount(amount)}`;
}
