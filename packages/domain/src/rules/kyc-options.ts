/**
 * The option sets of the holder wizards (holder-wizards.md §3). Ids travel as text, as the spec's
 * select boxes send them. A flow that shows fewer options picks them by id, so the labels live once.
 */
import { usesSecondFlow } from './first-holder-steps.js';
import { FIRST_HOLDER_INCOME_BANDS, INCOME_BANDS, type IncomeBand } from './income.js';
import { IMAGE_FILE_TYPES, UPLOAD_FILE_TYPES, type UploadFileType } from './upload-types.js';

export interface KycOption<Value extends string = string> {
  value: Value;
  label: string;
}

export const TITLES = [
  { value: '1', label: 'Mr.' },
  { value: '2', label: 'Mrs.' },
  { value: '3', label: 'Miss.' },
  { value: '4', label: 'Smt.' },
  { value: '5', label: 'Ms.' },
  { value: '6', label: 'Master' },
] as const satisfies readonly KycOption[];

export const GENDERS = [
  { value: '1', label: 'Male' },
  { value: '2', label: 'Female' },
  { value: '3', label: 'Transgender' },
] as const satisfies readonly KycOption[];

export const MARITAL_STATUSES = [
  { value: '1', label: 'Married' },
  { value: '2', label: 'Unmarried' },
  { value: '3', label: 'Divorce' },
] as const satisfies readonly KycOption[];
export const DEFAULT_MARITAL_STATUS = '2';

/**
 * Married and Divorce: a holder who has married has a spouse / maiden name for the family step
 * (holder-wizards.md §3 'Maiden (spouse/maiden)'); an unmarried holder, a child among them, is not
 * asked for one. (The spec's lists have no 'Widowed'.)
 */
const MARITAL_STATUSES_WITH_SPOUSE: readonly string[] = ['1', '3'];

/** Whether the family step asks for a spouse / maiden name, by the holder's saved marital status. */
export function asksSpouseOrMaidenName(maritalStatus: unknown): boolean {
  return typeof maritalStatus === 'string' && MARITAL_STATUSES_WITH_SPOUSE.includes(maritalStatus);
}

export const NATIONALITIES = [
  { value: '1', label: 'Indian' },
  { value: '2', label: 'NRI/PIO' },
  { value: '3', label: 'Others' },
] as const satisfies readonly KycOption[];
export const DEFAULT_NATIONALITY = '1';

export const MOBILE_BELONGS_TO = ['Self', 'Family Members', 'Others'] as const;
export type MobileBelongsTo = (typeof MOBILE_BELONGS_TO)[number];

export const POI_POA_CHOICES = [
  { value: '1', label: 'POA' },
  { value: '2', label: 'POI' },
  { value: '3', label: 'POA & POI' },
] as const satisfies readonly KycOption[];
export type PoiPoaChoice = (typeof POI_POA_CHOICES)[number]['value'];

export const FUNDS_FOR_CREDIT = [
  { value: '1', label: 'Local' },
  { value: '2', label: 'Foreign Inward Remittances' },
] as const satisfies readonly KycOption[];

export const FUNDS_BY_DEBIT = [
  { value: '0', label: 'Remittances aboard' },
  { value: '1', label: 'Local' },
] as const satisfies readonly KycOption[];

export const RELIGIONS = ['Hindu', 'Muslim', 'Buddhist', 'Sikh', 'Jain', 'Christian'] as const;
export const CASTES = ['Open Category', 'SC (Scheduled Castes)', 'ST (Scheduled Tribes)', 'OBC'] as const;

export const ESTIMATED_ASSET_VALUES = [
  { value: '1', label: 'Upto 100000' },
  { value: '2', label: '100001 to 500000' },
  { value: '3', label: '500001 to 1000000' },
  { value: '4', label: '1000001 to 2500000' },
  { value: '5', label: 'Above 2500000' },
] as const satisfies readonly KycOption[];

/** The first-holder wizard's asset list: its income bands, by the same ids (holder-wizards.md §3). */
const FIRST_HOLDER_ESTIMATED_ASSET_VALUES: readonly KycOption[] = FIRST_HOLDER_INCOME_BANDS.map((band, index) => ({
  value: String(index + 1),
  label: band.label,
}));

