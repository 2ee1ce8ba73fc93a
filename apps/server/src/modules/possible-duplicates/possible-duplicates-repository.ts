import { sql, type Compilable } from 'kysely';
import type { ApplicationStatus, ReviewStatus } from '@portal/domain';
import { selectApplicationDocuments } from '@server/db/application-holders.js';
import type { Database } from '@server/db/client.js';

/*
 * Each expression below is exactly one of migration 0022's indexed expressions (or a plain indexed
 * column): the planner uses an expression index only for the same expression, so they are written
 * out once here and nowhere else. In brackets: ->> binds no tighter than ||.
 */
const PAN = sql<string>`(k.personal ->> 'PAN')`;
const MOBILE = sql<string>`(k.personal ->> 'Mobile')`;
const DATE_OF_BIRTH = sql<string>`(k.personal ->> 'DOB')`;

/** One holder of the application under review, with what the lookups compare. */
export interface HolderValues {
  holderSrNo: number;
  firstName: string;
  lastName: string;
  /** '' when the holder filled Form 60/61 instead. */
  pan: string;
  mobile: string;
  /** ISO date; '' until the personal step is saved. */
  dateOfBirth: string;
  /** The holder's Aadhaar proofs' numbers, masked ('XXXX XXXX 1234'), with their proof names. */
  proofs: { proofName: string; proofNumber: string }[];
}

/** The application's holders with their PAN, mobile, date of birth and proof numbers. */
export async function readHolderValues(db: Database, registrationId: number): Promise<HolderValues[]> {
  const [holders, proofs] = await Promise.all([
    db
      .selectFrom('registration_holders as h')
      .leftJoin('holder_kyc as k', 'k.holder_id', 'h.id')
      .select([
        'h.id',
        'h.holder_sr_no',
        'h.first_name',
        'h.last_name',
        sql<string>`coalesce(${PAN}, '')`.as('pan'),
        sql<string>`coalesce(${MOBILE}, '')`.as('mobile'),
        sql<string>`coalesce(${DATE_OF_BIRTH}, '')`.as('date_of_birth'),
      ])
      .where('h.registration_id', '=', registrationId)
      .orderBy('h.holder_sr_no')
      .execute(),
    selectApplicationDocuments(db, registrationId)
      .select(['d.holder_id', 'd.proof_name', 'd.proof_number'])
      .where('d.kind', '=', 'proof')
      .execute(),
  ]);
  return holders.map((holder) => ({
    holderSrNo: holder.holder_sr_no,
    firstName: holder.first_name,
    lastName: holder.last_name,
    pan: holder.pan,
    mobile: holder.mobile,
    dateOfBirth: holder.date_of_birth,
    proofs: proofs
      .filter((proof) => proof.holder_id === holder.id)
      .map((proof) => ({ proofName: proof.proof_name, proofNumber: proof.proof_number })),
  }));
}

/** What the lookups look for, every list without blanks. */
export interface LookupValues {
  /** The application itself, never its own match. */
  registrationId: number;
  pans: readonly string[];
  aadhaar: readonly { proofNumber: string; dateOfBirth: string }[];
  mobiles: readonly string[];
}

/** A row found on another application: the value it shares and who it is there. */
export interface ApplicationRow {
  /** The PAN, the mobile, or the masked Aadhaar number and the ISO date of birth, a space between. */
  value: string;
  registration_id: number;
  reference_no: string;
  branch_code: string;
  branch_name: string;
  status: ApplicationStatus;
  review_status: ReviewStatus | null;
  /** Null when the application's mobile that signed in is what matched. */
  holder_sr_no: number | null;
  first_name: string;
  middle_name: string;
  last_name: string;
}

export interface CustomerRow {
  value: string;
  customer_id: string;
  branch_code: string;
  branch_name: string;
  first_name: string;
  middle_name: string;
  last_name: string;
}

/** The application a row was found on (`r`, with its branch `b`), as ApplicationRow names it. */
const FOUND_ON = [
  'r.id as registration_id',
  'r.reference_no',
  'r.branch_code',
  sql<string>`coalesce(b.name, '')`.as('branch_name'),
  'r.status',
  'r.review_status',
] as const;

