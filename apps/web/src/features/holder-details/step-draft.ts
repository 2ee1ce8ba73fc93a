import type { FirstHolderStep } from '@portal/domain';
import type { HolderKey } from '@/lib/registration-queries';

/*
 * What a customer typed on a wizard step and has not saved yet, kept for this tab only (sessionStorage)
 * so that a reload reopens the step as it was (decision 020). Never a file (the Base64… fields or a data
 * URL) and never a full Aadhaar number: those fields are stored as nothing and must be given again.
 */

const PREFIX = 'wizardDraft';

/** One draft per application, holder and step. */
export function stepDraftKey(holder: HolderKey, step: FirstHolderStep): string {
  return `${PREFIX}:${holder.registrationId}:${holder.registrationHolderId}:${step}`;
}

/** Twelve digits, spaced or not: a full Aadhaar number (a masked one has X's and is kept). */
const FULL_AADHAAR = /^\d{4}\s?\d{4}\s?\d{4}$/;

function isSecret(key: string, value: unknown): boolean {
  if (/^base64/i.test(key)) return true;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  if (typeof value !== 'string') return false;
  return value.startsWith('data:') || FULL_AADHAAR.test(value.trim());
}

function cleanValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => cleanValue(item));
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    // Inside a list (a proof row) a dropped field becomes '', so the row keeps its shape.
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        isSecret(key, item) ? '' : cleanValue(item),
      ]),
    );
  }
  return value;
}

/**
 * The values as they may be stored: a top-level file or Aadhaar field is left out (the step's own
 * default then stands), one inside a list is ''.
 */
export function draftOf(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([key, value]) => value !== undefined && !isSecret(key, value))
      .map(([key, value]) => [key, cleanValue(value)]),
  );
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off (a privacy setting): the wizard works, only without drafts.
    return null;
  }
}

export function readStepDraft(key: string): Record<string, unknown> | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function writeStepDraft(key: string, values: Record<string, unknown>): void {
  try {
    storage()?.setItem(key, JSON.stringify(draftOf(values)));
  } catch {
    // Over the quota: the draft is a convenience, the step itself still works.
  }
}

export function clearStepDraft(key: string): void {
  storage()?.removeItem(key);
}
