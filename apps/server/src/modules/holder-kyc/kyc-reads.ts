import {
  additionalDetailsAsAsked,
  additionalDetailsWithSpecNames,
  holderVariant,
  isOtherHolderStep,
  messages,
  valuesStepAnswersOf,
  type FirstAccountHolderDetails,
  type OtherHolderDetails,
} from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import { listHolderDocuments, filePath, type HolderDocument } from '@server/modules/documents';
import { listReferenceItems } from '@server/modules/reference';
import { findHolderProgress } from './holder-progress.js';
import { readVisibleRegistration, type OwnRegistration } from '@server/modules/registration';
import type { Principal } from '@server/modules/session';
import { findKyc, findSectionVersions, type KycRow } from './kyc-repository.js';
import { perKycStep, stepVersionIn } from './kyc-steps.js';
import { holderOf, type KycHolder } from './step-save.js';

/** A saved reason's name, as the load response shows it; none saved is ''. */
async function findReasonName(db: Database, reasonId: number | undefined): Promise<string> {
  if (reasonId === undefined) return '';
  return (await listReferenceItems(db, 'CustomerReason')).find((item) => item.id === reasonId)?.name ?? '';
}

/**
 * The holder's personal details with its documents' files, and (as the spec's load response has them
 * beside the holder, holder-wizards.md §3) the files and PAN answer again; empty before its first save.
 */
function personalDetailsOf(kyc: KycRow | undefined, holder: KycHolder, documents: readonly HolderDocument[]) {
  if (!kyc?.personal) {
    return { personalDetails: null, photoFilePath: '', panFilePath: '', poiFilePath: '', isPAN: null };
  }
  const single = (kind: 'photo' | 'pan') =>
    filePath(kind, documents.find((document) => document.kind === kind)?.file_name ?? null);
  const proofs = documents.filter((document) => document.kind === 'proof');
  return {
    personalDetails: {
      ...kyc.personal,
      Id: holder.id,
      IsMinor: kyc.is_minor,
      photoFilePath: single('photo'),
      panFilePath: single('pan'),
      registrationHoldersPOI: proofs.map((proof) => ({
        POIId: proof.id,
        POI: proof.proof_name,
        POINo: proof.proof_number,
        POIPOA: proof.poi_poa,
        ExpiryDate: proof.expiry_date,
        poiFilePath: filePath('proof', proof.file_name),
      })),
    },
    photoFilePath: single('photo'),
    panFilePath: single('pan'),
    poiFilePath: filePath('proof', proofs[0]?.file_name ?? null),
    isPAN: kyc.personal.isPAN,
  };
}

/** What both wizards' details answers share: the holder, its progress and its common steps' values. */
async function readHolderDetails(db: Database, registration: OwnRegistration, holder: KycHolder) {
  const [kyc, documents, [progress]] = await Promise.all([
    findKyc(db, holder.id),
    listHolderDocuments(db, holder.id),
    findHolderProgress(db, registration.id, holder.id),
  ]);
  const reason = await findReasonName(db, kyc?.additional?.CustomerReasonId);
  const details = {
    registrationId: registration.id,
    registrationHolderId: holder.id,
    holderSrNo: holder.holder_sr_no,
    accountTypeId: registration.account_type_id,
    status: registration.status,
    holderStatus: progress?.status ?? 'Partially Filled',
    savedSteps: progress?.savedSteps ?? [],
    ...personalDetailsOf(kyc, holder, documents),
    declarantAssessedTax: kyc?.steps.form60?.DeclarantAssessedTax ?? null,
    reason,
    ...valuesStepAnswersOf(kyc?.steps),
    // Under the spec's names too (BusinessAnnualIncome, BusinessCarPurchaseYear), with the same values.
    additionalDetails: kyc?.additional
      ? additionalDetailsWithSpecNames(
          additionalDetailsAsAsked(kyc.additional, holderVariant(holder.holder_sr_no, registration.account_type_id)),
        )
      : null,
    declarationAccepted: kyc?.declaration_accepted_at != null,
    versions: {
      ...perKycStep((step) => stepVersionIn(kyc, step)),
      ...(await findSectionVersions(db, registration.id)),
    },
  };
  return { details, kyc };
}

/**
 * The holder wizards' reads: everything saved for a holder, so its wizard resumes where it stopped.
 * The customer reads their own application; branch staff read their branch's (the staff application
 * page, GetApplication), an admin any.
 */
export function createKycReads(db: Database) {
  return {
    async getHolderDetails(
      reader: Principal,
      registrationId: number,
      holderId?: number,
    ): Promise<FirstAccountHolderDetails> {
      const registration = await readVisibleRegistration(db, reader, registrationId);
      const holder = await holderOf(db, registration.id, holderId);
      const { details, kyc } = await readHolderDetails(db, registration, holder);
      return {
        ...details,
        familyDetails: kyc?.family ?? null,
        relatedPerson: kyc?.related_person ?? null,
      };
    },

    /**
     * POST /api/Registration/GetOtherHolderDetails: holder 2 onwards of the caller's application
     * (holder 1, or a holder of another application, is 404); readable after submit too.
     */
    async getOtherHolderDetails(
      reader: Principal,
      registrationId: number,
      holderId: number,
    ): Promise<OtherHolderDetails> {
      const registration = await readVisibleRegistration(db, reader, registrationId);
      const holder = await holderOf(db, registration.id, holderId);
      if (holder.holder_sr_no === 1) throw new AppError('NOT_FOUND', messages.holderNotFound);
      const { details } = await readHolderDetails(db, registration, holder);
      // Another holder's progress lists the steps of its wizard only.
      return { ...details, savedSteps: details.savedSteps.filter(isOtherHolderStep) };
    },
  };
}
