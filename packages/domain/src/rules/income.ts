/**
 * Monthly income drives annual income (x12) and the account's annual turnover (x2 annual income),
 * and each is shown with its band (holder-wizards.md §9). Invalid, empty or negative income clears
 * both, so a stale figure never survives a bad edit.
 */
export interface IncomeBand {
  label: string;
  /** The band's largest amount (rupees a year). */
  upTo: number;
}

/**
 * The first-holder wizard's step 5 bands, for income and assets alike (holder-wizards.md §3 'Annual
 * income / asset bands in the first-holder step 5 form').
 */
export const FIRST_HOLDER_INCOME_BANDS = [
  { label: 'Below 50000', upTo: 49_999 },
  { label: '50000-100000', upTo: 100_000 },
  { label: '100000-500000', upTo: 500_000 },
  { label: '500000-1000000', upTo: 1_000_000 },
  { label: 'Above 1000000', upTo: Number.POSITIVE_INFINITY },
] as const satisfies readonly IncomeBand[];

/** The other holders' and the second flow's bands (holder-wizards.md §3 'Annual income bands'). */
export const INCOME_BANDS = [
  { label: 'Upto 100000', upTo: 100_000 },
  { label: '100001-500000', upTo: 500_000 },
  { label: '500001-1000000', upTo: 1_000_000 },
  { label: '1000001-2500000', upTo: 2_500_000 },
  { label: 'Above 2500000', upTo: Number.POSITIVE_INFINITY },
] as const satisfies readonly IncomeBand[];

export interface IncomeFigures {
  annualIncome: string;
  turnover: string;
}

export interface DerivedIncome extends IncomeFigures {
  annualIncomeBand: string;
  turnoverBand: string;
}

export const NO_DERIVED_INCOME: DerivedIncome = {
  annualIncome: '',
  annualIncomeBand: '',
  turnover: '',
  turnoverBand: '',
};

export function incomeBandOf(amount: number, bands: readonly IncomeBand[]): string {
  return bands.find((band) => amount <= band.upTo)?.label ?? '';
}

/** Annual income and turnover worked out from a monthly income (both '' for a bad one). */
export function deriveIncomeFigures(monthlyIncome: string): IncomeFigures {
  const text = monthlyIncome.trim();
  if (!/^\d{1,15}$/.test(text)) return { annualIncome: '', turnover: '' };
  const annual = BigInt(text) * 12n;
  return { annualIncome: annual.toString(), turnover: (annual * 2n).toString() };
}

/** The figures worked out from a monthly income, each with its band from the flow's list. */
export function deriveIncome(monthlyIncome: string, bands: readonly IncomeBand[]): DerivedIncome {
  const figures = deriveIncomeFigures(monthlyIncome);
  if (figures.annualIncome === '') return NO_DERIVED_INCOME;
  return {
    ...figures,
    annualIncomeBand: incomeBandOf(Number(figures.annualIncome), bands),
    turnoverBand: incomeBandOf(Number(figures.turnover), bands),
  };
}
