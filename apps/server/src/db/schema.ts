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
}

export type BranchUser = Selectable<BranchUsersTable>;
export type NewAuditEntry = Insertable<AuditLogTable>;
