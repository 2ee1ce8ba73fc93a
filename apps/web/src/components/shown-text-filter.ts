import type { FilterFn } from '@tanstack/react-table';

/**
 * A TanStack Table global filter that matches any cell as it is shown, as typed (case does not
 * matter): a person searches for what they read, a date as DD-MMM-YYYY rather than as stored.
 */
export function shownTextFilter<Row>(columns: readonly { text: (row: Row) => string }[]): FilterFn<Row> {
  return (row, _columnId, filter: string) => {
    const wanted = filter.trim().toLowerCase();
    if (wanted === '') return true;
    return columns.some((column) => column.text(row.original).toLowerCase().includes(wanted));
  };
}
