import type { CustomerListRecord } from '@portal/domain';
import Papa from 'papaparse';
import { downloadBlob } from '@/lib/download-blob';
import { CUSTOMER_LIST_COLUMNS } from './customer-list-columns';

/** portal.md §9: the two tabs' files. */
export const CSV_FILE_NAMES = { completed: 'Completed_Forms.csv', partial: 'Partially_Filled_Forms.csv' } as const;

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

/** The CSV of the rows as shown (UTF-8 with a byte-order mark, so Excel reads names correctly). */
export function customerListCsv(rows: readonly CustomerListRecord[]): string {
  const fields = CUSTOMER_LIST_COLUMNS.map((column) => column.header);
  const data = rows.map((row) =>
    CUSTOMER_LIST_COLUMNS.map((column) =>
      column.keepAsText ? digitsAsText(column.text(row)) : spreadsheetText(column.text(row)),
    ),
  );
  return `\uFEFF${Papa.unparse({ fields, data }, { quotes: true, newline: '\r\n' })}`;
}

export function downloadCustomerListCsv(rows: readonly CustomerListRecord[], fileName: string): void {
  downloadBlob(new Blob([customerListCsv(rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
