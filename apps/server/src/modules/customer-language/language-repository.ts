import type { Language } from '@portal/domain';
import type { Database } from '@server/db/client.js';

export async function findLanguage(db: Database, mobile: string): Promise<Language | null> {
  const row = await db
    .selectFrom('customer_preferences')
    .select('language')
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  return row?.language ?? null;
}

export async function upsertLanguage(db: Database, mobile: string, language: Language, now: Date): Promise<void> {
  await db
    .insertInto('customer_preferences')
    .values({ mobile, language, updated_at: now })
    .onConflict((conflict) => conflict.column('mobile').doUpdateSet({ language, updated_at: now }))
    .execute();
}
