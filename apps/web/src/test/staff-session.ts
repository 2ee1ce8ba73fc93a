import { within } from '@testing-library/react';
import { expect } from 'vitest';

/** What the staff sign-in stores (a clerk of the Pune Main Branch; an admin with `isAdmin`). */
export function signInStaff(isAdmin = false) {
  localStorage.setItem('userName', 'clerk1');
  localStorage.setItem('branchCode', '101');
  localStorage.setItem('branchName', 'Pune Main Branch');
  localStorage.setItem('isAdmin', String(isAdmin));
}

/** A table's body rows (every row but the header's). */
export const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

/** The cells of the column with this header, top to bottom. */
export function cellsOf(table: HTMLElement, header: string) {
  const column = within(table)
    .getAllByRole('columnheader')
    .findIndex((cell) => cell.textContent === header);
  expect(column, header).toBeGreaterThanOrEqual(0);
  return bodyRows(table).map((row) => within(row).getAllByRole('cell')[column]?.textContent);
}
