import type { AccountOperation, InterestPayout, InterestPayoutMode } from '@portal/domain';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: Generated<Timestamp>;
}

export interface ReferenceItemsTable {
  list_name: string;
  id: number;
  name: string;
  sort_order: number;
}

export interface BranchesTable {
  code: string;
  name: string;
  location_id: number;
}

export interface BranchUsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  branch_code: string;
  is_admin: boolean;
  disabled_at: Timestamp | null;
  created_at: Timestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  username: string;
  failed_at: Timestamp;
}

export interface OtpChallengesTable {
  id: Generated<number>;
  guid: string;
  mobile: string;
  email: string;
  code_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  failed_attempts: Generated<number>;
  consumed_at: Timestamp | null;
  request_ip: string;
}

export interface SessionsTable {
  id: string;
  kind: 'customer' | 'staff';
  subject: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface RegistrationsTable {
  id: Generated<number>;
  reference_no: string;
  mobile: string;
  email: string;
  account_type_id: number;
  entity_type_id: number;
  location_id: number;
  branch_code: string;
  status: 'Partially Filled' | 'Completed';
  form_fill_by: string;
  pdf_file_name: string | null;
  account_operations: AccountOperation | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface RegistrationHoldersTable {
  id: Generated<number>;
  registration_id: number;
  holder_sr_no: number;
  first_name: Generated<string>;
  middle_name: Generated<string>;
  last_name: Generated<string>;
  status: 'Partially Filled' | 'Completed';
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  actor_kind: 'customer' | 'staff' | 'system';
  actor: string;
  registration_id: number | null;
  action: string;
  detail: ColumnType<Record<string, unknown>, string, string>;
}

export interface NominationsTable {
  registration_id: number;
  nominee_name: string;
  nominee_address: string;
  relationship: string;
  /** A calendar date: read it with to_char, never as a JS Date (time zones would shift it). */
  minor_dob: ColumnType<string, string, string>;
  guardian_name: string;
  guardian_address: string;
  guardian_relation: string;
  updated_at: Timestamp;
}

export interface TechnoProductsTable {
  registration_id: number;
  debit_card: boolean;
  sms_banking: boolean;
  mobile_banking: boolean;
  statement_on_email: boolean;
  aadhaar_card_seeding: boolean;
  internet_banking: boolean;
  updated_at: Timestamp;
}

export interface DepositDetailsTable {
  registration_id: number;
  kind: 'FD' | 'RD';
  deposit_amount: string;
  tenure_years: string;
  tenure_months: string;
  tenure_days: string;
  interest_payout: InterestPayout;
  interest_payout_mode: InterestPayoutMode;
  bank_name: string;
  branch_name: string;
  account_no: string;
  ifsc: string;
  is_auto_renewal: boolean;
  period_years: string;
  period_months: string;
  period_days: string;
  tds_membership_no: string;
  debit_account_no: string;
  rd_amount: string;
  rd_months: string;
  updated_at: Timestamp;
}

export interface DatabaseSchema {
  schema_migrations: SchemaMigrationsTable;
  reference_items: ReferenceItemsTable;
  branches: BranchesTable;
  branch_users: BranchUsersTable;
  login_failures: LoginFailuresTable;
  otp_challenges: OtpChallengesTable;
  sessions: SessionsTable;
  registrations: RegistrationsTable;
  registration_holders: RegistrationHoldersTable;
  audit_log: AuditLogTable;
  nominations: NominationsTable;
  techno_products: TechnoProductsTable;
  deposit_details: DepositDetailsTable;
}

export type BranchUser = Selectable<BranchUsersTable>;
export type NewAuditEntry = Insertable<AuditLogTable>;
export type NewDepositDetails = Insertable<DepositDetailsTable>;
export type NewNomination = Insertable<NominationsTable>;
export type NewTechnoProducts = Insertable<TechnoProductsTable>;
