import { sql } from 'kysely';
import type { CustomerMasterRow } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { countRows } from '@server/db/count-rows.js';
import { visibleTo, type Principal } from '@server/modules/session';

/**
 * A master record the principal may see: a customer only records of their own mobile, staff only
 * their branch's (admins any). Anything else is not found, exactly as an unknown id.
 */
export async function findVisibleCustomer(db: Database, customerId: string, principal: Principal) {
  return db
    .selectFrom('customer_master')
    .select([
      'customer_id',
      'branch_code',
      'title',
      'first_name',
      'middle_name',
      'last_name',
      sql<string>`to_char(dob, 'YYYY-MM-DD')`.as('dob'),
      'gender',
      'mobile',
      'email',
      'pan',
      'address1',
      'address2',
      'address3',
      'city',
      'pin',
      'state',
      'average_income',
      'education',
      'occupation',
    ])
    .where('customer_id', '=', customerId)
    .where(visibleTo(principal, { mobile: 'mobile', branchCode: 'branch_code' }))
    .executeTakeFirst();
}

export function countCustomers(db: Database): Promise<number> {
  return countRows(db.selectFrom('customer_master'));
}

/** Inserts or updates the rows by customer id; answers how many were new. Run it in a transaction. */
export async function upsertCustomers(db: Database, rows: readonly CustomerMasterRow[], now: Date): Promise<number> {
  let inserted = 0;
  // A few hundred rows a statement keeps each well under PostgreSQL's parameter limit.
  for (let start = 0; start < rows.length; start += 500) {
    const values = rows.slice(start, start + 500).map((row) => ({
      ...row,
      education: row.education === '' ? null : row.education,
      occupation: row.occupation === '' ? null : row.occupation,
      updated_at: now,
    }));
    const result = await db
      .insertInto('customer_master')
      .values(values)
      .onConflict((oc) =>
        oc.column('customer_id').doUpdateSet((eb) => ({
          branch_code: eb.ref('excluded.branch_code'),
          mobile: eb.ref('excluded.mobile'),
          title: eb.ref('excluded.title'),
          first_name: eb.ref('excluded.first_name'),
          middle_name: eb.ref('excluded.middle_name'),
          last_name: eb.ref('excluded.last_name'),
          dob: eb.ref('excluded.dob'),
          gender: eb.ref('excluded.gender'),
          email: eb.ref('excluded.email'),
          pan: eb.ref('excluded.pan'),
          address1: eb.ref('excluded.address1'),
          address2: eb.ref('excluded.address2'),
          address3: eb.ref('excluded.address3'),
          city: eb.ref('excluded.city'),
          pin: eb.ref('excluded.pin'),
          state: eb.ref('excluded.state'),
          average_income: eb.ref('excluded.average_income'),
          education: eb.ref('excluded.education'),
          occupation: eb.ref('excluded.occupation'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      // xmax is 0 for a row this statement inserted, and set for one it updated.
      .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
      .execute();
    inserted += result.filter((row) => row.inserted).length;
  }
  return inserted;
}

/** Audits an import: the operator's, at the server's console (the CLI has no signed-in principal). */
export async function recordCustomerImport(db: Database, now: Date, counts: Record<string, number>): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: now,
      actor_kind: 'system',
      actor: 'cli',
      registration_id: null,
      action: 'customers.imported',
      detail: JSON.stringify(counts),
    })
    .execute();
}
