import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@server/db/client.js';
import type { SendCustomerSms } from '@server/sms/customer-sms.js';

/**
 * The holders' own mobiles (distinct) to tell of the application's nomination as it is submitted:
 * when it has nominees and it is submitted for the first time (`previousSubmit` null), or when its
 * nominees were saved again since the submit before (a resubmit after the branch returned them).
 * Empty otherwise: no nominees (none, or the declaration not to nominate), or nothing changed.
 */
export async function findNominationNoticeMobiles(
  db: Database,
  registrationId: number,
  previousSubmit: Date | null,
): Promise<string[]> {
  const rows = await db
    .selectFrom('registration_holders as h')
    .innerJoin('holder_kyc as k', 'k.holder_id', 'h.id')
    .innerJoin('nominations as n', 'n.registration_id', 'h.registration_id')
    .select(sql<string>`k.personal->>'Mobile'`.as('mobile'))
    .distinct()
    .where('h.registration_id', '=', registrationId)
    .where('n.mode', '<>', 'None')
    .where(sql<boolean>`coalesce(k.personal->>'Mobile', '') <> ''`)
    .$if(previousSubmit !== null, (query) => query.where('n.updated_at', '>', previousSubmit!))
    .orderBy('mobile')
    .execute();
  return rows.map((row) => row.mobile);
}

/**
 * Tells every depositor that the nomination is registered (the 2025 rules: each depositor is told of
 * every nomination or change), in their language when the gateway takes Unicode. Sent after the
 * submit's commit: a slow or failing gateway neither holds the application's lock nor undoes the
 * submit, and a failure is logged without the number or the text.
 */
export function createNominationNotice(sendCustomerSms: SendCustomerSms, logger: FastifyBaseLogger) {
  return async function sendNominationNotice(registrationId: number, referenceNo: string, mobiles: readonly string[]) {
    for (const mobile of mobiles) {
      try {
        await sendCustomerSms('nomination', mobile, { referenceNo });
      } catch (error) {
        logger.warn({ registrationId, err: (error as Error).message }, 'Nomination SMS not sent');
      }
    }
  };
}
export type SendNominationNotice = ReturnType<typeof createNominationNotice>;
