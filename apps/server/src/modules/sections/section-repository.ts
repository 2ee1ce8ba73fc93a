import type { Database } from '@server/db/client.js';

export async function findTechnoProducts(db: Database, registrationId: number) {
  return db.selectFrom('techno_products').selectAll().where('registration_id', '=', registrationId).executeTakeFirst();
}

export async function findDepositDetails(db: Database, registrationId: number, kind: 'FD' | 'RD') {
  return db
    .selectFrom('deposit_details')
    .selectAll()
    .where('registration_id', '=', registrationId)
    .where('kind', '=', kind)
    .executeTakeFirst();
}
