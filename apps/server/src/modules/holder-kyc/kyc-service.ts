import {
  calendarDateInIndia,
  createAdditionalDetailsSchema,
  createRegistrationRequestSchema,
  createUpdateFamilyDetailsRequestSchema,
  createUpdatePersonalDetailsRequestSchema,
  holderOneVariant,
  additionalDetailsAsAsked,
  holderVariant,
  OTHER_HOLDER_VARIANT,
  FORM_TYPE,
  deriveIncomeFigures,
  holderIsMinor,
  isOtherHolderStep,
  idField,
  MASKED_AADHAAR_PATTERN,
  maskAadhaar,
  messages,
  namedMessages,
  proofKindOf,
  stepLabel,
  usesSecondFlow,
  type FieldError,
  type FirstAccountHolderDetails,
  type KycFlowVariant,
  type OtherHolderDetails,
  type PersonalDetails,
  type PersonalDetailsRules,
  type registrationRequestShape,
  type UpdateAdditionalDetailsRequest,
  type updatePersonalDetailsRequestShape,
  type updateAccountHolderStatusRequestSchema,
  type UpdateFamilyDetailsRequest,
  type updateFormNo60RequestSchema,
  type updateRelatedPersonRequestSchema,
} from '@portal/domain';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError, validationError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { parseOrThrow } from '../../lib/parse-or-throw.js';
import { recordAudit } from '../audit/audit-repository.js';
import {
  countProofs,
  deleteDocument,
  deleteDocumentsOfKind,
  findProofOfRegistration,
  deleteProofsExcept,
  insertProof,
  listHolderDocuments,
  replaceSingleDocument,
  updateProof,
  type HolderDocument,
  type ProofValues,
} from '../documents/document-repository.js';
import { filePath } from '../documents/file-paths.js';
import { prepareUploads, type StoredFile, type UploadRequest } from '../documents/uploads.js';
import { findHolderProgress } from '../holders/holder-progress.js';
import { listReferenceItems, referenceItemExists, referenceItemNamed } from '../reference/reference-repository.js';
import {
  lockEditableRegistration,
  readEditableRegistration,
  readOwnRegistration,
  touchRegistration,
  type Customer,
  type OwnRegistration,
} from '../registration/registration-access.js';
import {
  acceptDeclaration,
  findDa1Nomination,
  findHolderOfRegistration,
  findKyc,
  findSectionVersions,
  saveKycStep,
  setHolderNames,
  touchHolder,
} from './kyc-repository.js';

type RegistrationInput = z.output<typeof registrationRequestShape>;
type UpdatePersonalInput = z.output<typeof updatePersonalDetailsRequestShape>;
type HolderTarget = { RegistrationId: number; RegistrationHolderId?: number | undefined; Version?: number | undefined };
type Holder = { id: number; holder_sr_no: number };
type RelatedPersonInput = z.output<typeof updateRelatedPersonRequestSchema>;
type FormNo60Input = z.output<typeof updateFormNo60RequestSchema>;
type DeclarationInput = z.output<typeof updateAccountHolderStatusRequestSchema>;

/** A step's values as stored and given back: the call's fields without the target and the version. */
function withoutTarget<Values extends HolderTarget>({
  RegistrationId: _registrationId,
  RegistrationHolderId: _holderId,
  Version: _version,
  ...values
}: Values) {
  return values;
}

/** Where a holder's personal details sit in the body: errors name their fields under it. */
const FIRST_HOLDER_PERSONAL = 'registrationHolders.0';
const OTHER_HOLDER_PERSONAL = 'objRegistrationHolders';
const proofField = (at: string, index: number, field: string) => `${at}.registrationHoldersPOI.${index}.${field}`;

/**
 * One holder's personal-details save, whichever call carries it (Registration for holder 1,
 * UpdatePersonalDetails for the others).
 */
