import type { ReferenceImportFile, ReferenceListName } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { countRows } from '@server/db/count-rows.js';

export async function listReferenceItems(db: Database, list: ReferenceListName) {
  return db
    .selectFrom('reference_items')
    .select(['id', 'name'])
    .where('list_name', '=', list)
    .orderBy('sort_order')
    .execute();
}

/** Whether the list holds an item with this id, or with this name. */
async function hasReferenceItem(
  db: Database,
  list: ReferenceListName,
  item: { id: number } | { name: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('reference_items')
    .select('id')
    .where('list_name', '=', list)
    .where((eb) => ('id' in item ? eb('id', '=', item.id) : eb('name', '=', item.name)))
    .executeTakeFirst();
  return row !== undefined;
}

export function referenceItemExists(db: Database, list: ReferenceListName, id: number): Promise<boolean> {
  return hasReferenceItem(db, list, { id });
}

export function referenceItemNamed(db: Database, list: ReferenceListName, name: string): Promise<boolean> {
  return hasReferenceItem(db, list, { name });
}

export async function listBranches(db: Database, locationId?: number) {
  let query = db.selectFrom('branches').select(['code', 'name', 'location_id']).orderBy('name');
  if (locationId !== undefined) query = query.where('location_id', '=', locationId);
  return query.execute();
}

export async function findBranch(db: Database, code: string) {
  return db
    .selectFrom('branches')
    .select(['code', 'name', 'location_id', 'address'])
    .where('code', '=', code)
    .executeTakeFirst();
}

export function countReferenceItems(db: Database): Promise<number> {
  return countRows(db.selectFrom('reference_items'));
}

/** Replaces each list the file names, and upserts its branches; one transaction, all or nothing. */
export async function replaceReferenceData(db: Database, data: ReferenceImportFile): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const [list, items] of Object.entries(data.lists ?? {})) {
      if (!items) continue;
      await tx.deleteFrom('reference_items').where('list_name', '=', list).execute();
      await tx
        .insertInto('reference_items')
        .values(items.map((item, index) => ({ list_name: list, id: item.id, name: item.name, sort_order: index })))
        .execute();
    }
    for (const branch of data.branches ?? []) {
      // A file that leaves the address out keeps the one stored (files from before addresses existed).
      const address = branch.address === undefined ? {} : { address: branch.address };
      await tx
        .insertInto('branches')
        .values({ code: branch.code, name: branch.name, location_id: branch.locationId, ...address })
        .onConflict((oc) =>
          oc.column('code').doUpdateSet({ name: branch.name, location_id: branch.locationId, ...address }),
        )
        .execute();
    }
  });
}
