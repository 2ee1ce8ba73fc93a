export const ACCOUNT_OPERATIONS = [
  'Self',
  'Either or survivor',
  'Former or survivor',
  'Anyone or survivor',
  'Jointly by all',
] as const;
export type AccountOperation = (typeof ACCOUNT_OPERATIONS)[number];

/** With one holder only 'Self' can apply; with more, every option (portal.md §4). */
export function allowedAccountOperations(holderCount: number): readonly AccountOperation[] {
  return holderCount <= 1 ? ['Self'] : ACCOUNT_OPERATIONS;
}
