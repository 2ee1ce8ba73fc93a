import {
  calendarDateInIndia,
  createRegistrationRequestSchema,
  createUpdatePersonalDetailsRequestSchema,
  FORM_TYPE,
  holderIsMinor,
  holderOneVariant,
  idField,
  messages,
  OTHER_HOLDER_VARIANT,
  type CalendarDate,
  type FieldError,
  type KycFlowVariant,
  type PersonalDetails,
  type PersonalDetailsRules,
  type registrationRequestShape,
  type StoredPersonalDetails,
  type updatePersonalDetailsRequestShape,
} from '@portal/domain';
import { z } from 'zod';
import type { Database } from '@server/db/client.js';
import { AppError, validationError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import { parseOrThrow } from '@server/lib/parse-or-throw.js';
import { recordAudit } from '@server/modules/audit';
import { listHolderDocuments, prepareUploads, type HolderDocument, type StoredFile } from '@server/modules/documents';
import {
  lockEditableRegistration,
  readEditableRegistration,
  readOwnRegistration,
  touchRegistration,
  type Customer,
  type OwnRegistration,
  setRegistrationEmail,
  assertOwnMobile,
  checkPrimaryDetails,
  withNewRegistration,
  type NewRegistration,
} from '@server/modules/registration';
import { findHolderOfRegistration, saveKycStep, setHolderNames } from './kyc-repository.js';
import { KYC_STEPS } from './kyc-steps.js';
import { onRecord, personalUploads, refuseUnknownProofs, savePersonalFiles } from './personal-files.js';
import { holderOf, type KycHolder } from './step-save.js';

type RegistrationInput = z.output<typeof registrationRequestShape>;
type UpdatePersonalInput = z.output<typeof updatePersonalDetailsRequestShape>;

/** Where a holder's personal details sit in the body: errors name their fields under it. */
const FIRST_HOLDER_PERSONAL = 'registrationHolders.0';
const OTHER_HOLDER_PERSONAL = 'objRegistrationHolders';

/**
 * One holder's personal-details save, whichever call carries it (Registration for holder 1,
 * UpdatePersonalDetails for the others).
 */
interface PersonalSave {
  /** One of the caller's applications, or a new one the call creates (Registration without RegistrationId). */
  target: { registrationId: number } | { create: NewRegistration };
  /** The holder named by the body; undefined means holder 1. */
  holderId: number | undefined;
  /** The body's path to the holder's values, e.g. 'registrationHolders.0'. */
  at: string;
  /** The values as the route's shape parsed them: only their uploads are read before the rules run. */
  sent: PersonalDetails | undefined;
  /** The step's version the caller started from (undefined: overwrite). */
  expectedVersion: number | undefined;
  /** Checks of the call itself, once the application and holder are known (400s and the like). */
  check(registration: OwnRegistration, holder: KycHolder): void;
  /** The application's e-mail, when the call sets it (the Registration's Email). */
  email?: string | undefined;
  /** The flow of the holder the call is for: holder 1's by account type, or the other-holder wizard. */
  variant(registration: Pick<OwnRegistration, 'account_type_id'>): KycFlowVariant;
  /** Parses the whole body with the step's rules (the application's flow) and answers the holder's values. */
  parse(rules: PersonalDetailsRules, registration: OwnRegistration): PersonalDetails;
}

/** The application and holder a refused personal-details call names (holder 1 without a holder id). */
const refusedTargetSchema = z.object({
  registrationId: idField(messages.registrationRequired),
  holderId: idField(messages.holderRequired).optional(),
});

/** A member of a JSON body not yet parsed; undefined when the body is not an object or lacks it. */
function fieldOf(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
}

/** The primary details the spec's client repeats must be the application's own. */
function primaryDetailsMismatches(registration: OwnRegistration, body: RegistrationInput): FieldError[] {
  const checks = [
    ['AccountTypeId', body.AccountTypeId, registration.account_type_id, messages.formTypeRequired],
    ['EntityTypeId', body.EntityTypeId, registration.entity_type_id, messages.entityTypeRequired],
    ['LocationId', body.LocationId, registration.location_id, messages.locationRequired],
    ['BranchId', body.BranchId, registration.branch_code, messages.branchRequired],
  ] as const;
  return checks
    .filter(([, sent, own]) => sent !== undefined && String(sent) !== String(own))
    .map(([field, , , message]) => ({ field, message }));
}

/**
 * The application a Registration call saves holder 1 of: the one it names, or a new one from its
 * primary details (required by the call's schema when no RegistrationId is sent). Its e-mail is the
 * call's Email, else holder 1's own.
 */
function registrationTarget(body: RegistrationInput): PersonalSave['target'] {
  if (body.RegistrationId !== undefined) return { registrationId: body.RegistrationId };
  const { AccountTypeId, EntityTypeId, LocationId, BranchId } = body;
  if (AccountTypeId === undefined || EntityTypeId === undefined || LocationId === undefined || BranchId === undefined) {
    // The schema requires them without a RegistrationId; this is its refusal, should it ever be skipped.
    throw validationError('RegistrationId', messages.registrationRequired);
  }
  return {
    create: {
      email: body.Email ?? body.registrationHolders[0]?.Email ?? '',
      accountTypeId: AccountTypeId,
      entityTypeId: EntityTypeId,
      locationId: LocationId,
      branchCode: BranchId,
    },
  };
}

/** What the personal step's calls share: the database and the clock. */
interface PersonalContext {
  db: Database;
  clock: Clock;
}

const todayOf = (clock: Clock) => calendarDateInIndia(clock.now());

/** The personal step's rules for a holder of an application: today, account type 5 and the files on record. */
function personalRules(
  clock: Clock,
  registration: Pick<OwnRegistration, 'account_type_id'>,
  documents: readonly HolderDocument[],
): PersonalDetailsRules {
  return {
    today: todayOf(clock),
    uploadsRequired: registration.account_type_id !== FORM_TYPE.existingCustomerFixedDeposit,
    onRecord: onRecord(documents),
  };
}

/**
 * A personal-details call the route's shape refused. When it names one of the caller's applications
 * and a holder of it, the body is parsed again with that holder's rules (files on record, account
 * type 5), so the 400 lists every problem in one pass; otherwise the route's refusal stands.
 */
async function refusePersonal(
  { db, clock }: PersonalContext,
  customer: Customer,
  target: { registrationId: unknown; holderId: unknown },
  refusal: Error,
  parse: (rules: PersonalDetailsRules, registration: OwnRegistration) => unknown,
): Promise<never> {
  const ids = refusedTargetSchema.safeParse(target);
  if (ids.success) {
    const registration = await readOwnRegistration(db, customer, ids.data.registrationId);
    const holder = await findHolderOfRegistration(db, registration.id, ids.data.holderId);
    if (holder) parse(personalRules(clock, registration, await listHolderDocuments(db, holder.id)), registration);
  }
  throw refusal;
}

/**
 * Whose application it is, checked before any file is decoded: a stranger's upload costs no image
 * work. The PAN document's types are the flow's (holder-wizards.md §5); an account's type never
 * changes, so the flow read here, before the lock, is the one the save is checked by. A new
 * application's primary details are checked against the bank's lists first, likewise.
 */
async function accountTypeOf(
  db: Database,
  customer: Customer,
  target: PersonalSave['target'],
): Promise<Pick<OwnRegistration, 'account_type_id'>> {
  if ('create' in target) {
    await checkPrimaryDetails(db, target.create);
    return { account_type_id: target.create.accountTypeId };
  }
  return readEditableRegistration(db, customer, target.registrationId, 'personal');
}

/**
 * The personal details as the holder's KYC row keeps them: the files and proofs are documents of
 * their own, and whether the holder is a minor is worked out from the date of birth.
 */
export function personalDetailsToKeep(personal: PersonalDetails): StoredPersonalDetails {
  const {
    Id: _id,
    IsMinor: _isMinor,
    Base64Photo: _photo,
    Base64PAN: _pan,
    registrationHoldersPOI: _proofs,
    ...values
  } = personal;
  return values;
}

/** The details themselves, without their files, in the holder's KYC row; the names on the holder too. */
async function savePersonalValues(
  tx: Database,
  holderId: number,
  personal: PersonalDetails,
  when: { now: Date; today: CalendarDate },
  expectedVersion: number | undefined,
): Promise<number> {
  const values = personalDetailsToKeep(personal);
  const version = await saveKycStep(tx, holderId, KYC_STEPS.personal.column, values, when.now, expectedVersion, {
    is_minor: holderIsMinor(personal.DOB, when.today),
    is_pan: personal.isPAN,
  });
  const names = { first_name: personal.FirstName, middle_name: personal.MiddleName, last_name: personal.LastName };
  await setHolderNames(tx, holderId, names, when.now);
  return version;
}

/** A personal-details save whose files are prepared: the caller, the save and the files by field. */
interface PreparedSave {
  customer: Customer;
  save: PersonalSave;
  files: ReadonlyMap<string, StoredFile>;
}

/** The save inside its transaction, the application locked: checked by the holder's rules, then kept and audited. */
async function savePersonalIn(
  tx: Database,
  clock: Clock,
  registrationId: number,
  { customer, save, files }: PreparedSave,
) {
  const registration = await lockEditableRegistration(tx, customer, registrationId, 'personal');
  const holder = await holderOf(tx, registration.id, save.holderId);
  save.check(registration, holder);
  const documents = await listHolderDocuments(tx, holder.id);
  const personal = save.parse(personalRules(clock, registration, documents), registration);
  if (personal.Id !== undefined && personal.Id !== holder.id) {
    throw validationError(`${save.at}.Id`, messages.holderRequired);
  }
  await refuseUnknownProofs(tx, save.at, personal, documents);

  const now = clock.now();
  const when = { now, today: todayOf(clock) };
  const version = await savePersonalValues(tx, holder.id, personal, when, save.expectedVersion);
  await savePersonalFiles(tx, holder.id, save.at, personal, files, now);
  if (save.email !== undefined) await setRegistrationEmail(tx, registration.id, save.email);
  await touchRegistration(tx, registration.id, now);
  await recordAudit(tx, {
    at: now,
    principal: customer,
    registrationId: registration.id,
    action: KYC_STEPS.personal.action,
    detail: { holderId: holder.id, filesReplaced: files.size, proofs: personal.registrationHoldersPOI.length },
  });
  return { registrationId: registration.id, referenceNo: registration.reference_no, version };
}

/**
 * A holder's personal details with photo, PAN and proofs, in one transaction (personal-files.ts).
 * Photo, PAN and proof files are optional for account type 5 (DESIGN.md §5).
 */
async function savePersonal(context: PersonalContext, customer: Customer, save: PersonalSave) {
  const { db, clock } = context;
  const { sent, target } = save;
  const accountType = await accountTypeOf(db, customer, target);
  const panFileTypes = sent && sent.Base64PAN !== '' ? save.variant(accountType).panFileTypes : undefined;
  // Decoded and re-encoded before the transaction: no lock is held while images are processed.
  const prepared = { customer, save, files: await prepareUploads(personalUploads(save.at, sent, panFileTypes)) };
  if ('create' in target) {
    return withNewRegistration(db, clock, customer, target.create, (tx, created) =>
      savePersonalIn(tx, clock, created.registrationId, prepared),
    );
  }
  return db.transaction().execute((tx) => savePersonalIn(tx, clock, target.registrationId, prepared));
}

/** POST /api/Registration/Registration: holder 1's personal details with photo, PAN and proofs. */
function saveFirstHolderPersonal(context: PersonalContext, customer: Customer, body: RegistrationInput) {
  if (body.Mobile !== undefined) assertOwnMobile(customer, body.Mobile);
  return savePersonal(context, customer, {
    target: registrationTarget(body),
    email: body.RegistrationId === undefined ? undefined : body.Email,
    holderId: undefined,
    at: FIRST_HOLDER_PERSONAL,
    sent: body.registrationHolders[0],
    expectedVersion: body.Version,
    check(registration) {
      const mismatches = primaryDetailsMismatches(registration, body);
      if (mismatches.length > 0) throw new AppError('VALIDATION_ERROR', mismatches[0]!.message, mismatches);
    },
    variant: (registration) => holderOneVariant(registration.account_type_id),
    parse: (rules, registration) =>
      parseOrThrow(createRegistrationRequestSchema(holderOneVariant(registration.account_type_id), rules), body)
        .registrationHolders[0]!,
  });
}

/** Registration refused by the route's shape: every problem of the step in its 400. */
function refuseFirstHolderPersonal(context: PersonalContext, customer: Customer, body: unknown, refusal: Error) {
  // A call that would create the application: the rules of its account type, with no files on record.
  const accountTypeId = idField(messages.formTypeRequired).safeParse(fieldOf(body, 'AccountTypeId'));
  if (fieldOf(body, 'RegistrationId') === undefined && accountTypeId.success) {
    const rules = personalRules(context.clock, { account_type_id: accountTypeId.data }, []);
    parseOrThrow(createRegistrationRequestSchema(holderOneVariant(accountTypeId.data), rules), body);
    throw refusal;
  }
  return refusePersonal(
    context,
    customer,
    { registrationId: fieldOf(body, 'RegistrationId'), holderId: undefined },
    refusal,
    (rules, registration) =>
      parseOrThrow(createRegistrationRequestSchema(holderOneVariant(registration.account_type_id), rules), body),
  );
}

/** UpdatePersonalDetails refused by the route's shape: every problem of the step in its 400. */
function refuseOtherHolderPersonal(context: PersonalContext, customer: Customer, body: unknown, refusal: Error) {
  const target = {
    registrationId: fieldOf(body, 'RegistrationId'),
    holderId: fieldOf(fieldOf(body, OTHER_HOLDER_PERSONAL), 'Id'),
  };
  return refusePersonal(context, customer, target, refusal, (rules) =>
    parseOrThrow(createUpdatePersonalDetailsRequestSchema(rules), body),
  );
}

/** POST /api/Registration/UpdatePersonalDetails: another holder's personal details (holder 2 onwards). */
function saveOtherHolderPersonal(context: PersonalContext, customer: Customer, body: UpdatePersonalInput) {
  return savePersonal(context, customer, {
    holderId: body.objRegistrationHolders.Id,
    at: OTHER_HOLDER_PERSONAL,
    target: { registrationId: body.RegistrationId },
    sent: body.objRegistrationHolders,
    expectedVersion: body.Version,
    check(_registration, holder) {
      if (holder.holder_sr_no === 1) {
        throw validationError(`${OTHER_HOLDER_PERSONAL}.Id`, messages.personalDetailsOtherHoldersOnly);
      }
    },
    variant: () => OTHER_HOLDER_VARIANT,
    parse: (rules) => parseOrThrow(createUpdatePersonalDetailsRequestSchema(rules), body).objRegistrationHolders,
  });
}

/**
 * The personal step of every holder: its details with photo, PAN and proof files, saved by
 * Registration (holder 1) and UpdatePersonalDetails (the others).
 */
export function createPersonalStep(db: Database, clock: Clock) {
  const context: PersonalContext = { db, clock };
  return {
    saveFirstHolderPersonal: (customer: Customer, body: RegistrationInput) =>
      saveFirstHolderPersonal(context, customer, body),
    refuseFirstHolderPersonal: (customer: Customer, body: unknown, refusal: Error) =>
      refuseFirstHolderPersonal(context, customer, body, refusal),
    refuseOtherHolderPersonal: (customer: Customer, body: unknown, refusal: Error) =>
      refuseOtherHolderPersonal(context, customer, body, refusal),
    saveOtherHolderPersonal: (customer: Customer, body: UpdatePersonalInput) =>
      saveOtherHolderPersonal(context, customer, body),
  };
}
