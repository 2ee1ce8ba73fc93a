/** The nomination modes of the 2025 rules; `None` is the depositor's declaration not to nominate. */
export const NOMINATION_MODES = ['Successive', 'Simultaneous', 'None'] as const;
export type NominationMode = (typeof NOMINATION_MODES)[number];

/** The most nominees a deposit may have (Banking Laws (Amendment) Act 2025). */
export const MAX_NOMINEES = 4;

/** A whole share, in hundredths of a percent. */
export const FULL_SHARE_HUNDREDTHS = 10_000;

const SHARE_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

/**
 * A share percentage in hundredths (33.34 -> 3334), or null when it is not a number with at most two
 * decimals. Counted in whole hundredths so a total is exact: 33.34 + 33.33 + 33.33 is 100 where the
 * same sum in floating point need not be.
 */
export function shareInHundredths(value: number | string): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  if (!SHARE_PATTERN.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Hundredths as the percentage they are ('99.99', '100', '50.5'). */
export function formatShareHundredths(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

/** Orders that are exactly 1..n, each once, in any sequence. */
export function areOrdersOneToCount(orders: readonly number[]): boolean {
  const sorted = [...orders].sort((a, b) => a - b);
  return sorted.every((order, index) => order === index + 1);
}