export const ASSET_DETAILS = ['Commercial Property', 'House', 'Plot', 'Others'] as const;
export const INTERESTED_IN = [
  'Mutual Funds',
  'Health Insurance',
  'General Insurance',
  'Demat',
  'PMSBY',
  'PMJJBY',
] as const;
export const VEHICLE_TYPES = ['Two Wheeler', 'Car', 'Other'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/**
 * What differs between the flows that share the personal and additional-details steps
 * (holder-wizards.md §3, §5, §9). Issue-by-issue flows pick a variant; none copies a component.
 */
export interface KycFlowVariant {
  titles: readonly string[];
  maritalStatuses: readonly string[];
  castes: readonly string[];
  /** Middle and last name required (first-holder wizard only). */
  requireMiddleAndLastName: boolean;
  requireMobileBelongsTo: boolean;
  /**
   * First-holder wizard: vehicles by month and year, year up to 2050; others: the year alone, up to
   * this year (holder-wizards.md §5).
   */
  vehicleMonthAndYear: boolean;
  /** The bands annual income and turnover are shown in (holder-wizards.md §3). */
  incomeBands: readonly IncomeBand[];
  /** 'Estimated value of assets' options, ids 1-5 (holder-wizards.md §3). */
  estimatedAssetValues: readonly KycOption[];
  requireBusinessAddress3: boolean;
  /** The PAN document's types (holder-wizards.md §5): the second flow takes a PDF and no PNG. */
  panFileTypes: readonly UploadFileType[];
}

/**
 * The first-holder wizard: Mr., Mrs., Miss. and, for a boy under 18, Master (the spec shows three; a
 * minor boy has no other title); every caste, OBC included (the spec lists three here and four
 * elsewhere: one list for every holder).
 */
export const FIRST_HOLDER_VARIANT: KycFlowVariant = {
  titles: ['1', '2', '3', '6'],
  maritalStatuses: ['1', '2'],
  castes: CASTES,
  requireMiddleAndLastName: true,
  requireMobileBelongsTo: false,
  vehicleMonthAndYear: true,
  incomeBands: FIRST_HOLDER_INCOME_BANDS,
  estimatedAssetValues: FIRST_HOLDER_ESTIMATED_ASSET_VALUES,
  requireBusinessAddress3: true,
  panFileTypes: IMAGE_FILE_TYPES,
};

/**
 * The other-holder wizard (holder-wizards.md §2, §3, §5, §9): every title, marital status and caste;
 * middle and last name optional; 'Mobile No. belongs to' required; vehicles by year only, up to this
 * year; Business Address 3 not required; a PAN document in JPG, JPEG or PNG.
 */
export const OTHER_HOLDER_VARIANT: KycFlowVariant = {
  titles: TITLES.map((title) => title.value),
  maritalStatuses: MARITAL_STATUSES.map((status) => status.value),
  castes: CASTES,
  requireMiddleAndLastName: false,
  requireMobileBelongsTo: true,
  vehicleMonthAndYear: false,
  incomeBands: INCOME_BANDS,
  estimatedAssetValues: ESTIMATED_ASSET_VALUES,
  requireBusinessAddress3: false,
  panFileTypes: IMAGE_FILE_TYPES,
};

/**
 * The second onboarding flow at /Registration (holder-wizards.md §3, §5, §9 'second flow'): titles
 * Mr., Mrs., Miss. and marital statuses Married, Unmarried, Divorce; middle and last name optional;
 * 'Mobile No. belongs to' required; vehicles by year only, up to this year; Business Address 3 not
 * required; every caste (only the first-holder flow lists three); a PAN document in JPG, JPEG or PDF
 * (no PNG).
 */
export const SECOND_FLOW_VARIANT: KycFlowVariant = {
  titles: ['1', '2', '3'],
  maritalStatuses: ['1', '2', '3'],
  castes: CASTES,
  requireMiddleAndLastName: false,
  requireMobileBelongsTo: true,
  vehicleMonthAndYear: false,
  incomeBands: INCOME_BANDS,
  estimatedAssetValues: ESTIMATED_ASSET_VALUES,
  requireBusinessAddress3: false,
  panFileTypes: ['image/jpeg', 'application/pdf'],
};

/**
 * What any flow may have saved: every option, nothing required that some flow leaves optional. For
 * the shapes that carry every flow's values (saved details in answers, a route's first parse before
 * the service parses again with the holder's own variant).
 */
export const ANY_FLOW_VARIANT: KycFlowVariant = {
  titles: TITLES.map((title) => title.value),
  maritalStatuses: MARITAL_STATUSES.map((status) => status.value),
  castes: CASTES,
  requireMiddleAndLastName: false,
  requireMobileBelongsTo: false,
  vehicleMonthAndYear: true,
  incomeBands: INCOME_BANDS,
  estimatedAssetValues: ESTIMATED_ASSET_VALUES,
  requireBusinessAddress3: false,
  panFileTypes: UPLOAD_FILE_TYPES,
};

/** Holder 1's flow: the second flow for an existing customer's account (type 5), else the first-holder wizard. */
export function holderOneVariant(accountTypeId: number): KycFlowVariant {
  return usesSecondFlow(accountTypeId) ? SECOND_FLOW_VARIANT : FIRST_HOLDER_VARIANT;
}

/**
 * The flow whose rules and lists a holder's steps follow: holder 1's wizard (the second flow for
 * type 5), or the other-holder wizard for holder 2 onwards.
 */
export function holderVariant(holderSrNo: number, accountTypeId: number): KycFlowVariant {
  return holderSrNo === 1 ? holderOneVariant(accountTypeId) : OTHER_HOLDER_VARIANT;
}

export function optionsById<Option extends KycOption>(options: readonly Option[], ids: readonly string[]): Option[] {
  return options.filter((option) => ids.includes(option.value));
}

export function labelOf(options: readonly KycOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? '';
}
