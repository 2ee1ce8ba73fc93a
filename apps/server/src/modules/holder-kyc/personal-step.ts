import {
  calendarDateInIndia,
  createRegistrationRequestSchema,
  createUpdatePersonalDetailsRequestSchema,
  FORM_TYPE,
  holderIsMinor,
  holderOneVariant,
  idField,
  maskAadhaar,
  messages,
  OTHER_HOLDER_VARIANT,
  proofKindOf,
  type FieldError,
  type KycFlowVariant,
  type PersonalDetails,
  type PersonalDetailsRules,
  type registrationRequestShape,
  type updatePersonalDetailsRequestShape,
} from '@portal/domain';
import { z } from 'zod';
import type { Database } from '@server/db/client.js';
import { AppError, validationError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import { parseOrThrow } from '@server/lib/parse-or-throw.js';
import { recordAudit } from '@server/modules/audit';
import {
  deleteDocumentsOfKind,
  deleteProofsExcept,
  insertProof,
  listHolderDocuments,
  replaceSingleDocument,
  updateProof,
  type HolderDocument,
  type ProofValues,
  prepareUploads,
  type StoredFile,
  type UploadRequest,
} from '@server/modules/documents';
import { listReferenceItems } from '@server/modules/reference';
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
import { holderOf, type KycHolder } from './step-save.js';

type RegistrationInput = z.output<typeof registrationRequestShape>;
type UpdatePersonalInput = z.output<typeof updatePersonalDetailsRequestShape>;

/** Where a holder's personal details sit in the body: errors name their fields under it. */
const FIRST_HOLDER_PERSONAL = 'registrationHolders.0';
const OTHER_HOLDER_PERSONAL = 'objRegistrationHolders';
const proofField = (at: string, index: number, field: string) => `${at}.registrationHoldersPOI.${index}.${field}`;

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

/** What the personal step's rules need to know about the files and numbers already on record. */
function onRecord(documents: readonly HolderDocument[]) {
  const proofs = documents.filter((document) => document.kind === 'proof');
  return {
    photo: documents.some((document) => document.kind === 'photo'),
    pan: documents.some((document) => document.kind === 'pan'),
    proofFiles: new Set(proofs.filter((proof) => proof.file_name !== null).map((proof) => proof.id)),
    maskedAadhaar: new Map(
      proofs
        .filter((proof) => proofKindOf(proof.proof_name) === 'aadhaar')
        .map((proof) => [proof.id, proof.proof_number]),
    ),
  };
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

/**
 * The personal step of every holder: its details with photo, PAN and proof files, saved by
 * Registration (holder 1) and UpdatePersonalDetails (the others).
 */
export function createPersonalStep(db: Database, clock: Clock) {
  const today = () => calendarDateInIndia(clock.now());

  /** The personal step's rules for a holder of an application: today, account type 5 and the files on record. */
  function personalRules(
    registration: Pick<OwnRegistration, 'account_type_id'>,
    documents: readonly HolderDocument[],
  ): PersonalDetailsRules {
    return {
      today: today(),
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
    customer: Customer,
    target: { registrationId: unknown; holderId: unknown },
    refusal: Error,
    parse: (rules: PersonalDetailsRules, registration: OwnRegistration) => unknown,
  ): Promise<never> {
    const ids = refusedTargetSchema.safeParse(target);
    if (ids.success) {
      const registration = await readOwnRegistration(db, customer, ids.data.registrationId);
      const holder = await findHolderOfRegistration(db, registration.id, ids.data.holderId);
      if (holder) parse(personalRules(registration, await listHolderDocuments(db, holder.id)), registration);
    }
    throw refusal;
  }

  /**
   * A holder's personal details with photo, PAN and proofs, in one transaction. The proof list sent
   * is the whole table: saved rows it no longer lists are deleted, so the table on record is always
   * the one last saved (DeleteCustomerPOI removes a row at once). Photo, PAN and proof files are
   * optional for account type 5 (DESIGN.md §5); Aadhaar numbers are kept masked only (§6).
   */
  async function savePersonal(customer: Customer, save: PersonalSave) {
    const { at, sent, target } = save;
    // Whose application it is, checked before any file is decoded: a stranger's upload costs no image
    // work. The PAN document's types are the flow's (holder-wizards.md §5); an account's type never
    // changes, so the flow read here, before the lock, is the one the save is checked by. A new
    // application's primary details are checked against the bank's lists first, likewise.
    let accountType: Pick<OwnRegistration, 'account_type_id'>;
    if ('create' in target) {
      await checkPrimaryDetails(db, target.create);
      accountType = { account_type_id: target.create.accountTypeId };
    } else accountType = await readEditableRegistration(db, customer, target.registrationId, 'personal');
    const panFileTypes = sent && sent.Base64PAN !== '' ? save.variant(accountType).panFileTypes : undefined;
    const uploads: UploadRequest[] = sent
      ? [
          { field: `${at}.Base64Photo`, value: sent.Base64Photo, limit: 'photo' },
          { field: `${at}.Base64PAN`, value: sent.Base64PAN, limit: 'document', allowedTypes: panFileTypes },
          ...sent.registrationHoldersPOI.map((row, index) => ({
            field: proofField(at, index, 'Base64POI'),
            value: row.Base64POI,
            limit: 'document' as const,
          })),
        ]
      : [];
    // Decoded and re-encoded before the transaction: no lock is held while images are processed.
    const files = await prepareUploads(uploads);

    const saveIn = async (tx: Database, registrationId: number) => {
      const registration = await lockEditableRegistration(tx, customer, registrationId, 'personal');
      const holder = await holderOf(tx, registration.id, save.holderId);
      save.check(registration, holder);
      const documents = await listHolderDocuments(tx, holder.id);
      const personal = save.parse(personalRules(registration, documents), registration);
      if (personal.Id !== undefined && personal.Id !== holder.id) {
        throw validationError(`${at}.Id`, messages.holderRequired);
      }

      const savedProofIds = new Set(documents.filter((d) => d.kind === 'proof').map((d) => d.id));
      const proofNames = new Set((await listReferenceItems(tx, 'POI')).map((item) => item.name));
      const problems: FieldError[] = [];
      personal.registrationHoldersPOI.forEach((row, index) => {
        if (!proofNames.has(row.POI))
          problems.push({ field: proofField(at, index, 'POI'), message: messages.unknownProof });
        if (row.POIId !== undefined && !savedProofIds.has(row.POIId)) {
          problems.push({ field: proofField(at, index, 'POIId'), message: messages.unknownProof });
        }
      });
      if (problems.length > 0) throw new AppError('VALIDATION_ERROR', problems[0]!.message, problems);

      const now = clock.now();
      const {
        Id: _id,
        IsMinor: _isMinor,
        Base64Photo: _photo,
        Base64PAN: _pan,
        registrationHoldersPOI: proofs,
        ...values
      } = personal;
      const version = await saveKycStep(tx, holder.id, KYC_STEPS.personal.column, values, now, save.expectedVersion, {
        is_minor: holderIsMinor(personal.DOB, today()),
        is_pan: personal.isPAN,
      });
      await setHolderNames(
        tx,
        holder.id,
        { first_name: personal.FirstName, middle_name: personal.MiddleName, last_name: personal.LastName },
        now,
      );

      const photo = files.get(`${at}.Base64Photo`);
      if (photo) await replaceSingleDocument(tx, holder.id, 'photo', photo, now);
      const pan = files.get(`${at}.Base64PAN`);
      if (!personal.isPAN) await deleteDocumentsOfKind(tx, holder.id, 'pan');
      else if (pan) await replaceSingleDocument(tx, holder.id, 'pan', pan, now);

      const keep = proofs.flatMap((row) => (row.POIId === undefined ? [] : [row.POIId]));
      await deleteProofsExcept(tx, holder.id, keep);
      for (const [index, row] of proofs.entries()) {
        const proof: ProofValues = {
          proofName: row.POI,
          // Never the full Aadhaar number (DESIGN.md §6); a re-sent masked one masks to itself.
          proofNumber: proofKindOf(row.POI) === 'aadhaar' ? maskAadhaar(row.POINo) : row.POINo,
          poiPoa: row.POIPOA,
          expiryDate: row.ExpiryDate === '' ? null : row.ExpiryDate,
        };
        const file: StoredFile | null = files.get(proofField(at, index, 'Base64POI')) ?? null;
        if (row.POIId === undefined) await insertProof(tx, holder.id, proof, file, now);
        else await updateProof(tx, row.POIId, proof, file);
      }

      if (save.email !== undefined) await setRegistrationEmail(tx, registration.id, save.email);
      await touchRegistration(tx, registration.id, now);
      await recordAudit(tx, {
        at: now,
        principal: customer,
        registrationId: registration.id,
        action: KYC_STEPS.personal.action,
        detail: { holderId: holder.id, filesReplaced: files.size, proofs: proofs.length },
      });
      return { registrationId: registration.id, referenceNo: registration.reference_no, version };
    };

    if ('create' in target) {
      return withNewRegistration(db, clock, customer, target.create, (tx, created) =>
        saveIn(tx, created.registrationId),
      );
    }
    return db.transaction().execute((tx) => saveIn(tx, target.registrationId));
  }

  return {
    /**
     * POST /api/Registration/Registration: holder 1's personal details with photo, PAN and proofs.
     */
    saveFirstHolderPersonal(customer: Customer, body: RegistrationInput) {
      if (body.Mobile !== undefined) assertOwnMobile(customer, body.Mobile);
      return savePersonal(customer, {
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
    },

    /** Registration refused by the route's shape: every problem of the step in its 400. */
    refuseFirstHolderPersonal(customer: Customer, body: unknown, refusal: Error) {
      // A call that would create the application: the rules of its account type, with no files on record.
      const accountTypeId = idField(messages.formTypeRequired).safeParse(fieldOf(body, 'AccountTypeId'));
      if (fieldOf(body, 'RegistrationId') === undefined && accountTypeId.success) {
        const registration = { account_type_id: accountTypeId.data };
        parseOrThrow(
          createRegistrationRequestSchema(holderOneVariant(accountTypeId.data), personalRules(registration, [])),
          body,
        );
        throw refusal;
      }
      return refusePersonal(
        customer,
        { registrationId: fieldOf(body, 'RegistrationId'), holderId: undefined },
        refusal,
        (rules, registration) =>
          parseOrThrow(createRegistrationRequestSchema(holderOneVariant(registration.account_type_id), rules), body),
      );
    },

    /** UpdatePersonalDetails refused by the route's shape: every problem of the step in its 400. */
    refuseOtherHolderPersonal(customer: Customer, body: unknown, refusal: Error) {
      const target = {
        registrationId: fieldOf(body, 'RegistrationId'),
        holderId: fieldOf(fieldOf(body, 'objRegistrationHolders'), 'Id'),
      };
      return refusePersonal(customer, target, refusal, (rules) =>
        parseOrThrow(createUpdatePersonalDetailsRequestSchema(rules), body),
      );
    },

    /** POST /api/Registration/UpdatePersonalDetails: another holder's personal details (holder 2 onwards). */
    saveOtherHolderPersonal(customer: Customer, body: UpdatePersonalInput) {
      return savePersonal(customer, {
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
    },
  };
}
