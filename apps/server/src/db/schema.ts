import type {
  AccountOperation,
  InterestPayout,
  InterestPayoutMode,
  Language,
  MapStep,
  NominationMode,
  NomineeAppointee,
  ReturnReason,
  ReviewPart,
  ReviewStatus,
  StaffRole,
  StoredAdditionalDetails,
  StoredFamilyDetails,
  StoredPersonalDetails,
  StoredRelatedPerson,
  StoredStepsMap,
} from '@portal/domain';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

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
  /** Postal address from the reference data; '' when the bank's file gave none. */
  address: Generated<string>;
}

export interface BranchUsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  branch_code: string;
  is_admin: boolean;
  /** Agrees with is_admin (migration 0013's check). */
  role: Generated<StaffRole>;
  disabled_at: Timestamp | null;
  created_at: Timestamp;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  username: string;
  failed_at: Timestamp;
  source_ip: string | null;
  /** Made from a device that signed in as this user before (docs/decisions/047). */
  from_known_device: Generated<boolean>;
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
  /** Asked for from a device that signed in with this mobile before (docs/decisions/047). */
  from_known_device: Generated<boolean>;
}

/** A customer's choices that follow their mobile number from device to device (decision 030). */
export interface CustomerPreferencesTable {
  mobile: string;
  language: Language;
  updated_at: Timestamp;
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
  account_operations_version: Generated<number>;
  /** Set by SubmitAccount, with status Completed. */
  submitted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The branch review of a Completed application (docs/decisions/028); null while Partially Filled. */
  review_status: ColumnType<ReviewStatus | null, ReviewStatus | null | undefined, ReviewStatus | null>;
  /** While Returned: what the customer may save again. */
  returned_parts: JSONColumnType<ReviewPart[], string | undefined, string>;
  /** When it entered its review status: written by migration 0019's trigger only (docs/decisions/043). */
  review_status_at: ColumnType<Date | null, never, never>;
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

/** The application's nomination: the record's header, with its version (docs/decisions/040). */
export interface NominationsTable {
  registration_id: number;
  mode: NominationMode;
  /** The depositor's declaration not to nominate: true exactly when mode is None. */
  no_nomination_declared: boolean;
  version: Generated<number>;
  updated_at: Timestamp;
}

/** One nominee of a nomination, at its successive order or place in the list. */
export interface NomineesTable {
  registration_id: number;
  position: number;
  first_name: string;
  middle_name: string;
  last_name: string;
  relationship: string;
  /** A calendar date: read it with to_char, never as a JS Date (time zones would shift it). */
  date_of_birth: ColumnType<string | null, string | null, string | null>;
  address1: string;
  address2: string;
  address3: string;
  city: string;
  pincode: string;
  state_id: number | null;
  /** numeric(5,2): read as text, written as a number. */
  share_percent: ColumnType<string, number, number>;
  appointee: JSONColumnType<NomineeAppointee | null, string | null, string | null>;
}

/**
 * A step's values as its call parsed them (jsonb): written as JSON text, read as the domain's stored
 * type of the step (null until saved).
 */
type StepValues<Stored extends object> = JSONColumnType<Stored | null, string | null, string | null>;

export interface HolderKycTable {
  holder_id: number;
  is_minor: Generated<boolean>;
  is_pan: Generated<boolean>;
  personal: StepValues<StoredPersonalDetails>;
  family: StepValues<StoredFamilyDetails>;
  related_person: StepValues<StoredRelatedPerson>;
  additional: StepValues<StoredAdditionalDetails>;
  declaration_accepted_at: Timestamp | null;
  /** The steps kept by key rather than in a column (decision 054): those the holder has saved. */
  steps: ColumnType<Partial<StoredStepsMap>, string | undefined, string>;
  /** Their save counts, by the same key (absent: 0, never saved). */
  step_versions: ColumnType<Partial<Record<MapStep, number>>, string | undefined, string>;
  /** Each step's save count (docs/decisions/018). */
  personal_version: Generated<number>;
  family_version: Generated<number>;
  related_person_version: Generated<number>;
  additional_version: Generated<number>;
  declaration_version: Generated<number>;
  updated_at: Timestamp;
}

export type DocumentKind = 'photo' | 'pan' | 'proof';

export interface HolderDocumentsTable {
  id: Generated<number>;
  holder_id: number;
  kind: DocumentKind;
  file_name: string | null;
  content_type: string | null;
  content: Buffer | null;
  byte_size: number | null;
  proof_name: Generated<string>;
  /** Aadhaar numbers only ever masked (XXXX XXXX 1234). */
  proof_number: Generated<string>;
  poi_poa: Generated<string>;
  /** A calendar date: read it with to_char. */
  expiry_date: ColumnType<string | null, string | null, string | null>;
  /** The photo as the application PDF prints it (small JPEG), made at submit. */
  print_image: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
  created_at: Timestamp;
}

export interface TechnoProductsTable {
  registration_id: number;
  debit_card: boolean;
  sms_banking: boolean;
  mobile_banking: boolean;
  statement_on_email: boolean;
  aadhaar_card_seeding: boolean;
  internet_banking: boolean;
  version: Generated<number>;
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
  version: Generated<number>;
  updated_at: Timestamp;
}

/** The bank's customer master, for account type 5 (imported with `customers import`). */
export interface CustomerMasterTable {
  customer_id: string;
  branch_code: string;
  mobile: string;
  title: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  /** A calendar date: read it with to_char. */
  dob: ColumnType<string, string, string>;
  gender: string;
  email: string;
  pan: string;
  address1: string;
  address2: string;
  address3: string;
  city: string;
  pin: string;
  /** The id of the State list entry. */
  state: number;
  average_income: string;
  education: number | null;
  occupation: number | null;
  updated_at: Timestamp;
}

/** The current review round of an application (migration 0013); the audit log keeps every round. */
export interface ApplicationReviewsTable {
  registration_id: number;
  verified_by: string | null;
  verified_at: Timestamp | null;
  originals_seen: JSONColumnType<number[], string | undefined, string>;
  verify_remarks: Generated<string>;
  returned_by: string | null;
  returned_at: Timestamp | null;
  return_reasons: JSONColumnType<ReturnReason[], string | undefined, string>;
  decided_by: string | null;
  decided_at: Timestamp | null;
  account_number: string | null;
  rejection_reason: string | null;
  last_reminder_at: Timestamp | null;
  /** The last reopen of a decision (migration 0020, docs/decisions/044). */
  reopened_by: string | null;
  reopened_at: Timestamp | null;
  reopen_reason: string | null;
  reopened_decision: JSONColumnType<ReopenedDecision | null, string | null | undefined, string | null>;
  /** Each returned part's SHA-256 of its saved values at the return (migration 0021, docs/decisions/045). */
  return_digests: JSONColumnType<Partial<Record<ReviewPart, string>>, string | undefined, string>;
  /** Who took it off the review queue, for one stay in one review status (migration 0019, docs/decisions/043). */
  assigned_to: string | null;
  assigned_at: Timestamp | null;
  assigned_status: 'Submitted' | 'Verified' | null;
  assigned_status_at: Timestamp | null;
}

/** The decision an admin reopened, as it stood (application_reviews.reopened_decision). */
export interface ReopenedDecision {
  status: 'Approved' | 'Rejected';
  by: string | null;
  at: string | null;
  accountNumber: string | null;
  rejectionReason: string | null;
}

/** The last reminder SMS to a customer mobile, whichever application (migration 0020). */
export interface ReminderMobilesTable {
  mobile: string;
  last_sent_at: Timestamp;
}

/** A link sent to one holder to agree from their own phone (migration 0018, docs/decisions/041). */
export interface ConsentRequestsTable {
  id: Generated<number>;
  registration_id: number;
  holder_id: number;
  token_hash: string;
  mobile: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  replaced_at: Timestamp | null;
  answered_at: Timestamp | null;
  request_ip: string;
}

/** A one-time code sent for a consent link; stored as the sign-in codes are. */
export interface ConsentCodesTable {
  id: Generated<number>;
  consent_request_id: number;
  mobile: string;
  code_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  failed_attempts: Generated<number>;
  consumed_at: Timestamp | null;
  request_ip: string;
}

/** A holder's answer through a consent link: the latest counts, the rest is its history. */
export interface ConsentAnswersTable {
  id: Generated<number>;
  registration_id: number;
  holder_id: number;
  consent_request_id: number;
  status: 'Agreed' | 'Declined';
  at: Timestamp;
  mobile: string;
  client_ip: string;
  user_agent: string;
  shown_sha256: string;
  language: Language;
  decline_reason: string | null;
}

export interface DatabaseSchema {
  schema_migrations: SchemaMigrationsTable;
  reference_items: ReferenceItemsTable;
  branches: BranchesTable;
  branch_users: BranchUsersTable;
  login_failures: LoginFailuresTable;
  otp_challenges: OtpChallengesTable;
  sessions: SessionsTable;
  customer_preferences: CustomerPreferencesTable;
  registrations: RegistrationsTable;
  registration_holders: RegistrationHoldersTable;
  audit_log: AuditLogTable;
  nominations: NominationsTable;
  nominees: NomineesTable;
  techno_products: TechnoProductsTable;
  deposit_details: DepositDetailsTable;
  holder_kyc: HolderKycTable;
  holder_documents: HolderDocumentsTable;
  customer_master: CustomerMasterTable;
  application_reviews: ApplicationReviewsTable;
  reminder_mobiles: ReminderMobilesTable;
  consent_requests: ConsentRequestsTable;
  consent_codes: ConsentCodesTable;
  consent_answers: ConsentAnswersTable;
}
