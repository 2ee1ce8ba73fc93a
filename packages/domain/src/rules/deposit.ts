import { fillTemplate } from '../messages.js';
import { formatRupees } from './money.js';

export const INTEREST_PAYOUTS = ['Monthly', 'Quarterly', 'Half Yearly', 'Yearly', 'On Maturity'] as const;
export const INTEREST_PAYOUT_MODES = ['Standing Instructions', 'ECS', 'Pay Order'] as const;
export type InterestPayout = (typeof INTEREST_PAYOUTS)[number];
export type InterestPayoutMode = (typeof INTEREST_PAYOUT_MODES)[number];

/** The FD and RD forms' starting values (portal.md §4). */
export const DEPOSIT_DEFAULTS = {
  InterestPayout: 'Monthly',
  InterestPayoutMode: 'Standing Instructions',
  IsAutoRenewal: true,
} as const;

export interface RenewalPeriod {
  PeriodYear: string;
  PeriodMonths: string;
  PeriodDays: string;
}

export const EMPTY_RENEWAL_PERIOD: RenewalPeriod = { PeriodYear: '', PeriodMonths: '', PeriodDays: '' };

/**
 * Auto renewal: Yes opens the period fields, No blanks them; any change of the choice starts the
 * period afresh (portal.md §4).
 */
export function renewalPeriodAfterChange(
  previous: { IsAutoRenewal: boolean } & RenewalPeriod,
  nextIsAutoRenewal: boolean,
): RenewalPeriod {
  if (previous.IsAutoRenewal === nextIsAutoRenewal) {
    return { PeriodYear: previous.PeriodYear, PeriodMonths: previous.PeriodMonths, PeriodDays: previous.PeriodDays };
  }
  return EMPTY_RENEWAL_PERIOD;
}

/**
 * What the bank takes in an FD or RD (docs/decisions/021-money-and-deposit-bounds.md): amounts in
 * whole rupees, a tenure (and a renewal period) in whole years, months (0-11) and days (0-30).
 */
export const DEPOSIT_BOUNDS = {
  depositAmount: { min: 1_000, max: 1_00_00_000 },
  rdInstalment: { min: 100, max: 1_00_000 },
  rdMonths: { min: 6, max: 120 },
  tenure: { minDays: 7, maxYears: 10, maxMonths: 11, maxDays: 30 },
} as const;

const { depositAmount, rdInstalment, rdMonths, tenure } = DEPOSIT_BOUNDS;

/** The messages of the bounds: each says what is expected (catalogue templates, so they are translated). */
export const depositMessages = {
  depositAmountRange: fillTemplate('depositAmountRange', {
    min: formatRupees(depositAmount.min),
    max: formatRupees(depositAmount.max),
  }),
  rdAmountRange: fillTemplate('rdAmountRange', {
    min: formatRupees(rdInstalment.min),
    max: formatRupees(rdInstalment.max),
  }),
  rdMonthsRange: fillTemplate('rdMonthsRange', { min: String(rdMonths.min), max: String(rdMonths.max) }),
  monthsPart: fillTemplate('monthsPart', { max: String(tenure.maxMonths) }),
  daysPart: fillTemplate('daysPart', { max: String(tenure.maxDays) }),
  tenureRange: fillTemplate('tenureRange', { minDays: String(tenure.minDays), maxYears: String(tenure.maxYears) }),
  periodRange: fillTemplate('periodRange', { minDays: String(tenure.minDays), maxYears: String(tenure.maxYears) }),
};

/**
 * Whether whole years, months (0-11) and days (0-30) are too short or too long for a tenure or a
 * renewal period, or neither (null).
 */
export function tenureOutOfRange(years: number, months: number, days: number): 'short' | 'long' | null {
  if (years === 0 && months === 0 && days < tenure.minDays) return 'short';
  if (years > tenure.maxYears || (years === tenure.maxYears && months + days > 0)) return 'long';
  return null;
}

/** A tenure or renewal period as a person reads it: '1 year, 6 months', '7 days'; zero parts left out. */
export function describeTenure(years: number, months: number, days: number): string {
  const parts = [
    [years, 'year'],
    [months, 'month'],
    [days, 'day'],
  ] as const;
  const said = parts.filter(([count]) => count > 0).map(([count, unit]) => `${count} ${unit}${count === 1 ? '' : 's'}`);
  return said.length > 0 ? said.join(', ') : '0 days';
}