/** Another application's holder, from its KYC row: the application and branch it belongs to. */
function otherHolders(db: Database, registrationId: number) {
  return db
    .selectFrom('holder_kyc as k')
    .innerJoin('registration_holders as h', 'h.id', 'k.holder_id')
    .innerJoin('registrations as r', 'r.id', 'h.registration_id')
    .leftJoin('branches as b', 'b.code', 'r.branch_code')
    .select([...FOUND_ON, 'h.holder_sr_no', 'h.first_name', 'h.middle_name', 'h.last_name'])
    .where('h.registration_id', '<>', registrationId);
}

/** Other applications signed in with one of these mobiles, named after their first holder. */
function signedInWith(db: Database, registrationId: number, mobiles: readonly string[]) {
  return db
    .selectFrom('registrations as r')
    .leftJoin('registration_holders as h', (join) =>
      join.onRef('h.registration_id', '=', 'r.id').on('h.holder_sr_no', '=', 1),
    )
    .leftJoin('branches as b', 'b.code', 'r.branch_code')
    .select([
      'r.mobile as value',
      ...FOUND_ON,
      sql<number | null>`null::integer`.as('holder_sr_no'),
      // The application's name is its first holder's.
      sql<string>`coalesce(h.first_name, '')`.as('first_name'),
      sql<string>`coalesce(h.middle_name, '')`.as('middle_name'),
      sql<string>`coalesce(h.last_name, '')`.as('last_name'),
    ])
    .where('r.mobile', 'in', [...mobiles])
    .where('r.id', '<>', registrationId);
}

/** The bank's customers (its customer master) with one of these PANs or mobiles. */
function masterCustomers(db: Database, column: 'pan' | 'mobile', wanted: readonly string[]) {
  return db
    .selectFrom('customer_master')
    .leftJoin('branches as b', 'b.code', 'customer_master.branch_code')
    .select([
      `customer_master.${column} as value`,
      'customer_master.customer_id',
      'customer_master.branch_code',
      sql<string>`coalesce(b.name, '')`.as('branch_name'),
      'customer_master.first_name',
      'customer_master.middle_name',
      'customer_master.last_name',
    ])
    .where(`customer_master.${column}`, 'in', [...wanted]);
}

/**
 * The lookups of one application's values, each an index probe (migration 0022; the sign-in mobile's
 * is 0001's registrations_mobile_idx, the master's mobile 0006's), limited to `limit` rows each. A
 * lookup with nothing to look for is left out. Exported unexecuted so a test can EXPLAIN them.
 */
export function duplicateLookups(db: Database, values: LookupValues, limit: number) {
  const { registrationId, pans, aadhaar, mobiles } = values;
  const applications: Compilable<ApplicationRow>[] = [];
  const customers: Compilable<CustomerRow>[] = [];
  // Other applications' holders whose personal step gives one of the wanted PANs or mobiles.
  const holdersWith = (value: typeof PAN, wanted: readonly string[]) =>
    otherHolders(db, registrationId)
      .select(value.as('value'))
      .where(value, 'in', [...wanted])
      .limit(limit);

  if (pans.length > 0) applications.push(holdersWith(PAN, pans));
  if (aadhaar.length > 0) {
    applications.push(
      otherHolders(db, registrationId)
        .innerJoin('holder_documents as d', 'd.holder_id', 'k.holder_id')
        .select(sql<string>`d.proof_number || ' ' || ${DATE_OF_BIRTH}`.as('value'))
        .where('d.kind', '=', 'proof')
        .where((eb) =>
          eb.or(
            aadhaar.map((pair) =>
              eb.and([eb('d.proof_number', '=', pair.proofNumber), eb(DATE_OF_BIRTH, '=', pair.dateOfBirth)]),
            ),
          ),
        )
        // proofKindOf's rule: an 'Others' proof typed in the masked form is no Aadhaar.
        .where('d.proof_name', '~*', String.raw`aadhaar|\yuid\y`)
        .limit(limit),
    );
  }
  if (mobiles.length > 0) {
    applications.push(holdersWith(MOBILE, mobiles));
    applications.push(signedInWith(db, registrationId, mobiles).limit(limit));
  }
  if (pans.length > 0) customers.push(masterCustomers(db, 'pan', pans).limit(limit));
  if (mobiles.length > 0) customers.push(masterCustomers(db, 'mobile', mobiles).limit(limit));

  return { applications, customers };
}
