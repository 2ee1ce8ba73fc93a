/**
 * Where an application's page was opened from (docs/decisions/043): the list with its search, page
 * and filters in its address, so "Back" returns to exactly that. Carried as the navigation's state.
 */
export interface ListOrigin {
  from: string;
}

const LISTS = [
  { path: '/ToDo', label: 'Back to To do' },
  { path: '/FollowUp', label: 'Back to Follow-up' },
  { path: '/CustomerList', label: 'Back to the customer list' },
] as const;

/** The list to go back to from an application's page: the one it came from, else the customer list. */
export function backToList(state: unknown): { to: string; label: string } {
  const from = typeof state === 'object' && state !== null ? (state as Partial<ListOrigin>).from : undefined;
  const list =
    typeof from === 'string'
      ? LISTS.find((entry) => from === entry.path || from.startsWith(`${entry.path}?`))
      : undefined;
  return list && typeof from === 'string'
    ? { to: from, label: list.label }
    : { to: '/CustomerList', label: LISTS[2].label };
}
