import { sql } from 'kysely';
import type { CalendarDate, ReferenceListName } from '@portal/domain';
import { selectApplicationDocuments, selectNamedHolders } from '@server/db/application-holders.js';
import { selectApplicationsWithNames } from '@server/db/application-names.js';
import type { Database } from '@server/db/client.js';
import { findNominees } from '@server/db/nominations.js';
import { reviewRecordOf, selectReviewRecord } from '@server/db/review-record.js';

/**
 * The application PDF's one query (docs/decisions/051): everything the form prints, read from the
 * tables themselves, so the form depends on no other module. The consent page and the review's
 * return digests read the application through it too, so they show and compare what the PDF prints.
 */

/** The reference lists whose names the PDF prints in place of ids. */
const PRINTED_LISTS = [
  'State',
  'Occupation',
  'RelatedPersonType',
  'Education',
  'OtherBankAccounts',
  'CustomerReason',
] as const satisfies readonly ReferenceListName[];
type PrintedList = (typeof PRINTED_LISTS)[number];

/**
 * Which application a load may find: every condition given must hold, and none given finds any.
 * Who may print what is the caller's rule (pdf-service.ts); an application outside the filter reads
 * as a missing one.
 */
export interface PrintFilter {
  /** Only an application filled from this mobile. */
  mobile?: string;
  /** Only an application of this branch. */
  branchCode?: string;
  /** Only a submitted (Completed) application. */
  submittedOnly?: boolean;
}

/** The application's own row, its names and its review so far (the office box). */
function findRegistration(db: Database, registrationId: number, filter: PrintFilter) {
  let query = selectApplicationsWithNames(db)
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
  if (filter.mobile !== undefined) query = query.where('r.mobile', '=', filter.mobile);
  if (filter.branchCode !== undefined) query = query.where('r.branch_code', '=', filter.branchCode);
  if (filter.submittedOnly) query = query.where('r.status', '=', 'Completed');
  return query.executeTakeFirst();
}

/**
 * What the branch's review has written so far, for the office box. A decision counts only while the
 * application is submitted with that review status, as the review module itself reads it.
 */
async function findReview(db: Database, registrationId: number) {
  const row = await selectReviewRecord(db, registrationId)
    .select(['r.status', 'r.review_status'])
    .executeTakeFirstOrThrow();
  const reviewStatus = row.status === 'Completed' ? row.review_status : null;
  return { returned: reviewStatus === 'Returned', ...reviewRecordOf(reviewStatus, row) };
}
export type PrintReview = Awaited<ReturnType<typeof findReview>>;

function listHolders(db: Database, registrationId: number) {
  return selectNamedHolders(db, registrationId)
    .select([
      sql<boolean>`coalesce(k.is_minor, false)`.as('is_minor'),
      sql<boolean>`coalesce(k.is_pan, true)`.as('is_pan'),
      'k.personal',
      'k.family',
      'k.related_person',
      'k.steps',
      'k.additional',
      'k.declaration_accepted_at',
    ])
    .execute();
}

/** Photos (their files: pdf-service.ts reads the bytes) and proof rows; never the PAN file. */
function listDocuments(db: Database, registrationId: number) {
  return selectApplicationDocuments(db, registrationId)
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
    .where('d.kind', 'in', ['photo', 'proof'])
    .orderBy('d.id')
    .execute();
}

/**
 * The holders whose latest consent answer is an agreement, with the phone it came from and when: what
 * the PDF prints under their declarations.
 */
async function findAgreements(db: Database, registrationId: number) {
  const answers = await db
    .selectFrom('consent_answers')
    .select(['holder_id', 'status', 'mobile', 'at'])
    .where('registration_id', '=', registrationId)
    .orderBy('at')
    .orderBy('id')
    .execute();
  const latest = new Map<number, (typeof answers)[number]>();
  for (const answer of answers) latest.set(answer.holder_id, answer);
  return new Map(
    [...latest]
      .filter(([, answer]) => answer.status === 'Agreed')
      .map(([holderId, answer]) => [holderId, { mobile: answer.mobile, at: answer.at }]),
  );
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
 * Everything the application PDF prints, or undefined when no application matches `filter` (`{}`:
 * any application, for a caller that holds its own proof of access). `today` decides which nominees
 * are minors (today's date in India unless a caller with a clock gives it).
 */
export async function loadApplicationForPrint(
  db: Database,
  registrationId: number,
  filter: PrintFilter,
  today?: CalendarDate,
) {
  const registration = await findRegistration(db, registrationId, filter);
  if (!registration) return undefined;
  const [review, holders, documents, nomination, techno, deposit, names, agreements] = await Promise.all([
    findReview(db, registration.id),
    listHolders(db, registration.id),
    listDocuments(db, registration.id),
    findNominees(db, registration.id, today),
    db.selectFrom('techno_products').selectAll().where('registration_id', '=', registration.id).executeTakeFirst(),
    db.selectFrom('deposit_details').selectAll().where('registration_id', '=', registration.id).executeTakeFirst(),
    referenceNames(db),
    findAgreements(db, registration.id),
  ]);
  return { registration, review, holders, documents, nomination, techno, deposit, names, agreements };
}

export type ApplicationPrintData = NonNullable<Awaited<ReturnType<typeof loadApplicationForPrint>>>;
export type PrintDocument = ApplicationPrintData['documents'][number];
export type PrintHolder = ApplicationPrintData['holders'][number];
