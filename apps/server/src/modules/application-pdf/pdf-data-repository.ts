import { sql } from 'kysely';
import type { CalendarDate, ReferenceListName } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { findAgreementsForPrint } from '../consent/consent-repository.js';
import { findNominees } from '../sections/nominee-repository.js';
import type { Principal } from '../session/session-service.js';

/** The reference lists whose names the PDF prints in place of ids. */
const PRINTED_LISTS = [
  'State',
  'Occupation',
  'RelatedPersonType',
  'Education',
  'OtherBankAccounts',
  'CustomerReason',
] as const satisfies readonly ReferenceListName[];
export type PrintedList = (typeof PRINTED_LISTS)[number];

/**
 * An application whose PDF the principal may see (DESIGN.md §6): a Completed one for the customer
 * whose mobile it carries, staff of its branch or an admin; a Partially Filled one (printed as a draft)
 * for staff of its branch or an admin only (docs/decisions/009). Anything else matches nothing, as a
 * missing id. No principal: the caller holds its own proof of access (a consent link's token).
 */
async function findPrintableRegistration(db: Database, registrationId: number, principal: Principal | null) {
  let query = db
    .selectFrom('registrations as r')
    .leftJoin('reference_items as at', (join) =>
      join.on('at.list_name', '=', 'AccountType').onRef('at.id', '=', 'r.account_type_id'),
    )
    .leftJoin('reference_items as et', (join) =>
      join.on('et.list_name', '=', 'EntityType').onRef('et.id', '=', 'r.entity_type_id'),
    )
    .leftJoin('reference_items as loc', (join) =>
      join.on('loc.list_name', '=', 'Location').onRef('loc.id', '=', 'r.location_id'),
    )
    .leftJoin('branches as b', 'b.code', 'r.branch_code')
    .select([
      'r.id',
      'r.status',
      'r.reference_no',
      'r.mobile',
      'r.email',
      'r.account_type_id',
      'r.branch_code',
      'r.form_fill_by',
      'r.account_operations',
      'r.created_at',
      'r.updated_at',
      'r.submitted_at',
      'at.name as account_type_name',
      'et.name as entity_type_name',
      'loc.name as location_name',
      'b.name as branch_name',
    ])
    .where('r.id', '=', registrationId);
  if (principal === null) return query.executeTakeFirst();
  if (principal.kind === 'customer') {
    // The customer edits a draft in the wizard; only the submitted form is theirs to print.
    query = query.where('r.mobile', '=', principal.mobile).where('r.status', '=', 'Completed');
  } else if (!principal.isAdmin) query = query.where('r.branch_code', '=', principal.branchCode);
  return query.executeTakeFirst();
}

function listHoldersForPrint(db: Database, registrationId: number) {
  return db
    .selectFrom('registration_holders as h')
    .leftJoin('holder_kyc as k', 'k.holder_id', 'h.id')
    .select([
      'h.id',
      'h.holder_sr_no',
      sql<string>`concat_ws(' ', nullif(h.first_name, ''), nullif(h.middle_name, ''), nullif(h.last_name, ''))`.as(
        'name',
      ),
      sql<boolean>`coalesce(k.is_minor, false)`.as('is_minor'),
      sql<boolean>`coalesce(k.is_pan, true)`.as('is_pan'),
      'k.personal',
      'k.family',
      'k.related_person',
      'k.form_no_60',
      'k.additional',
      'k.declaration_accepted_at',
    ])
    .where('h.registration_id', '=', registrationId)
    .orderBy('h.holder_sr_no')
    .execute();
}

/** Photos (their files: pdf-service.ts reads the bytes) and proof rows; never the PAN file. */
function listDocumentsForPrint(db: Database, registrationId: number) {
  return db
    .selectFrom('holder_documents as d')
    .innerJoin('registration_holders as h', 'h.id', 'd.holder_id')
    .select([
      'd.id',
      'd.holder_id',
      'd.kind',
      'd.proof_name',
      'd.proof_number',
      'd.poi_poa',
      sql<string>`coalesce(to_char(d.expiry_date, 'YYYY-MM-DD'), '')`.as('expiry_date'),
      'd.file_name',
    ])
    .where('h.registration_id', '=', registrationId)
    .where('d.kind', 'in', ['photo', 'proof'])
    .orderBy('d.id')
    .execute();
}

async function referenceNames(db: Database): Promise<Record<PrintedList, Map<number, string>>> {
  const rows = await db
    .selectFrom('reference_items')
    .select(['list_name', 'id', 'name'])
    .where('list_name', 'in', PRINTED_LISTS)
    .execute();
  const names = Object.fromEntries(PRINTED_LISTS.map((list) => [list, new Map<number, string>()])) as Record<
    PrintedList,
    Map<number, string>
  >;
  for (const row of rows) names[row.list_name as PrintedList].set(row.id, row.name);
  return names;
}

/**
 * Everything the application PDF prints, or undefined when there is no PDF this principal may see
 * (null: any application, for a caller that has checked access itself). `today` decides which
 * nominees are minors (today's date in India unless a caller with a clock gives it).
 */
export async function loadApplicationForPrint(
  db: Database,
  registrationId: number,
  principal: Principal | null,
  today?: CalendarDate,
) {
  const registration = await findPrintableRegistration(db, registrationId, principal);
  if (!registration) return undefined;
  const [holders, documents, nomination, techno, deposit, names, agreements] = await Promise.all([
    listHoldersForPrint(db, registration.id),
    listDocumentsForPrint(db, registration.id),
    findNominees(db, registration.id, today),
    db.selectFrom('techno_products').selectAll().where('registration_id', '=', registration.id).executeTakeFirst(),
    db.selectFrom('deposit_details').selectAll().where('registration_id', '=', registration.id).executeTakeFirst(),
    referenceNames(db),
    findAgreementsForPrint(db, registration.id),
  ]);
  return { registration, holders, documents, nomination, techno, deposit, names, agreements };
}

export type ApplicationPrintData = NonNullable<Awaited<ReturnType<typeof loadApplicationForPrint>>>;
export type PrintDocument = ApplicationPrintData['documents'][number];
export type PrintHolder = ApplicationPrintData['holders'][number];
