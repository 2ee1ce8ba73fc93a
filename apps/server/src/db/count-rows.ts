import type { SelectQueryBuilder } from 'kysely';
import type { DatabaseSchema } from './schema.js';

/** How many rows the query's tables and conditions give. */
export async function countRows<Tables extends keyof DatabaseSchema>(
  query: SelectQueryBuilder<DatabaseSchema, Tables, object>,
): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
