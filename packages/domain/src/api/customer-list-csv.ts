import { formatDateIn } from '../rules/locale-format.js';
import { calendarDateInIndia } from '../validators/display-date.js';
import type { CustomerListRecord } from './customer-list.js';
import type { CustomerListTab } from './customer-list-page.js';

/** portal.md §9: the two tabs' files. */
export const CUSTOMER_LIST_CSV_FILE_NAMES: Record<CustomerListTab, string> = {
  Completed: 'Completed_Forms.csv',
  'Partially Filled': 'Partially_Filled_Forms.csv',
};

/** An ISO timestamp of the list as the DD-MMM-YYYY date in India that the staff's screens show. */
export function listDateText(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return formatDateIn('en', calendarDateInIndia(instant));
}

/** portal.md §2: mobileNoMismatch shows Yes, No or blank (holder 1 has no personal details yet). */
export function mismatchText(value: boolean | null): string {
  if (value === null) return '';
  return value ? 'Yes' : 'No';
}

export interface CustomerListField {
  id: Exclude<keyof CustomerListRecord, 'id' | 'branchCode'>;
  header: string;
  /** What the table shows and the CSV holds. */
  text: (record: CustomerListRecord) => string;
  /** Digits that a spreadsheet must keep as text (reference and mobile numbers). */
  keepAsText?: boolean;
}

/** Every field of the list record (portal.md §3), in the order the table and the CSV use. */
export const CUSTOMER_LIST_FIELDS: readonly CustomerListField[] = [
  { id: 'lastUpdated', header: 'Last Updated', text: (r) => listDateText(r.lastUpdated) },
  { id: 'referenceNo', header: 'Reference No.', text: (r) => r.referenceNo, keepAsText: true },
  { id: 'customerName', header: 'Customer Name', text: (r) => r.customerName },
  { id: 'mobileNo', header: 'Mobile No.', text: (r) => r.mobileNo, keepAsText: true },
  { id: 'mobileNoMismatch', header: 'Mobile No. Mismatch', text: (r) => mismatchText(r.mobileNoMismatch) },
  { id: 'accountTypeName', header: 'Account Type', text: (r) => r.accountTypeName },
  { id: 'entityTypeName', header: 'Entity Type', text: (r) => r.entityTypeName },
  { id: 'holdersCount', header: 'No. of Holders', text: (r) => String(r.holdersCount) },
  { id: 'status', header: 'Status', text: (r) => r.status },
  { id: 'reviewStatus', header: 'Review Status', text: (r) => r.reviewStatus ?? '' },
  { id: 'formFillBy', header: 'Form Filled By', text: (r) => r.formFillBy },
  { id: 'branchName', header: 'Branch', text: (r) => r.branchName },
  { id: 'createdOn', header: 'Created On', text: (r) => listDateText(r.createdOn) },
];

// A cell a spreadsheet would run as a formula (CSV injection, OWASP): =, +, -, @, tab, carriage return.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet shows as written: a leading formula character is defused with an apostrophe. */
export function spreadsheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * Digits kept as text (a 15-digit reference must not become 2.02611E+14): written as ="…", which Excel
 * and LibreOffice show as the digits. Only ever digits go inside, so the formula can do nothing else.
 */
export function digitsAsText(value: string): string {
  return /^\d+$/.test(value) ? `="${value}"` : spreadsheetText(value);
}

/** The CSV's header row's cells. */
export const CUSTOMER_LIST_CSV_HEADERS = CUSTOMER_LIST_FIELDS.map((field) => field.header);

/** One record's CSV cells, each safe to open in a spreadsheet. */
export function customerListCsvCells(record: CustomerListRecord): string[] {
  return CUSTOMER_LIST_FIELDS.map((field) =>
    field.keepAsText ? digitsAsText(field.text(record)) : spreadsheetText(field.text(record)),
  );
}
