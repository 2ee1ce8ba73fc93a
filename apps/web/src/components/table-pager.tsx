import { Group, Pagination, Text } from '@mantine/core';
import { formatNumber } from '@portal/domain';
import type { Table } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from './data-table';

/** Which rows of how many a TanStack Table shows, and its pages (when more than one). */
export function TablePager<Row>({ table, title }: { table: Table<Row>; title: string }) {
  // A finger needs 44 px targets (WCAG 2.5.5); fewer page buttons keep them on one 360 px line.
  const narrow = useNarrowScreen();
  const { t } = useTranslation();
  const filteredRows = table.getFilteredRowModel().rows;
  const shown = table.getRowModel().rows;
  const { pageIndex, pageSize } = table.getState().pagination;
  const first = filteredRows.length === 0 ? 0 : pageIndex * pageSize + 1;
  const last = pageIndex * pageSize + shown.length;
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" aria-live="polite">
        {t('table.showing', {
          first: formatNumber(first),
          last: formatNumber(last),
          total: formatNumber(filteredRows.length),
        })}
      </Text>
      {table.getPageCount() > 1 && (
        <Pagination
          total={table.getPageCount()}
          value={pageIndex + 1}
          onChange={(page) => table.setPageIndex(page - 1)}
          size={narrow ? 'xl' : 'md'}
          siblings={narrow ? 0 : 1}
          aria-label={t('table.pages', { title })}
          getItemProps={(page) => ({ 'aria-label': t('table.page', { page: formatNumber(page) }) })}
          getControlProps={(control) => ({
            'aria-label': {
              first: t('table.firstPage'),
              last: t('table.lastPage'),
              next: t('table.nextPage'),
              previous: t('table.previousPage'),
            }[control],
          })}
        />
      )}
    </Group>
  );
}
