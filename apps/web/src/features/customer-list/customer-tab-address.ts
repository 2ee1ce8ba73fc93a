import { useDebouncedValue } from '@mantine/hooks';
import type { CustomerListPageSize, CustomerListTab } from '@portal/domain';
import type { SortingState } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import type { CustomerListTabView } from './api/customer-list-api';
import { isSortColumn } from './customer-list-columns';
import { isPageSize, type ListAddress } from './customer-list-params';

/** portal.md §9. */
const FIRST_PAGE_SIZE: CustomerListPageSize = 10;
/** Typing in the search box asks the server once the typing pauses. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A tab's sort, search text, page size and page as the list's address holds them (kept on return), and
 * their changes: another sort, search or page size starts again at the first page.
 */
export function useTabAddress(address: ListAddress, status: CustomerListTab) {
  const sortParam = address.get('sort');
  const sorting: SortingState = [
    { id: sortParam && isSortColumn(sortParam) ? sortParam : 'lastUpdated', desc: address.get('direction') !== 'asc' },
  ];
  const setSorting = (next: SortingState) => {
    const sorted = next[0];
    if (!sorted) return;
    address.update({ sort: sorted.id, direction: sorted.desc ? 'desc' : 'asc', page: null, cursor: null });
  };

  const search = address.get('search') ?? '';
  const [searchText, setSearchText] = useState(search);
  const [typed] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    // Once the typing pauses, the text becomes the search, from the first page.
    if (typed !== search) address.update({ search: typed, page: null, cursor: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new pause in typing changes the search
  }, [typed]);

  const sizeParam = Number(address.get('size'));
  const pageSize: CustomerListPageSize = isPageSize(sizeParam) ? sizeParam : FIRST_PAGE_SIZE;
  const setPageSize = (size: CustomerListPageSize) =>
    address.update({ size: size === FIRST_PAGE_SIZE ? null : String(size), page: null, cursor: null });

  // A page after the first is its index and the server's cursor for it; without a cursor, the first.
  const cursor = address.get('cursor') ?? undefined;
  const pageIndex = cursor === undefined ? 0 : Math.max(1, Number(address.get('page')) || 1);
  const setPaging = (paging: { index: number; cursor: string | undefined }) =>
    address.update({
      page: paging.cursor === undefined ? null : String(paging.index),
      cursor: paging.cursor ?? null,
    });

  const sorted = sorting[0];
  // What the server is asked for.
  const view: CustomerListTabView = {
    status,
    search,
    sortBy: sorted && isSortColumn(sorted.id) ? sorted.id : 'lastUpdated',
    direction: sorted?.desc === false ? 'asc' : 'desc',
  };

  return {
    view,
    sorting,
    setSorting,
    search,
    searchText,
    setSearchText,
    pageSize,
    setPageSize,
    cursor,
    pageIndex,
    setPaging,
  };
}
