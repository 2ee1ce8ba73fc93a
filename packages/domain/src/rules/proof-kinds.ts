import { isValidAadhaar, isValidDrivingLicence, isValidPassport, isValidVoterId } from '../validators/kyc-numbers.js';
import { messages } from '../messages.js';

/**
 * The proof kinds whose numbers have a known format. The bank names its proofs in the POI list
 * ('UID-Aadhaar No.', 'Passport', 'License', 'Voter ID', 'Others'…); the kind is read from the name so
 * a bank's own wording still gets the right check.
 */
export type ProofKind = 'aadhaar' | 'passport' | 'licence' | 'voterId' | 'other';

export function proofKindOf(proofName: string): ProofKind {
  if (/aadhaar|\buid\b/i.test(proofName)) return 'aadhaar';
  if (/passport/i.test(proofName)) return 'passport';
  if (/licen[cs]e/i.test(proofName)) return 'licence';
  if (/voter/i.test(proofName)) return 'voterId';
  return 'other';
}

/** Aadhaar and Voter ID carry no expiry date (holder-wizards.md §5). */
export function proofHasExpiry(kind: ProofKind): boolean {
  return kind !== 'aadhaar' && kind !== 'voterId';
}

const numberRules: Record<ProofKind, { test: (value: string) => boolean; message: string } | null> = {
  aadhaar: { test: isValidAadhaar, message: messages.aadhaarInvalid },
  passport: { test: isValidPassport, message: messages.passportInvalid },
  licence: { test: isValidDrivingLicence, message: messages.licenceInvalid },
  voterId: { test: isValidVoterId, message: messages.voterIdInvalid },
  other: null,
};

/** The message for a proof number that does not fit its kind, or null when it fits. */
export function proofNumberProblem(kind: ProofKind, value: string): string | null {
  const rule = numberRules[kind];
  return rule && !rule.test(value) ? rule.message : null;
}

/** A stored Aadhaar number as it comes back from the server: only the last four digits. */
export const MASKED_AADHAAR_PATTERN = /^XXXX XXXX \d{4}$/;
