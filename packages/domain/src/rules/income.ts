/**
 * Monthly income drives annual income (x12) and the account's annual turnover (x2 annual income),
 * and each is shown with its band (holder-wizards.md §9). Invalid, empty or negative income clears
 * both, so a stale figure never survives a bad edit.
 */
export const INCOME_BANDS = [
  { label: 'Below 50000', upTo: 49_999 },
  { label: '50000-100000', upTo: 100_000 },
  { label: '100000-500000', upTo: 500_000 },
  { label: '500000-1000000', upTo: 1_000_000 },
  { label: 'Above 1000000', upTo: Number.POSITIVE_INFINITY },
] as const;

export interface DerivedIncome {
  annualIncome: string;
  annualIncomeBand: string;
  turnover: string;
  turnoverBand: string;
}

export const NO_DERIVED_INCOME: DerivedIncome = {
  annualIncome: '',
  annualIncomeBand: '',
  turnover: '',
  turnoverBand: '',
};

export function incomeBandOf(amount: number): string {
  return INCOME_BANDS.find((band) => amount <= band.upTo)?.label ?? '';
}

export function deriveIncome(monthlyIncome: string): DerivedIncome {
  const text = monthlyIncome.trim();
  if (!/^\d{1,15}$/.test(text)) return NO_DERIVED_INCOME;
  const annual = BigInt(text) * 12n;
  const turnover = annual * 2n;
  return {
    annualIncome: annual.toString(),
    annualIncomeBand: incomeBandOf(Number(annual)),
    turnover: turnover.toString(),
    turnoverBand: incomeBandOf(Number(turnover)),
  };
}
