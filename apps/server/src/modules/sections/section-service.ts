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
import { recordAudit } from '@server/modules/audit';

import {
  lockEditableRegistration,
  readOwnRegistration,
  refuseUnlessEditable,
  readVisibleRegistration,
  touchRegistration,
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

export function createSectionService(db: Database, clock: Clock) {
  const saveSectionRow = createSectionRowSaver(db);

  /** A save that matched nothing: say why, as a read would (404 before 409, as for any other call). */
  async function explainRefusedSave(customer: Customer, registrationId: number, section: HubSection): Promise<never> {
    const registration = await readOwnRegistration(db, customer, registrationId);
    refuseUnlessEditable(registration, reviewPartOf(section));
    assertSection(registration, section);
    throw validationError('AccountOperations', messages.accountOperationNotAllowed);
  }

  function saveTarget(
    customer: Customer,
    input: { RegistrationId: number; Version?: number | undefined },
    section: HubSection,
  ) {
    return {
      registrationId: input.RegistrationId,
      mobile: customer.mobile,
      section,
      now: clock.now(),
      auditAction: `section.${section}.saved`,
      expectedVersion: input.Version,
    };
  }

  /** Saves a section and answers its new version. */
  async function saveSection(
    customer: Customer,
    input: { RegistrationId: number; Version?: number | undefined },
    section: HubSection,
    table: SectionTable,
    values: Record<string, string | number | boolean>,
  ): Promise<number> {
    const version = await saveSectionRow(table, saveTarget(customer, input, section), values);
    return version ?? explainRefusedSave(customer, input.RegistrationId, section);
  }

  /** A section's application for reading: the customer's own, or one of the staff member's branch. */
  async function readSection(reader: Principal, registrationId: number, section: HubSection) {
    const registration = await readVisibleRegistration(db, reader, registrationId);
    assertSection(registration, section);
    return registration;
  }

  return {
    async getAccountOperations(reader: Principal, registrationId: number) {
      const registration = await readSection(reader, registrationId, 'accountOperations');
      return { accountOperations: registration.account_operations, version: registration.account_operations_version };
    },

    async updateAccountOperations(customer: Customer, input: AccountOperationInput): Promise<number> {
      const section = 'accountOperations';
      const target = saveTarget(customer, input, section);
      // The statement saves only an option the holders allow (allowedAccountOperations: 'Self' alone for one holder).
      const version = await saveAccountOperationsRow(db, target, input.AccountOperations);
      return version ?? explainRefusedSave(customer, input.RegistrationId, section);
    },

    async getNominees(reader: Principal, registrationId: number): Promise<NomineesDetails> {
      await readSection(reader, registrationId, 'nomination');
      return findNominees(db, registrationId, calendarDateInIndia(clock.now()));
    },

    /**
     * The whole nomination in one transaction: the header with its version check, the nominees in
     * place of those before. Who is a minor, and so who needs an appointee, depends on today in India.
     */
    async updateNominees(customer: Customer, request: UpdateNomineesValues): Promise<number> {
      const input = parseOrThrow(createUpdateNomineesRequestSchema(calendarDateInIndia(clock.now())), request);
      return db.transaction().execute(async (tx) => {
        const registration = await lockEditableRegistration(tx, customer, input.RegistrationId, 'nomination');
        assertSection(registration, 'nomination');
        const now = clock.now();
        const version = await saveNominees(tx, registration.id, input, now);
        await touchRegistration(tx, registration.id, now);
        await recordAudit(tx, {
          at: now,
          principal: customer,
          registrationId: registration.id,
          action: 'section.nomination.saved',
          detail: { mode: input.Mode, nominees: input.Nominees.length },
        });
        return version;
      });
    },

    async getTechnoProducts(reader: Principal, registrationId: number) {
      await readSection(reader, registrationId, 'technoProducts');
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
    },

    updateTechnoProducts(customer: Customer, input: TechnoInput) {
      return saveSection(customer, input, 'technoProducts', 'techno_products', {
        debit_card: input.DebitCard,
        sms_banking: input.SMSBanking,
        mobile_banking: input.MobileBanking,
        statement_on_email: input.StatementOnEmail,
        aadhaar_card_seeding: input.AadhaarCardSeeding,
        internet_banking: input.InterntBanking,
      });
    },

    async getFdDetails(reader: Principal, registrationId: number): Promise<FdDetails> {
      await readSection(reader, registrationId, 'fixedDeposit');
      const row = await findDepositDetails(db, registrationId, 'FD');
      return {
        ...depositFields(row),
        isAutoRenewal: row?.is_auto_renewal ?? DEPOSIT_DEFAULTS.IsAutoRenewal,
        tdsMembershipNo: row?.tds_membership_no ?? '',
      };
    },

    updateFdDetails(customer: Customer, input: FdInput) {
      return saveSection(customer, input, 'fixedDeposit', 'deposit_details', {
        kind: 'FD',
        ...depositColumns(input),
        tds_membership_no: input.TDSMembershipNo,
        debit_account_no: '',
        rd_amount: '',
        rd_months: '',
      });
    },

    async getRdDetails(reader: Principal, registrationId: number): Promise<RdDetails[]> {
      await readSection(reader, registrationId, 'recurringDeposit');
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
    },

    updateRdDetails(customer: Customer, input: RdInput) {
      return saveSection(customer, input, 'recurringDeposit', 'deposit_details', {
        kind: 'RD',
        ...depositColumns(input),
        debit_account_no: input.DebitAccountNo,
        rd_amount: input.RDAmount,
        rd_months: input.RDMonths,
        tds_membership_no: '',
      });
    },
  };
}

export type SectionService = ReturnType<typeof createSectionService>;
