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
