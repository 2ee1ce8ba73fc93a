import {
  calendarDateInIndia,
  createUpdateNomineesRequestSchema,
  DEPOSIT_DEFAULTS,
  messages,
  reviewPartOf,
  sectionAppliesTo,
  type FdDetails,
  type HubSection,
  type NomineesDetails,
  type UpdateNomineesValues,
  type RdDetails,
  type updateAccountOperationRequestSchema,
  type updateFdDetailsRequestSchema,
  type updateRdDetailsRequestSchema,
  type updateTechnoProductsRequestSchema,
} from '@portal/domain';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Database } from '@server/db/client.js';
import { findNominees } from '@server/db/nominations.js';
import type { DepositDetailsTable } from '@server/db/schema.js';
import { AppError, validationError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import { parseOrThrow } from '@server/lib/parse-or-throw.js';
import {
  editOwnRegistration,
  readOwnRegistration,
  refuseUnlessEditable,
  readVisibleRegistration,
  type Customer,
  type OwnRegistration,
} from '@server/modules/registration';
import type { Principal } from '@server/modules/session';
import { saveNominees } from './nominee-repository.js';
import { findDepositDetails, findTechnoProducts } from './section-repository.js';
import { createSectionRowSaver, saveAccountOperationsRow, type SectionTable } from './section-save.js';

type FdInput = z.output<typeof updateFdDetailsRequestSchema>;
type RdInput = z.output<typeof updateRdDetailsRequestSchema>;
type TechnoInput = z.output<typeof updateTechnoProductsRequestSchema>;
type AccountOperationInput = z.output<typeof updateAccountOperationRequestSchema>;

/** A section its account type does not have is refused, for reading and for saving alike. */
function assertSection(registration: OwnRegistration, section: HubSection): void {
  if (!sectionAppliesTo(section, registration.account_type_id)) {
    throw new AppError('CONFLICT', messages.sectionNotForType);
  }
}

function depositColumns(input: FdInput | RdInput) {
  return {
    deposit_amount: input.DepositAmount,
    tenure_years: input.TenureYear,
    tenure_months: input.TenureMonths,
    tenure_days: input.TenureDays,
    interest_payout: input.InterestPayout,
    interest_payout_mode: input.InterestPayoutMode,
    bank_name: input.BankName,
    branch_name: input.BranchName,
    account_no: input.AccountNo,
    ifsc: input.IFSC,
    is_auto_renewal: input.IsAutoRenewal,
    period_years: input.PeriodYear,
    period_months: input.PeriodMonths,
    period_days: input.PeriodDays,
  };
}

function depositFields(row: Selectable<DepositDetailsTable> | undefined) {
  return {
    depositAmount: row?.deposit_amount ?? '',
    tenureYear: row?.tenure_years ?? '',
    tenureMonths: row?.tenure_months ?? '',
    tenureDays: row?.tenure_days ?? '',
    interestPayout: row?.interest_payout ?? DEPOSIT_DEFAULTS.InterestPayout,
    interestPayoutMode: row?.interest_payout_mode ?? DEPOSIT_DEFAULTS.InterestPayoutMode,
    bankName: row?.bank_name ?? '',
    branchName: row?.branch_name ?? '',
    accountNo: row?.account_no ?? '',
    ifsc: row?.ifsc ?? '',
    periodYear: row?.period_years ?? '',
    periodMonths: row?.period_months ?? '',
    periodDays: row?.period_days ?? '',
    version: row?.version ?? 0,
  };
}

/** What the section calls share: the database, the clock and the batching row saver (section-save.ts). */
interface SectionDependencies {
  db: Database;
  clock: Clock;
  saveSectionRow: ReturnType<typeof createSectionRowSaver>;
}

/** The application and version a section save names. */
type SectionSaveInput = { RegistrationId: number; Version?: number | undefined };

/** A save that matched nothing: say why, as a read would (404 before 409, as for any other call). */
async function explainRefusedSave(
  db: Database,
  customer: Customer,
  registrationId: number,
  section: HubSection,
): Promise<never> {
  const registration = await readOwnRegistration(db, customer, registrationId);
  refuseUnlessEditable(registration, reviewPartOf(section));
  assertSection(registration, section);
  throw validationError('AccountOperations', messages.accountOperationNotAllowed);
}

function saveTarget(clock: Clock, customer: Customer, input: SectionSaveInput, section: HubSection) {
  return {
    registrationId: input.RegistrationId,
    mobile: customer.mobile,
    section,
    now: clock.now(),
    auditAction: `section.${section}.saved`,
    expectedVersion: input.Version,
  };
}

/** Saves a section kept in a table of its own and answers its new version. */
async function saveSection(
  { db, clock, saveSectionRow }: SectionDependencies,
  customer: Customer,
  input: SectionSaveInput,
  section: HubSection,
  table: SectionTable,
  values: Record<string, string | number | boolean>,
): Promise<number> {
  const version = await saveSectionRow(table, saveTarget(clock, customer, input, section), values);
  return version ?? explainRefusedSave(db, customer, input.RegistrationId, section);
}

/** A section's application for reading: the customer's own, or one of the staff member's branch. */
async function readSection(db: Database, reader: Principal, registrationId: number, section: HubSection) {
  const registration = await readVisibleRegistration(db, reader, registrationId);
  assertSection(registration, section);
  return registration;
}

async function readAccountOperations(db: Database, reader: Principal, registrationId: number) {
  const registration = await readSection(db, reader, registrationId, 'accountOperations');
  return { accountOperations: registration.account_operations, version: registration.account_operations_version };
}

async function saveAccountOperations(
  { db, clock }: SectionDependencies,
  customer: Customer,
  input: AccountOperationInput,
): Promise<number> {
  const section = 'accountOperations';
  const target = saveTarget(clock, customer, input, section);
  // The statement saves only an option the holders allow (allowedAccountOperations: 'Self' alone for one holder).
  const version = await saveAccountOperationsRow(db, target, input.AccountOperations);
  return version ?? explainRefusedSave(db, customer, input.RegistrationId, section);
}

async function readNomination(
  { db, clock }: SectionDependencies,
  reader: Principal,
  registrationId: number,
): Promise<NomineesDetails> {
  await readSection(db, reader, registrationId, 'nomination');
  return findNominees(db, registrationId, calendarDateInIndia(clock.now()));
}

/**
 * The whole nomination in one transaction: the header with its version check, the nominees in
 * place of those before. Who is a minor, and so who needs an appointee, depends on today in India.
 */
async function saveNomination(
  { db, clock }: SectionDependencies,
  customer: Customer,
  request: UpdateNomineesValues,
): Promise<number> {
  const input = parseOrThrow(createUpdateNomineesRequestSchema(calendarDateInIndia(clock.now())), request);
  const target = {
    registrationId: input.RegistrationId,
    part: 'nomination',
    action: 'section.nomination.saved',
  } as const;
  return editOwnRegistration({ db, clock }, customer, target, async (tx, registration, now) => {
    assertSection(registration, 'nomination');
    const version = await saveNominees(tx, registration.id, input, now);
    return { answer: version, detail: { mode: input.Mode, nominees: input.Nominees.length } };
  });
}

async function readTechnoProducts(db: Database, reader: Principal, registrationId: number) {
  await readSection(db, reader, registrationId, 'technoProducts');
  const row = await findTechnoProducts(db, registrationId);
  // Every switch is on until the customer saves (holder-wizards.md §3), in the hub as in the wizard.
  return {
    debitCard: row?.debit_card ?? true,
    smsBanking: row?.sms_banking ?? true,
    mobileBanking: row?.mobile_banking ?? true,
    statementOnEmail: row?.statement_on_email ?? true,
    aadhaarCardSeeding: row?.aadhaar_card_seeding ?? true,
    interntBanking: row?.internet_banking ?? true,
    version: row?.version ?? 0,
  };
}

function technoProductsColumns(input: TechnoInput) {
  return {
    debit_card: input.DebitCard,
    sms_banking: input.SMSBanking,
    mobile_banking: input.MobileBanking,
    statement_on_email: input.StatementOnEmail,
    aadhaar_card_seeding: input.AadhaarCardSeeding,
    internet_banking: input.InterntBanking,
  };
}

async function readFdDetails(db: Database, reader: Principal, registrationId: number): Promise<FdDetails> {
  await readSection(db, reader, registrationId, 'fixedDeposit');
  const row = await findDepositDetails(db, registrationId, 'FD');
  return {
    ...depositFields(row),
    isAutoRenewal: row?.is_auto_renewal ?? DEPOSIT_DEFAULTS.IsAutoRenewal,
    tdsMembershipNo: row?.tds_membership_no ?? '',
  };
}

/** The FD's row of deposit_details: the RD's own columns are emptied. */
function fdColumns(input: FdInput) {
  return {
    kind: 'FD',
    ...depositColumns(input),
    tds_membership_no: input.TDSMembershipNo,
    debit_account_no: '',
    rd_amount: '',
    rd_months: '',
  };
}

async function readRdDetails(db: Database, reader: Principal, registrationId: number): Promise<RdDetails[]> {
  await readSection(db, reader, registrationId, 'recurringDeposit');
  const row = await findDepositDetails(db, registrationId, 'RD');
  if (!row) return [];
  return [
    {
      ...depositFields(row),
      isAutoRenewal: row.is_auto_renewal ? 1 : 0,
      debitAccountNo: row.debit_account_no,
      rdAmount: row.rd_amount,
      rdMonths: row.rd_months,
    },
  ];
}

/** The RD's row of deposit_details: the FD's own column is emptied. */
function rdColumns(input: RdInput) {
  return {
    kind: 'RD',
    ...depositColumns(input),
    debit_account_no: input.DebitAccountNo,
    rd_amount: input.RDAmount,
    rd_months: input.RDMonths,
    tds_membership_no: '',
  };
}

/** The hub's sections kept per application (not per holder): reads for the owner or branch staff, saves for the owner. */
export function createSectionService(db: Database, clock: Clock) {
  const dependencies: SectionDependencies = { db, clock, saveSectionRow: createSectionRowSaver(db) };
  return {
    getAccountOperations: (reader: Principal, registrationId: number) =>
      readAccountOperations(db, reader, registrationId),
    updateAccountOperations: (customer: Customer, input: AccountOperationInput) =>
      saveAccountOperations(dependencies, customer, input),
    getNominees: (reader: Principal, registrationId: number) => readNomination(dependencies, reader, registrationId),
    updateNominees: (customer: Customer, request: UpdateNomineesValues) =>
      saveNomination(dependencies, customer, request),
    getTechnoProducts: (reader: Principal, registrationId: number) => readTechnoProducts(db, reader, registrationId),
    updateTechnoProducts: (customer: Customer, input: TechnoInput) =>
      saveSection(dependencies, customer, input, 'technoProducts', 'techno_products', technoProductsColumns(input)),
    getFdDetails: (reader: Principal, registrationId: number) => readFdDetails(db, reader, registrationId),
    updateFdDetails: (customer: Customer, input: FdInput) =>
      saveSection(dependencies, customer, input, 'fixedDeposit', 'deposit_details', fdColumns(input)),
    getRdDetails: (reader: Principal, registrationId: number) => readRdDetails(db, reader, registrationId),
    updateRdDetails: (customer: Customer, input: RdInput) =>
      saveSection(dependencies, customer, input, 'recurringDeposit', 'deposit_details', rdColumns(input)),
  };
}

export type SectionService = ReturnType<typeof createSectionService>;
