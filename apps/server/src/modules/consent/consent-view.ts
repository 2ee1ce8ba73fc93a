import { createHash } from 'node:crypto';
import {
  calendarDateInIndia,
  type ConsentDeposit,
  type ConsentDetail,
  type Language,
  type NomineesDetails,
} from '@portal/domain';
import { declarationClauses, translateValue } from '@portal/domain/locales';
import type { Database } from '@server/db/client.js';
import {
  writeFormPart,
  type FormPart,
  type Area,
  type Column,
  type Field,
  type FormWriter,
  loadApplicationForPrint,
  type ApplicationPrintData,
  fillText,
  pdfTexts,
} from '@server/modules/application-pdf';

/**
 * A form writer that keeps what the form says rather than laying it out: each filled field and each
 * table row as a label and its value. The consent page shows a holder exactly what the PDF prints
 * about them, from the very code that prints it.
 */
class DetailRecorder implements FormWriter {
  y = 0;
  readonly left = 0;
  readonly width = 500;
  readonly details: ConsentDetail[] = [];

  fields(fields: readonly Field[], _columns?: number, _area?: Area): void {
    for (const field of fields) {
      if (field.value.trim() !== '') this.details.push({ label: field.label, value: field.value });
    }
  }
  table(_columns: readonly Column[], rows: readonly (readonly string[])[], _area?: Area): void {
    for (const [label = '', ...values] of rows) {
      this.details.push({ label, value: values.filter((value) => value.trim() !== '').join(' · ') });
    }
  }
  // The form's headings, layout and pictures say nothing a holder agrees to.
  gap(): void {}
  masthead(): void {}
  sectionHeading(): void {}
  subHeading(): void {}
  paragraph(): void {}
  numberedClauses(): void {}
  framedImage(): void {}
  signatureBoxes(): void {}
  writingBoxes(): void {}
  markEveryPage(): void {}
  addFooters(): void {}
}

/** What a holder's consent is made from: the application as the PDF reads it, its nominees included. */
export interface ConsentSources {
  data: ApplicationPrintData;
}

/**
 * `now` decides which nominees are minors, as shown; the hash leaves that out, so a caller that only
 * hashes need not give it.
 */
export async function loadConsentSources(db: Database, registrationId: number, now?: Date): Promise<ConsentSources> {
  const data = await loadApplicationForPrint(db, registrationId, {}, now ? calendarDateInIndia(now) : undefined);
  if (!data) throw new Error(`application ${registrationId} has gone`);
  return { data };
}

/** What one holder agrees to, in one language (GetRequest's view without its envelope and status). */
export interface ConsentContent {
  referenceNo: string;
  holderNo: number;
  holderName: string;
  accountType: string;
  branchName: string;
  holderDetails: ConsentDetail[];
  declaration: string[];
  nominees: Omit<NomineesDetails, 'version'>;
  deposit: ConsentDeposit | null;
  accountOperations: string;
}

function recordPart(sources: ConsentSources, language: Language, bankName: string, part: FormPart): ConsentDetail[] {
  const recorder = new DetailRecorder();
  writeFormPart(recorder, sources.data, { bankName, photos: new Map(), language }, part);
  return recorder.details;
}

function depositOf(sources: ConsentSources, language: Language, bankName: string): ConsentDeposit | null {
  const deposit = sources.data.deposit;
  if (!deposit) return null;
  const details = recordPart(sources, language, bankName, { kind: 'deposit' });
  const t = pdfTexts(language);
  const fd = deposit.kind === 'FD';
  const tenure = fd
    ? (details.find((detail) => detail.label === t.tenure)?.value ?? '')
    : fillText(t.tenureMonths, { count: deposit.rd_months });
  return {
    kind: deposit.kind,
    amount: Number(fd ? deposit.deposit_amount : deposit.rd_amount),
    tenure,
    details,
  };
}

/** A holder's consent content in `language`: labels, list values and clauses in it. */
export function consentContent(
  sources: ConsentSources,
  holderNo: number,
  language: Language,
  bankName: string,
): ConsentContent {
  const { data } = sources;
  const holder = data.holders.find((candidate) => candidate.holder_sr_no === holderNo);
  const word = (english: string | null | undefined) => (english ? translateValue(language, english) : '');
  const { version: _version, ...nomination } = data.nomination;
  return {
    referenceNo: data.registration.reference_no,
    holderNo,
    holderName: holder?.name ?? '',
    accountType: word(data.registration.account_type_name),
    branchName: word(data.registration.branch_name),
    holderDetails: recordPart(sources, language, bankName, { kind: 'holder', holderSrNo: holderNo }),
    declaration: declarationClauses(language, holderNo === 1 ? 'firstHolder' : 'otherHolder', bankName),
    nominees: nomination,
    deposit: depositOf(sources, language, bankName),
    accountOperations: word(data.registration.account_operations),
  };
}

/** JSON with every object's keys in order, so equal content always hashes alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, each]) => each !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, each]) => `${JSON.stringify(key)}:${canonicalJson(each)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The SHA-256 (hex) of what a holder agrees to: the content in English, whatever language it was read
 * in, with the declaration's clauses in the language agreed in (the words they agreed to). The bank's
 * name stands as the clauses' placeholder: it is the deployment's, not something a holder's agreement
 * can be outdated by. A nominee's being a minor today is left out: it follows from the birth date,
 * which is in, and changes by itself. When the hash of the application as it is now differs from the
 * one recorded, the agreement is Outdated.
 */
export function consentHash(sources: ConsentSources, holderNo: number, language: Language): string {
  const content = consentContent(sources, holderNo, 'en', '');
  const hashed = {
    ...content,
    declaration: declarationClauses(language, holderNo === 1 ? 'firstHolder' : 'otherHolder', ''),
    nominees: {
      ...content.nominees,
      nominees: content.nominees.nominees.map(({ isMinor: _isMinor, ...nominee }) => nominee),
    },
  };
  return createHash('sha256').update(canonicalJson(hashed)).digest('hex');
}
