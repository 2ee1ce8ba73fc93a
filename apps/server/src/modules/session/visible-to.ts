import { sql, type RawBuilder } from 'kysely';
import type { Principal } from './session-service.js';

/**
 * Whether the principal may see a row, by the row's mobile and branch columns (DESIGN.md §6): a
 * customer the rows that carry their own mobile, staff their branch's, an admin any.
 */
export function visibleTo(principal: Principal, columns: { mobile: string; branchCode: string }): RawBuilder<boolean> {
  if (principal.kind === 'customer') return sql<boolean>`${sql.ref(columns.mobile)} = ${principal.mobile}`;
  if (principal.isAdmin) return sql<boolean>`true`;
  return sql<boolean>`${sql.ref(columns.branchCode)} = ${principal.branchCode}`;
}
