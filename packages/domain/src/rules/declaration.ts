import type { Language } from './languages.js';

/** Which holder's declaration: the first holder's 14 clauses or another holder's 19. */
export type DeclarationKind = 'firstHolder' | 'otherHolder';

/** A declaration's clauses with `{bank}` where the bank's name goes, in one language. */
export type DeclarationTemplates = Record<DeclarationKind, readonly string[]>;

/**
 * The first holder's declaration: 14 numbered clauses naming the bank (holder-wizards.md §2, §9),
 * covering accuracy, FATCA/CRS, data sharing and processing, investigations, changes within 30 days,
 * the CKYC registry, document verification, terms and conditions, ATM card renewal and PEP status.
 * The wizard shows them and the application PDF prints them: one text for both.
 */
const FIRST_HOLDER_DECLARATION = [
  'I/We hereby declare that the details furnished above are true and correct to the best of my/our knowledge and belief, and I/we undertake to inform {bank} of any change therein immediately. In case any of the above information is found to be false, untrue, misleading or misrepresenting, I/we am/are aware that I/we may be held liable for it.',
  'I/We confirm that I/we have read and understood the FATCA/CRS instructions and that the information given for FATCA/CRS purposes is true; I/we shall submit the FATCA/CRS self-certification form separately to {bank} where it applies.',
  'I/We authorise {bank} to share the information furnished by me/us, and the details of my/our account and transactions, with the Government, regulatory, statutory and tax authorities of India and of other countries as required under FATCA/CRS and other laws.',
  'I/We consent to {bank} processing, storing and using my/our personal data for opening and operating the account, for complying with law and for providing me/us its services.',
  'I/We authorise {bank} to share my/our information with its service providers, credit information companies and agencies engaged by it, for verification, credit checks and the services requested by me/us.',
  'I/We agree that {bank} may make such enquiries and investigations as it deems fit to verify the information given by me/us, and I/we shall co-operate with any such investigation.',
  'I/We undertake to inform {bank} in writing within 30 days of any change in the information provided here, including my/our address, contact details, tax residence or status.',
  'I/We hereby consent to {bank} sharing my/our KYC information with the Central KYC Records Registry (CKYCR), and to receiving information from the registry through SMS or e-mail on my/our registered mobile number and e-mail address.',
  'I/We authorise {bank} to download my/our KYC records from the Central KYC Records Registry, using my/our KYC identifier, for the purpose of verifying my/our identity and address.',
  'I/We agree that {bank} may verify the documents submitted by me/us with their issuing authorities, including through Aadhaar authentication, and I/we confirm that the copies submitted are of genuine documents.',
  'I/We have read and understood the terms and conditions governing the opening and operation of the account and the services chosen, as amended from time to time, and agree to abide by them.',
  'I/We agree to abide by the rules of {bank} as to the service charges and fees applicable to the account and the services chosen, and authorise {bank} to debit them to my/our account.',
  'I/We request {bank} to issue an ATM/debit card if opted for, and to renew it automatically on expiry unless I/we inform {bank} otherwise in writing.',
  'I/We declare that I am/we are not a politically exposed person (PEP) or a relative or close associate of a PEP, unless stated otherwise to {bank}, and shall inform {bank} if this changes.',
] as const;

/**
 * Another holder's declaration: 19 numbered clauses naming the bank (holder-wizards.md §2, §9), on the
 * same subjects as the first holder's — accuracy, FATCA/CRS, data sharing and processing,
 * investigations, changes within 30 days, CKYC registry sharing and download, document verification,
 * terms and conditions, ATM card renewal and PEP status — with 'I agree to above terms and conditions'.
 */
