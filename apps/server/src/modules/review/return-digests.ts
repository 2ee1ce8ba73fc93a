import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { MAP_STEP_KEYS, namedMessages, type MapStep, type ReviewPart } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import { loadApplicationForPrint } from '@server/modules/application-pdf';
import { canonicalJson } from '@server/modules/consent';
import { documentStore } from '@server/modules/documents';

type Digests = Partial<Record<ReviewPart, string>>;

/**
 * Every holder's photo, PAN and proofs: what the rows say and the SHA-256 of the bytes, never the
 * file name, which is new with every upload even of the same file.
 */
async function documentValues(db: Database, registrationId: number) {
  const rows = await db
    .selectFrom('holder_documents as d')
    .innerJoin('registration_holders as h', 'h.id', 'd.holder_id')
    .select([
      'h.holder_sr_no',
      'd.kind',
      'd.proof_name',
      'd.proof_number',
      'd.poi_poa',
      sql<string>`coalesce(to_char(d.expiry_date, 'YYYY-MM-DD'), '')`.as('expiry_date'),
      'd.content_type',
      'd.file_name',
    ])
    .where('h.registration_id', '=', registrationId)
    .orderBy('h.holder_sr_no')
    .orderBy('d.kind')
    .orderBy('d.id')
    .execute();
  const values = [];
  for (const { file_name: fileName, ...row } of rows) {
    const bytes = fileName === null ? undefined : await documentStore.read(db, fileName);
    values.push({ ...row, sha256: bytes ? createHash('sha256').update(bytes).digest('hex') : null });
  }
  return values;
}

/** A hub section's row without what every save moves (version, save time) or the key. */
function sectionValues<Row extends object>(row: Row | undefined) {
  if (!row) return null;
  const {
    version: _version,
    updated_at: _updated,
    registration_id: _id,
    ...values
  } = row as Row & {
    version?: unknown;
    updated_at?: unknown;
    registration_id?: unknown;
  };
  return values;
}

/**
 * The SHA-256 of what each of `parts` holds now: the values its saves write, never their versions or
 * save times, so a save that writes the same values again leaves its digest as it was. A returned
 * step is every holder's (a returned heading reopens it for all of them), and the declaration's value
 * is each holder's acceptance: accepting again is a new agreement.
 */
export async function partDigests(
  db: Database,
  registrationId: number,
  parts: readonly ReviewPart[],
): Promise<Digests> {
  const wanted = new Set(parts);
  // The application as its PDF prints it: a returned part is compared on what the branch read.
  const data = await loadApplicationForPrint(db, registrationId, {});
  if (!data) throw new Error(`application ${registrationId} has gone`);
  const { registration, holders } = data;
  const byHolder = (pick: (holder: (typeof holders)[number]) => unknown) =>
    holders.map((holder) => ({ holder: holder.holder_sr_no, values: pick(holder) }));
  const deposit = (kind: 'FD' | 'RD') => (data.deposit?.kind === kind ? data.deposit : undefined);
  // A step kept in the steps map (decision 054) holds each holder's values under its key. fromEntries
  // cannot know every key is there; the keys are exactly the map's.
  const mapSteps = Object.fromEntries(
    MAP_STEP_KEYS.map((step) => [step, async () => byHolder((holder) => holder.steps?.[step] ?? null)]),
  ) as Record<MapStep, () => Promise<unknown>>;

  // Adding or removing holders is never returned (RETURNABLE_SECTIONS), so it has no digest.
  const read: Record<Exclude<ReviewPart, 'holders'>, () => Promise<unknown>> = {
    ...mapSteps,
    personal: async () => ({
      holders: byHolder((holder) => holder.personal),
      // Holder 1's personal step also saves the application's e-mail.
      email: registration.email,
      documents: await documentValues(db, registrationId),
    }),
    family: async () => byHolder((holder) => holder.family),
    relatedPerson: async () => byHolder((holder) => holder.related_person),
    additional: async () => byHolder((holder) => holder.additional),
    declaration: async () => byHolder((holder) => holder.declaration_accepted_at?.toISOString() ?? null),
    technoProducts: async () => sectionValues(data.techno),
    nomination: async () => {
      const { version: _version, ...nomination } = data.nomination;
      // Being a minor follows from the birth date, which is in, and changes by itself.
      return { ...nomination, nominees: nomination.nominees.map(({ isMinor: _minor, ...nominee }) => nominee) };
    },
    accountOperations: async () => registration.account_operations,
    fixedDeposit: async () => sectionValues(deposit('FD')),
    recurringDeposit: async () => sectionValues(deposit('RD')),
  };
  const digests: Digests = {};
  for (const part of wanted) {
    if (part === 'holders') continue;
    digests[part] = createHash('sha256')
      .update(canonicalJson(await read[part]()))
      .digest('hex');
  }
  return digests;
}

/** At a return: keeps the digest of each returned part, for the resubmit to compare with. */
export async function recordReturnDigests(
  db: Database,
  registrationId: number,
  parts: readonly ReviewPart[],
): Promise<void> {
  const return_digests = JSON.stringify(await partDigests(db, registrationId, parts));
  await db
    .insertInto('application_reviews')
    .values({ registration_id: registrationId, return_digests })
    .onConflict((conflict) => conflict.column('registration_id').doUpdateSet({ return_digests }))
    .execute();
}

/**
 * At a resubmit: refuses (409, naming the returned sections) when every returned part holds what it
 * held at the return. One changed part is enough: the branch checks the rest in its next review.
 * An application returned before digests were kept has none, and is not checked.
 */
export async function refuseUnchangedResubmit(db: Database, registrationId: number): Promise<void> {
  const review = await db
    .selectFrom('application_reviews')
    .select(['return_digests', 'return_reasons'])
    .where('registration_id', '=', registrationId)
    .executeTakeFirst();
  const recorded = review?.return_digests ?? {};
  const parts = Object.keys(recorded) as ReviewPart[];
  if (!review || parts.length === 0) return;
  const now = await partDigests(db, registrationId, parts);
  if (parts.some((part) => now[part] !== recorded[part])) return;
  const sections = review.return_reasons.map((reason) => reason.section);
  throw new AppError('CONFLICT', namedMessages.returnedUnchanged(sections));
}
