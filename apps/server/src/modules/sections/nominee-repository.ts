import type { NominationMode, UpdateNomineesValues } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { nextVersion } from '@server/db/edit-versions.js';

/**
 * Writes the whole nomination: the header with the version check (a stale `expected` fails the
 * statement with PT409), then its nominees in place of those before. Answers the new version.
 */
export async function saveNominees(
  db: Database,
  registrationId: number,
  input: Pick<UpdateNomineesValues, 'Mode' | 'Nominees' | 'NoNominationDeclared' | 'Version'>,
  now: Date,
): Promise<number> {
  const header = { mode: input.Mode, no_nomination_declared: input.Mode === 'None', updated_at: now };
  const saved = await db
    .insertInto('nominations')
    .values({ registration_id: registrationId, ...header })
    .onConflict((oc) =>
      oc
        .column('registration_id')
        .doUpdateSet({ ...header, version: nextVersion('nominations.version', input.Version) }),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('nominees').where('registration_id', '=', registrationId).execute();
  if (input.Nominees.length > 0) {
    await db
      .insertInto('nominees')
      .values(input.Nominees.map((nominee, index) => nomineeRow(registrationId, input.Mode, nominee, index)))
      .execute();
  }
  return saved.version;
}

function nomineeRow(
  registrationId: number,
  mode: NominationMode,
  nominee: UpdateNomineesValues['Nominees'][number],
  index: number,
) {
  const appointee = nominee.Appointee;
  return {
    registration_id: registrationId,
    // Successive nominees sit at their order; simultaneous ones keep the order they were listed in.
    position: mode === 'Successive' && nominee.Order !== null ? nominee.Order : index + 1,
    first_name: nominee.FirstName,
    middle_name: nominee.MiddleName,
    last_name: nominee.LastName,
    relationship: nominee.Relationship,
    date_of_birth: nominee.DateOfBirth,
    address1: nominee.Address1,
    address2: nominee.Address2,
    address3: nominee.Address3,
    city: nominee.City,
    pincode: nominee.Pincode,
    state_id: nominee.StateId,
    share_percent: mode === 'Simultaneous' ? (nominee.SharePercent ?? 0) : 0,
    appointee: appointee
      ? JSON.stringify({
          firstName: appointee.FirstName,
          lastName: appointee.LastName,
          relationship: appointee.Relationship,
          address1: appointee.Address1,
          address2: appointee.Address2,
          city: appointee.City,
          pincode: appointee.Pincode,
        })
      : null,
  };
}
