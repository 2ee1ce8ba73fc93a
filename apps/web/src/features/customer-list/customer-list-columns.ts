import {
  CUSTOMER_LIST_FIELDS,
  CUSTOMER_LIST_SORT_COLUMNS,
  type CustomerListField,
  type CustomerListSortColumn,
} from '@portal/domain';

export interface CustomerListColumn extends CustomerListField {
  /** The server sorts by it (decision 032): its header sorts on a click, the cards' Sort by offers it. */
  sortable: boolean;
  /** Dates and counts sort newest or largest first on their first click. */
  descFirst: boolean;
  /**
   * Whether the table and the cards show it (the CSV always holds every column): `false` for what says
   * nothing on the screen, `'admins'` for what says something only across branches, `'completed'` or
   * `'drafts'` for what only one tab shows. The list must fit a counter PC's 1366 px without scrolling
   * sideways.
   */
  onScreen?: false | 'admins' | 'completed' | 'drafts';
}

const ON_SCREEN: Partial<Record<CustomerListField['id'], CustomerListColumn['onScreen']>> = {
  // Always 'Individual': the create page fixes the entity type (DESIGN.md §5).
  entityTypeName: false,
  // Each tab is one status.
  status: false,
  // A draft has no review yet (null), so its tab leaves the column out.
  reviewStatus: 'completed',
  // A branch user lists their own branch alone; an admin lists every branch.
  branchName: 'admins',
  // The Completed tab's Review Status takes its room, so the tab still fits 1366 px: a submitted
  // application is ordered by its Last Updated, and its page shows when it was created.
  createdOn: 'drafts',
};

export function isSortColumn(id: string): id is CustomerListSortColumn {
  return (CUSTOMER_LIST_SORT_COLUMNS as readonly string[]).includes(id);
}

/** Every column of the list record (portal.md §3), in the order the table and the CSV use. */
export const CUSTOMER_LIST_COLUMNS: readonly CustomerListColumn[] = CUSTOMER_LIST_FIELDS.map((field) => ({
  ...field,
  sortable: isSortColumn(field.id),
  descFirst: field.id === 'lastUpdated' || field.id === 'createdOn' || field.id === 'holdersCount',
  onScreen: ON_SCREEN[field.id],
}));

/** The columns the table and the cards show, in their order: the staff member's or an admin's, of a tab. */
export function screenColumns(isAdmin: boolean, completed: boolean): readonly CustomerListColumn[] {
  return CUSTOMER_LIST_COLUMNS.filter(
    (column) =>
      column.onScreen === undefined ||
      (column.onScreen === 'admins' && isAdmin) ||
      (column.onScreen === 'completed' && completed) ||
      (column.onScreen === 'drafts' && !completed),
  );
}