const OTHER_HOLDER_DECLARATION = [
  'I hereby declare that the details furnished above are true and correct to the best of my knowledge and belief, and I undertake to inform {bank} of any change therein immediately.',
  'In case any of the above information is found to be false, untrue, misleading or misrepresenting, I am aware that I may be held liable for it, and {bank} may close the account.',
  'I confirm that I have read and understood the FATCA/CRS instructions, and that the information I have given to {bank} for FATCA/CRS purposes is true and complete.',
  'I shall submit the FATCA/CRS self-certification form separately to {bank} where I was born, or am resident for tax purposes, outside India.',
  'I authorise {bank} to share the information furnished by me, and the details of the account and its transactions, with the Government, regulatory, statutory and tax authorities of India and of other countries as required under FATCA/CRS and other laws.',
  'I consent to {bank} processing, storing and using my personal data for opening and operating the account, for complying with law and for providing me its services.',
  'I authorise {bank} to share my information with its service providers, credit information companies and agencies engaged by it, for verification, credit checks and the services I have requested.',
  'I agree that {bank} may make such enquiries and investigations as it deems fit to verify the information given by me, and I shall co-operate with any such investigation.',
  'I agree that {bank} may share my information with law enforcement agencies and authorities investigating any offence, where the law requires it.',
  'I undertake to inform {bank} in writing within 30 days of any change in the information provided here, including my address, contact details, tax residence or status.',
  'I hereby consent to {bank} sharing my KYC information with the Central KYC Records Registry (CKYCR).',
  'I consent to receiving information from the Central KYC Records Registry, on {bank} sharing my records with it, through SMS or e-mail on my registered mobile number and e-mail address.',
  'I authorise {bank} to download my KYC records from the Central KYC Records Registry, using my KYC identifier, for verifying my identity and address.',
  'I agree that {bank} may verify the documents submitted by me with their issuing authorities, including through Aadhaar authentication.',
  'I confirm that the copies of documents submitted by me to {bank} are of genuine documents, and I shall produce the originals for verification when asked.',
  'I have read and understood the terms and conditions of {bank} governing the opening and operation of the account and the services chosen, as amended from time to time, and agree to abide by them.',
  'I agree to abide by the rules of {bank} as to the service charges and fees applicable to the account and the services chosen, and authorise {bank} to debit them to the account.',
  'I request {bank} to issue an ATM/debit card if opted for, and to renew it automatically on expiry unless I inform {bank} otherwise in writing.',
  'I declare that I am not a politically exposed person (PEP) or a relative or close associate of a PEP, unless stated otherwise to {bank}, and shall inform {bank} if this changes.',
] as const;

/**
 * The declarations in English, as templates. Marathi and Hindi are the same templates in
 * packages/domain/src/locales/declarations.*.json, so the web and the PDF fill them alike.
 */
export const DECLARATION_TEMPLATES: DeclarationTemplates = {
  firstHolder: FIRST_HOLDER_DECLARATION,
  otherHolder: OTHER_HOLDER_DECLARATION,
};

/**
 * What stands for the bank when it has no name configured. Marathi's clauses name the bank as
 * '{bank} यांना' (the respectful form letters use for an institution), which reads right after
 * 'बँक व्यवस्थापन' too.
 */
const UNNAMED_BANK: Record<Language, string> = { en: 'the Bank', mr: 'बँक व्यवस्थापन', hi: 'बैंक' };

/** A declaration's clauses in `language` with the bank's name in place of `{bank}`. */
export function fillDeclaration(templates: readonly string[], bankName: string, language: Language = 'en'): string[] {
  const bank = bankName || UNNAMED_BANK[language];
  // A function replacement: a bank name with '$' in it is taken literally.
  return templates.map((template) => template.replaceAll('{bank}', () => bank));
}

/** The first holder's 14 clauses in English for the bank's name. */
export function firstHolderDeclarationClauses(bankName: string): string[] {
  return fillDeclaration(FIRST_HOLDER_DECLARATION, bankName);
}

/** Another holder's 19 clauses in English for the bank's name. */
export function otherHolderDeclarationClauses(bankName: string): string[] {
  return fillDeclaration(OTHER_HOLDER_DECLARATION, bankName);
}
