import { sql, type Selectable } from 'kysely';
import type { Database } from '@server/db/client.js';
import type { MapStep, StoredStepsMap } from '@portal/domain';
import type { HolderKycTable } from '@server/db/schema.js';
import { nextVersion } from '@server/db/edit-versions.js';

/** The holder_kyc columns that keep a step's values: those with a `<column>_version` save count beside them. */
export type KycStepColumn = {
  [Column in keyof HolderKycTable & string]: `${Column}_version` extends keyof HolderKycTable ? Column : never;
}[keyof HolderKycTable & string];
/** The values a step column keeps: the domain's stored type of the step. */
export type StoredIn<Column extends KycStepColumn> = NonNullable<Selectable<HolderKycTable>[Column]>;

/** A holder of the registration: the one named, or holder 1 when none is. */
export async function findHolderOfRegistration(db: Database, registrationId: number, holderId?: number) {
  let query = db
    .selectFrom('registration_holders')
    .select(['id', 'holder_sr_no'])
    .where('registration_id', '=', registrationId);
  query = holderId === undefined ? query.where('holder_sr_no', '=', 1) : query.where('id', '=', holderId);
  return query.executeTakeFirst();
}

/** The versions of the application's sections that are also wizard steps (0 until saved). */
export async function findSectionVersions(db: Database, registrationId: number) {
  const row = await db
    .selectFrom('registrations as r')
    .select([
      sql<number>`coalesce((SELECT version FROM techno_products t WHERE t.registration_id = r.id), 0)`.as(
        'technoProducts',
      ),
      sql<number>`coalesce((SELECT version FROM nominations n WHERE n.registration_id = r.id), 0)`.as('nomination'),
    ])
    .where('r.id', '=', registrationId)
    .executeTakeFirstOrThrow();
  return { technoProducts: row.technoProducts, nomination: row.nomination };
}

export async function findKyc(db: Database, holderId: number) {
  return db.selectFrom('holder_kyc').selectAll().where('holder_id', '=', holderId).executeTakeFirst();
}
export type KycRow = Selectable<HolderKycTable>;

type VersionColumn = `${KycStepColumn | 'declaration'}_version`;

/**
 * Upserts a holder's KYC row with `changes` and moves the step's version (a stale `expected` fails
 * the statement: docs/decisions/018). Answers the step's new version.
 */
async function upsertKyc(
  db: Database,
  holderId: number,
  changes: Partial<Record<KycStepColumn, string>> & {
    is_minor?: boolean;
    is_pan?: boolean;
    declaration_accepted_at?: Date;
  },
  versionColumn: VersionColumn,
  expected: number | undefined,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('holder_kyc')
    .values({ holder_id: holderId, ...changes, updated_at: now, [versionColumn]: 1 })
    .onConflict((oc) =>
      oc.column('holder_id').doUpdateSet({
        ...changes,
        updated_at: now,
        [versionColumn]: nextVersion(`holder_kyc.${versionColumn}`, expected),
      }),
    )
    .returning(versionColumn)
    .executeTakeFirstOrThrow();
  return (row as Record<VersionColumn, number>)[versionColumn];
}

/** Saves one step's values (and, for the personal step, the path flags it decides); answers its version. */
export function saveKycStep<Column extends KycStepColumn>(
  db: Database,
  holderId: number,
  column: Column,
  values: StoredIn<Column>,
  now: Date,
  expected: number | undefined,
  flags: { is_minor?: boolean; is_pan?: boolean } = {},
): Promise<number> {
  return upsertKyc(db, holderId, { [column]: JSON.stringify(values), ...flags }, `${column}_version`, expected, now);
}

/**
 * Saves one map step's values under its key in the holder's `steps` and moves its count in
 * `step_versions` (a stale `expected` fails the statement, as for a column's). Answers its version.
 */
export async function saveMapStep<Step extends MapStep>(
  db: Database,
  holderId: number,
  step: Step,
  values: StoredStepsMap[Step],
  now: Date,
  expected: number | undefined,
): Promise<number> {
  const json = JSON.stringify(values);
  const current = sql`coalesce((holder_kyc.step_versions ->> ${step}::text)::integer, 0)`;
  const row = await db
    .insertInto('holder_kyc')
    .values({
      holder_id: holderId,
      steps: JSON.stringify({ [step]: values }),
      step_versions: JSON.stringify({ [step]: 1 }),
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('holder_id').doUpdateSet({
        steps: sql<string>`holder_kyc.steps || jsonb_build_object(${step}::text, ${json}::jsonb)`,
        step_versions: sql<string>`holder_kyc.step_versions || jsonb_build_object(
          ${step}::text, next_version(${current}, ${expected ?? null}::integer))`,
        updated_at: now,
      }),
    )
    .returning(sql<number>`(step_versions ->> ${step}::text)::integer`.as('version'))
    .executeTakeFirstOrThrow();
  return row.version;
}

export function acceptDeclaration(
  db: Database,
  holderId: number,
  now: Date,
  expected: number | undefined,
): Promise<number> {
  return upsertKyc(db, holderId, { declaration_accepted_at: now }, 'declaration_version', expected, now);
}

export async function setHolderNames(
  db: Database,
  holderId: number,
  names: { first_name: string; middle_name: string; last_name: string },
  now: Date,
): Promise<void> {
  await db
    .updateTable('registration_holders')
    .set({ ...names, updated_at: now })
    .where('id', '=', holderId)
    .execute();
}

/** Moves a holder's "Last updated" when one of its steps is saved. */
export async function touchHolder(db: Database, holderId: number, now: Date): Promise<void> {
  await db.updateTable('registration_holders').set({ updated_at: now }).where('id', '=', holderId).execute();
}