interface PersonalSave {
  registrationId: number;
  /** The holder named by the body; undefined means holder 1. */
  holderId: number | undefined;
  /** The body's path to the holder's values, e.g. 'registrationHolders.0'. */
  at: string;
  /** The values as the route's shape parsed them: only their uploads are read before the rules run. */
  sent: PersonalDetails | undefined;
  /** The step's version the caller started from (undefined: overwrite). */
  expectedVersion: number | undefined;
  /** Checks of the call itself, once the application and holder are known (400s and the like). */
  check(registration: OwnRegistration, holder: Holder): void;
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

export function createHolderKycService(db: Database, clock: Clock) {
  const today = () => calendarDateInIndia(clock.now());

  async function holderOf(tx: Database, registrationId: number, holderId?: number): Promise<Holder> {
    const holder = await findHolderOfRegistration(tx, registrationId, holderId);
    // A holder of another registration answers as a missing one.
    if (!holder) throw new AppError('NOT_FOUND', messages.holderNotFound);
    return holder;
  }

  /**
   * One step save, one transaction: lock the caller's own editable application, find the holder,
   * save, move both "Last updated"s and audit (never the values themselves). Answers the step's new
   * version, as `save` does.
   */
  async function saveStep(
    customer: Customer,
    target: HolderTarget,
    action: string,
    save: (tx: Database, holder: Holder, registration: OwnRegistration) => Promise<number>,
  ): Promise<number> {
    return db.transaction().execute(async (tx) => {
      const registration = await lockEditableRegistration(tx, customer, target.RegistrationId);
      const holder = await holderOf(tx, registration.id, target.RegistrationHolderId);
      const version = await save(tx, holder, registration);
      const now = clock.now();
      await touchHolder(tx, holder.id, now);
      await touchRegistration(tx, registration.id, now);
      await recordAudit(tx, {
        at: now,
        principal: customer,
        registrationId: registration.id,
        action,
        detail: { holderId: holder.id },
      });
      return version;
    });
  }

  /** The steps after the personal one need what it decided (minor, PAN or Form 60). */
  async function savedPersonal(tx: Database, holderId: number) {
    const kyc = await findKyc(tx, holderId);
    if (!kyc?.personal) throw new AppError('CONFLICT', messages.personalDetailsFirst);
    return { ...kyc, personal: kyc.personal };
  }

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
    const { at, sent } = save;
    // Whose application it is, checked before any file is decoded: a stranger's upload costs no image
    // work. The PAN document's types are the flow's (holder-wizards.md §5); an account's type never
    // changes, so the flow read here, before the lock, is the one the save is checked by.
    const editable = await readEditableRegistration(db, customer, save.registrationId);
    const panFileTypes = sent && sent.Base64PAN !== '' ? save.variant(editable).panFileTypes : undefined;
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

    return db.transaction().execute(async (tx) => {
      const registration = await lockEditableRegistration(tx, customer, save.registrationId);
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
      const version = await saveKycStep(tx, holder.id, 'personal', values, now, save.expectedVersion, {
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

      await touchRegistration(tx, registration.id, now);
      await recordAudit(tx, {
        at: now,
        principal: customer,
        registrationId: registration.id,
        action: 'holder.personal.saved',
        detail: { holderId: holder.id, filesReplaced: files.size, proofs: proofs.length },
      });
      return { registrationId: registration.id, referenceNo: registration.reference_no, version };
    });
  }

  /** What both wizards' details answers share: the holder, its progress and its common steps' values. */
  async function holderDetails(registration: OwnRegistration, holder: Holder) {
    const [kyc, documents, [progress]] = await Promise.all([
      findKyc(db, holder.id),
      listHolderDocuments(db, holder.id),
      findHolderProgress(db, registration.id, holder.id),
    ]);
    const single = (kind: 'photo' | 'pan') =>
      filePath(kind, documents.find((document) => document.kind === kind)?.file_name ?? null);
    const details = {
      registrationId: registration.id,
      registrationHolderId: holder.id,
      holderSrNo: holder.holder_sr_no,
      accountTypeId: registration.account_type_id,
      status: registration.status,
      holderStatus: progress?.status ?? 'Partially Filled',
      savedSteps: progress?.savedSteps ?? [],
      personalDetails: kyc?.personal
        ? {
            ...kyc.personal,
            Id: holder.id,
            IsMinor: kyc.is_minor,
            photoFilePath: single('photo'),
            panFilePath: single('pan'),
            registrationHoldersPOI: documents
              .filter((document) => document.kind === 'proof')
              .map((proof) => ({
                POIId: proof.id,
                POI: proof.proof_name,
                POINo: proof.proof_number,
                POIPOA: proof.poi_poa,
                ExpiryDate: proof.expiry_date,
                poiFilePath: filePath('proof', proof.file_name),
              })),
          }
        : null,
      formNo60: kyc?.form_no_60 ?? null,
      additionalDetails: kyc?.additional
        ? additionalDetailsAsAsked(kyc.additional, holderVariant(holder.holder_sr_no, registration.account_type_id))
        : null,
      declarationAccepted: kyc?.declaration_accepted_at != null,
      versions: {
        personal: kyc?.personal_version ?? 0,
        family: kyc?.family_version ?? 0,
        relatedPerson: kyc?.related_person_version ?? 0,
        form60: kyc?.form_no_60_version ?? 0,
        additional: kyc?.additional_version ?? 0,
        declaration: kyc?.declaration_version ?? 0,
        ...(await findSectionVersions(db, registration.id)),
      },
    };
    return { details, kyc };
  }

  return {
    /**
     * POST /api/Registration/Registration: holder 1's personal details with photo, PAN and proofs.
     */
    saveFirstHolderPersonal(customer: Customer, body: RegistrationInput) {
      return savePersonal(customer, {
        registrationId: body.RegistrationId,
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
        registrationId: body.RegistrationId,
        holderId: body.objRegistrationHolders.Id,
        at: OTHER_HOLDER_PERSONAL,
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

    async getHolderDetails(
      customer: Customer,
      registrationId: number,
      holderId?: number,
    ): Promise<Omit<FirstAccountHolderDetails, 'responseCode' | 'responseMessage'>> {
      const registration = await readOwnRegistration(db, customer, registrationId);
      const holder = await holderOf(db, registration.id, holderId);
      const { details, kyc } = await holderDetails(registration, holder);
      // One nomination per application: whichever of the hub and step 7 saved it, step 7 opens with it.
      const nomination = await findDa1Nomination(db, registration.id);
      return {
        ...details,
        familyDetails: kyc?.family ?? null,
        relatedPerson: kyc?.related_person ?? null,
        nomination: nomination
          ? {
              NatureofDeposit: nomination.nature_of_deposit,
              DistinguishingNo: nomination.distinguishing_no,
              AdditionalDetails: nomination.additional_details,
              NomineeFirstName: nomination.nominee_first_name,
              NomineeMiddleName: nomination.nominee_middle_name,
              NomineeLastName: nomination.nominee_last_name,
              NomineeAddress1: nomination.nominee_address1,
              NomineeAddress2: nomination.nominee_address2,
              NomineeAddress3: nomination.nominee_address3,
              Relationship: nomination.relationship,
              Age: nomination.age,
              MinorDOB: nomination.minor_dob,
              AccountOperations: registration.account_operations,
            }
          : null,
      };
    },

    /**
     * POST /api/Registration/GetOtherHolderDetails: holder 2 onwards of the caller's application
     * (holder 1, or a holder of another application, is 404); readable after submit too.
     */
    async getOtherHolderDetails(
      customer: Customer,
      registrationId: number,
      holderId: number,
    ): Promise<OtherHolderDetails> {
      const registration = await readOwnRegistration(db, customer, registrationId);
      const holder = await holderOf(db, registration.id, holderId);
      if (holder.holder_sr_no === 1) throw new AppError('NOT_FOUND', messages.holderNotFound);
      const { details } = await holderDetails(registration, holder);
      // Another holder's progress lists the steps of its wizard only.
      return { ...details, savedSteps: details.savedSteps.filter(isOtherHolderStep) };
    },

    /**
     * Family details: the first holder only, after its personal step, whose marital status says
     * whether a spouse / maiden name is asked (and kept).
     */
    updateFamilyDetails(customer: Customer, request: HolderTarget & UpdateFamilyDetailsRequest) {
      return saveStep(customer, request, 'holder.family.saved', async (tx, holder) => {
        if (holder.holder_sr_no !== 1) throw validationError('RegistrationHolderId', messages.familyOnlyForFirstHolder);
        const kyc = await savedPersonal(tx, holder.id);
        const rules = { maritalStatus: kyc.personal.MartialStatus };
        const input = parseOrThrow(createUpdateFamilyDetailsRequestSchema(rules), request);
        return saveKycStep(tx, holder.id, 'family', withoutTarget(input), clock.now(), input.Version);
      });
    },

    /** The related person (guardian) of a minor holder; the Aadhaar number is kept masked only. */
    updateRelatedPerson(customer: Customer, input: RelatedPersonInput) {
      return saveStep(customer, input, 'holder.relatedPerson.saved', async (tx, holder) => {
        const kyc = await savedPersonal(tx, holder.id);
        if (!kyc.is_minor) throw validationError('RegistrationHolderId', messages.relatedPersonOnlyForMinor);
        let aadhaar = input.RelatedPersonAadhaarNo;
        if (MASKED_AADHAAR_PATTERN.test(aadhaar)) {
          // The masked form stands for the number on record, and only for it.
          if (kyc.related_person?.RelatedPersonAadhaarNo !== aadhaar) {
            throw validationError('RelatedPersonAadhaarNo', messages.aadhaarInvalid);
          }
        } else aadhaar = maskAadhaar(aadhaar);
        const values = { ...withoutTarget(input), RelatedPersonAadhaarNo: aadhaar };
        return saveKycStep(tx, holder.id, 'related_person', values, clock.now(), input.Version);
      });
    },

    /** Form 60/61: only for a holder who gave no PAN. */
    updateFormNo60(customer: Customer, input: FormNo60Input) {
      return saveStep(customer, input, 'holder.form60.saved', async (tx, holder) => {
        const kyc = await savedPersonal(tx, holder.id);
        if (kyc.is_pan) throw validationError('RegistrationHolderId', messages.form60OnlyWithoutPan);
        return saveKycStep(tx, holder.id, 'form_no_60', withoutTarget(input), clock.now(), input.Version);
      });
    },

    /**
     * Additional details of any holder, checked by the rules of the holder's wizard: holder 1's, or
     * the other-holder variant's (all four castes, vehicles by year up to this year, no Address 3).
     */
    updateAdditionalDetails(customer: Customer, request: HolderTarget & UpdateAdditionalDetailsRequest) {
      return saveStep(customer, request, 'holder.additional.saved', async (tx, holder, registration) => {
        const input = parseOrThrow(
          createAdditionalDetailsSchema(holderVariant(holder.holder_sr_no, registration.account_type_id), today()),
          request,
        );
        // The choices must be entries of the bank's lists.
        const problems: FieldError[] = [];
        if (!(await referenceItemNamed(tx, 'OccupationDetails', input.OccupationDetails))) {
          problems.push({ field: 'OccupationDetails', message: messages.occupationDetailsRequired });
        }
        const ids = [
          ['CustomerReasonId', 'CustomerReason', input.CustomerReasonId],
          ['Education', 'Education', input.Education],
          ['OtherBankAccounts', 'OtherBankAccounts', input.OtherBankAccounts],
        ] as const;
        for (const [field, list, id] of ids) {
          if (id !== '' && !(await referenceItemExists(tx, list, id))) {
            problems.push({ field, message: messages.reasonRequired });
          }
        }
        if (problems.length > 0) throw new AppError('VALIDATION_ERROR', problems[0]!.message, problems);
        const derived = deriveIncomeFigures(input.AverageIncome);
        const values = { ...withoutTarget(input), AnnualIncome: derived.annualIncome, Turnover: derived.turnover };
        return saveKycStep(tx, holder.id, 'additional', values, clock.now(), input.Version);
      });
    },

    /** DeleteCustomerPOI: removes one saved proof row, never a holder's last. */
    async deleteProof(customer: Customer, registrationId: number, proofId: number): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const registration = await lockEditableRegistration(tx, customer, registrationId);
        const proof = await findProofOfRegistration(tx, registration.id, proofId);
        if (!proof) throw new AppError('NOT_FOUND', messages.notFound);
        if ((await countProofs(tx, proof.holder_id)) <= 1) throw validationError('Id', messages.lastProofCompulsory);
        await deleteDocument(tx, proof.id);
        const now = clock.now();
        await touchHolder(tx, proof.holder_id, now);
        await touchRegistration(tx, registration.id, now);
        await recordAudit(tx, {
          at: now,
          principal: customer,
          registrationId: registration.id,
          action: 'holder.proof.deleted',
          detail: { holderId: proof.holder_id, proofId: proof.id },
        });
      });
    },

    /** The holder accepts the declaration ('I agree to above terms and conditions'). */
    acceptDeclaration(customer: Customer, input: DeclarationInput) {
      return saveStep(customer, input, 'holder.declaration.accepted', async (tx, holder, registration) => {
        // Another holder, and holder 1 in the second flow, declare once their wizard's steps are saved;
        // in the first-holder wizard the declaration comes just before SubmitAccount, which checks.
        if (holder.holder_sr_no !== 1 || usesSecondFlow(registration.account_type_id)) {
          const [progress] = await findHolderProgress(tx, registration.id, holder.id);
          const missing = (progress?.missingSteps ?? []).filter((step) => step !== 'declaration');
          if (missing.length > 0) {
            const labels = missing.map((step) => stepLabel(step, registration.account_type_id));
            throw validationError('RegistrationHolderId', namedMessages.stepsBeforeDeclaration(labels));
          }
        }
        return acceptDeclaration(tx, holder.id, clock.now(), input.Version);
      });
    },
  };
}

export type HolderKycService = ReturnType<typeof createHolderKycService>;
