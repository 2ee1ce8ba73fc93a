import {
  maskAadhaar,
  messages,
  proofKindOf,
  type FieldError,
  type KycFlowVariant,
  type PersonalDetails,
} from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import {
  deleteDocumentsOfKind,
  deleteProofsExcept,
  insertProof,
  replaceSingleDocument,
  updateProof,
  type HolderDocument,
  type ProofValues,
  type StoredFile,
  type UploadRequest,
} from '@server/modules/documents';
import { listReferenceItems } from '@server/modules/reference';

/** A proof row's field as the body names it, under the holder's values at `at`. */
export const proofField = (at: string, index: number, field: string) =>
  `${at}.registrationHoldersPOI.${index}.${field}`;

/** What the personal step's rules need to know about the files and numbers already on record. */
export function onRecord(documents: readonly HolderDocument[]) {
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

/** The files a holder's personal details carry: the photo, the PAN document (of the flow's types) and a file per proof. */
export function personalUploads(
  at: string,
  sent: PersonalDetails | undefined,
  panFileTypes: KycFlowVariant['panFileTypes'] | undefined,
): UploadRequest[] {
  if (!sent) return [];
  return [
    { field: `${at}.Base64Photo`, value: sent.Base64Photo, limit: 'photo' },
    { field: `${at}.Base64PAN`, value: sent.Base64PAN, limit: 'document', allowedTypes: panFileTypes },
    ...sent.registrationHoldersPOI.map((row, index) => ({
      field: proofField(at, index, 'Base64POI'),
      value: row.Base64POI,
      limit: 'document' as const,
    })),
  ];
}

/** Each proof row names a proof of the bank's list, and a row already saved is one of this holder's. */
export async function refuseUnknownProofs(
  tx: Database,
  at: string,
  personal: PersonalDetails,
  documents: readonly HolderDocument[],
): Promise<void> {
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
}

/**
 * The holder's photo, PAN and proofs as the personal details just saved have them. The proof list
 * sent is the whole table: saved rows it no longer lists are deleted, so the table on record is
 * always the one last saved (DeleteCustomerPOI removes a row at once). A file not sent keeps the one
 * on record; Aadhaar numbers are kept masked only (DESIGN.md §6).
 */
export async function savePersonalFiles(
  tx: Database,
  holderId: number,
  at: string,
  personal: PersonalDetails,
  files: ReadonlyMap<string, StoredFile>,
  now: Date,
): Promise<void> {
  const photo = files.get(`${at}.Base64Photo`);
  if (photo) await replaceSingleDocument(tx, holderId, 'photo', photo, now);
  const pan = files.get(`${at}.Base64PAN`);
  if (!personal.isPAN) await deleteDocumentsOfKind(tx, holderId, 'pan');
  else if (pan) await replaceSingleDocument(tx, holderId, 'pan', pan, now);

  const proofs = personal.registrationHoldersPOI;
  const keep = proofs.flatMap((row) => (row.POIId === undefined ? [] : [row.POIId]));
  await deleteProofsExcept(tx, holderId, keep);
  for (const [index, row] of proofs.entries()) {
    const proof: ProofValues = {
      proofName: row.POI,
      // Never the full Aadhaar number (DESIGN.md §6); a re-sent masked one masks to itself.
      proofNumber: proofKindOf(row.POI) === 'aadhaar' ? maskAadhaar(row.POINo) : row.POINo,
      poiPoa: row.POIPOA,
      expiryDate: row.ExpiryDate === '' ? null : row.ExpiryDate,
    };
    const file: StoredFile | null = files.get(proofField(at, index, 'Base64POI')) ?? null;
    if (row.POIId === undefined) await insertProof(tx, holderId, proof, file, now);
    else await updateProof(tx, row.POIId, proof, file);
  }
}
