/**
 * Runs a list's query for at most `limit` rows, and says whether there were more: it reads one row
 * past the limit to know, so a list can say "truncated" (or offer a next page) without a count.
 */
export async function rowsUpTo<Row>(
  query: { limit(count: number): { execute(): Promise<Row[]> } },
  limit: number,
): Promise<{ rows: Row[]; more: boolean }> {
  const rows = await query.limit(limit + 1).execute();
  const more = rows.length > limit;
  return { rows: more ? rows.slice(0, limit) : rows, more };
}
