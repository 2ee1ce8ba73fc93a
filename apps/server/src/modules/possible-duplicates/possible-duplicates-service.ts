import {
  DUPLICATE_KINDS,
  formatDisplayDate,
  MASKED_AADHAAR_PATTERN,
  MAX_POSSIBLE_DUPLICATES,
  parseIsoDate,
  proofKindOf,
  type DuplicateKind,
  type PossibleDuplicate,
} from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { readVisibleRegistration } from '@server/modules/registration';
import type { Principal } from '@server/modules/session';
import {
  duplicateLookups,
  readHolderValues,
  type ApplicationRow,
  type CustomerRow,
  type HolderValues,
  type LookupValues,
} from './possible-duplicates-repository.js';

type Staff = Extract<Principal, { kind: 'staff' }>;

/** Names compared as a clerk would read them: case and extra spaces aside. */
const nameKey = (first: string, last: string) => `${first} ${last}`.trim().toLowerCase().replace(/\s+/g, ' ');

/** This application's value of one kind, and its first holder who gave it (none: the mobile that signed in). */
interface OwnValue {
  kind: DuplicateKind;
  /** As the lookups answer it (Aadhaar: masked number, space, ISO date of birth). */
  key: string;
  shown: string;
  holder: HolderValues | undefined;
}

function ownValues(signInMobile: string, holders: readonly HolderValues[]): OwnValue[] {
  const values = new Map<string, OwnValue>();
  const add = (kind: DuplicateKind, key: string, shown: string, holder: HolderValues | undefined) => {
    if (key !== '' && !values.has(`${kind}|${key}`)) values.set(`${kind}|${key}`, { kind, key, shown, holder });
  };
  for (const holder of holders) {
    add('PAN', holder.pan, holder.pan, holder);
    const born = parseIsoDate(holder.dateOfBirth);
    for (const proof of holder.proofs) {
      const isAadhaar = proofKindOf(proof.proofName) === 'aadhaar' && MASKED_AADHAAR_PATTERN.test(proof.proofNumber);
      if (isAadhaar && born) {
        add(
          'Aadhaar',
          `${proof.proofNumber} ${holder.dateOfBirth}`,
          `${proof.proofNumber}, born ${formatDisplayDate(born)}`,
          holder,
        );
      }
    }
    add('Mobile', holder.mobile, holder.mobile, holder);
  }
  add('Mobile', signInMobile, signInMobile, undefined);
  return [...values.values()];
}

function lookupValues(registrationId: number, values: readonly OwnValue[]): LookupValues {
  const keysOf = (kind: DuplicateKind) => values.filter((value) => value.kind === kind).map((value) => value.key);
  return {
    registrationId,
    pans: keysOf('PAN'),
    aadhaar: keysOf('Aadhaar').map((key) => {
      const [, proofNumber = '', dateOfBirth = ''] = /^(.*) (\S+)$/.exec(key) ?? [];
      return { proofNumber, dateOfBirth };
    }),
    mobiles: keysOf('Mobile'),
  };
}

const SOURCE_ORDER = { Application: 0, CustomerMaster: 1 } as const;

function compareMatches(a: PossibleDuplicate, b: PossibleDuplicate): number {
  return (
    (a.holderSrNo ?? 0) - (b.holderSrNo ?? 0) ||
    DUPLICATE_KINDS.indexOf(a.matchedOn) - DUPLICATE_KINDS.indexOf(b.matchedOn) ||
    SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source] ||
    (a.source === 'Application' ? a.referenceNo : a.customerId).localeCompare(
      b.source === 'Application' ? b.referenceNo : b.customerId,
    )
  );
}

/** GetPossibleDuplicates (docs/decisions/046). */
export function createPossibleDuplicatesService(db: Database) {
  return {
    /**
     * Other applications of the bank (any branch, drafts too) and customers of the master that share
     * a holder's PAN, Aadhaar reference (masked number and date of birth) or a mobile (a holder's, or
     * the one that signed in) with this application, never the application itself. Scoped as
     * GetApplication: another branch's application (for a non-admin) answers 404. A match of another
     * branch keeps its name and id back: the reference number, branch and status say where to ask.
     */
    async find(staff: Staff, registrationId: number): Promise<{ data: PossibleDuplicate[]; truncated: boolean }> {
      const registration = await readVisibleRegistration(db, staff, registrationId);
      const holders = await readHolderValues(db, registration.id);
      const values = ownValues(registration.mobile, holders);
      const byKey = new Map(values.map((value) => [`${value.kind}|${value.key}`, value]));
      const lookups = duplicateLookups(db, lookupValues(registration.id, values), MAX_POSSIBLE_DUPLICATES + 1);
      const [applicationRows, customerRows] = await Promise.all([
        Promise.all(lookups.applications.map(async (query) => (await db.executeQuery(query)).rows)),
        Promise.all(lookups.customers.map(async (query) => (await db.executeQuery(query)).rows)),
      ]);

      const canOpen = (branchCode: string) => staff.isAdmin || branchCode === staff.branchCode;
      /** The value a row shares, by kind: the first kind whose value it is (PAN, Aadhaar and mobile never look alike). */
      const ownValueOf = (row: { value: string }) =>
        DUPLICATE_KINDS.map((kind) => byKey.get(`${kind}|${row.value}`)).find((value) => value !== undefined);
      const common = (own: OwnValue, row: ApplicationRow | CustomerRow) => {
        const open = canOpen(row.branch_code);
        // The mobile that signed in, given by no holder, is compared with holder 1's name.
        const ours = own.holder ?? holders[0];
        return {
          matchedOn: own.kind,
          value: own.shown,
          holderSrNo: own.holder?.holderSrNo ?? null,
          branchCode: row.branch_code,
          branchName: row.branch_name,
          name: open ? [row.first_name, row.middle_name, row.last_name].filter((part) => part !== '').join(' ') : null,
          sameName:
            ours !== undefined && nameKey(row.first_name, row.last_name) === nameKey(ours.firstName, ours.lastName),
          canOpen: open,
        };
      };

      // One match per value and other record: a holder's row before the other application's sign-in mobile.
      const matches = new Map<string, PossibleDuplicate>();
      const rows = applicationRows.flat().sort((a, b) => (a.holder_sr_no ?? 99) - (b.holder_sr_no ?? 99));
      for (const row of rows) {
        const own = ownValueOf(row);
        const key = `${own?.kind}|${row.value}|A${row.registration_id}`;
        if (!own || matches.has(key)) continue;
        const match = common(own, row);
        matches.set(key, {
          source: 'Application',
          ...match,
          registrationId: match.canOpen ? row.registration_id : null,
          referenceNo: row.reference_no,
          otherHolderSrNo: row.holder_sr_no,
          status: row.status,
          reviewStatus: row.review_status,
        });
      }
      for (const row of customerRows.flat()) {
        const own = ownValueOf(row);
        const key = `${own?.kind}|${row.value}|C${row.customer_id}`;
        if (!own || matches.has(key)) continue;
        matches.set(key, { source: 'CustomerMaster', ...common(own, row), customerId: row.customer_id });
      }
      const data = [...matches.values()].sort(compareMatches);
      return { data: data.slice(0, MAX_POSSIBLE_DUPLICATES), truncated: data.length > MAX_POSSIBLE_DUPLICATES };
    },
  };
}

export type PossibleDuplicatesService = ReturnType<typeof createPossibleDuplicatesService>;
