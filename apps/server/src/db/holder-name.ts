import { sql } from 'kysely';

/** A holder's full name as every list shows it: first, middle and last name, the empty ones left out. */
export function holderFullName(holders: 'h' | 'h1') {
  const part = (column: 'first_name' | 'middle_name' | 'last_name') =>
    sql`nullif(${sql.ref(`${holders}.${column}`)}, '')`;
  return sql<string>`concat_ws(' ', ${part('first_name')}, ${part('middle_name')}, ${part('last_name')})`;
}
