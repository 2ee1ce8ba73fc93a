import { z } from 'zod';
import { messages, namedMessages } from '../messages.js';
import { GENDERS, MOBILE_BELONGS_TO, NATIONALITIES, type KycFlowVariant } from '../rules/kyc-options.js';
import { isMinor } from '../rules/age.js';
import { MASKED_AADHAAR_PATTERN, proofHasExpiry, proofKindOf, proofNumberProblem } from '../rules/proof-kinds.js';
import { compareCalendarDates, parseIsoDate, type CalendarDate } from '../validators/display-date.js';
import { isValidEmail } from '../validators/email.js';
import { PINCODE_PATTERN } from '../validators/kyc-numbers.js';
import {
  booleanLikeField,
  idField,
  mobileFormat,
  optionalDigitsField,
  optionalLettersField,
  optionalPanField,
  optionalTextField,
  requiredLettersField,
  requiredTextField,
  whenParsed,
} from './fields.js';
import { sharedPerArguments } from './shared-per-arguments.js';

export const MAX_PROOF_ROWS = 10;

/** An uploaded file: raw base64 or a data URL (DESIGN.md §5); '' when nothing new is sent. */
const uploadField = () => z.string().optional().default('');

const optionValue = (values: readonly string[], requiredMessage: string) =>
  z
    .union([z.string(), z.number().int().transform(String)], { error: requiredMessage })
    .refine((value) => values.includes(value), requiredMessage);

/** One row of the proof document table (holder-wizards.md §3 "Proof document row"). */
export const proofRowSchema = z.strictObject({
  /** The saved row's id; absent for a row added since the last save. */
  POIId: idField(messages.poiRequired).optional(),
  /** The proof's name as the POI list has it ('UID-Aadhaar No.', 'Passport'…). */
  POI: requiredTextField(100, messages.poiRequired),
  POINo: optionalTextField(20),
  POIPOA: z
    .union([z.enum(['', '1', '2', '3']), z.number().int().transform(String)], { error: messages.poiPoaRequired })
    .default(''),
  IsPOI: booleanLikeField().optional(),
  IsPOA: booleanLikeField().optional(),
  ExpiryDate: optionalTextField(10),
  Base64POI: uploadField(),
});
export type ProofRow = z.input<typeof proofRowSchema>;
export type ParsedProofRow = z.output<typeof proofRowSchema>;

export function proofCovers(row: { POIPOA: string }) {
  return { poi: row.POIPOA === '2' || row.POIPOA === '3', poa: row.POIPOA === '1' || row.POIPOA === '3' };
}

/**
 * A holder's mobile and e-mail as the wizards check them; the customer master file (account type 5)
 * checks its columns of the same name with these, so a row fails where the wizard would. Made anew on
 * each call: a field schema is not shared between schemas (see sharedPerArguments).
 */
export function holderContactFields() {
  return {
    mobile: requiredTextField(10, messages.phoneRequired).pipe(mobileFormat()),
    email: optionalTextField(100).refine((value) => value === '' || isValidEmail(value), messages.wizardEmailInvalid),
  };
}

/** A holder's address as the wizards and the customer master file check it. Made anew on each call, likewise. */
export function holderAddressFields() {
  return {
    address1: requiredTextField(300, messages.address1Required),
    address2: optionalTextField(300),
    address3: optionalTextField(300),
    city: requiredLettersField(50, messages.cityRequired),
    pin: requiredTextField(6, messages.pincodeRequired).pipe(
      z.string().regex(PINCODE_PATTERN, messages.pincodeInvalid),
    ),
    state: idField(messages.stateRequired),
  };
}

type AddressField = 'Address1' | 'Address2' | 'Address3' | 'City' | 'Pin';

const addressFields = <Prefix extends 'Local' | 'Permanent'>(prefix: Prefix) => {
  const address = holderAddressFields();
  return {
    [`${prefix}Address1`]: address.address1,
    [`${prefix}Address2`]: address.address2,
    [`${prefix}Address3`]: address.address3,
    [`${prefix}City`]: address.city,
    [`${prefix}Pin`]: address.pin,
    [`${prefix}State`]: address.state,
  } as Record<`${Prefix}${AddressField}`, z.ZodType<string, unknown>> &
    Record<`${Prefix}State`, z.ZodType<number, unknown>>;
};

/**
 * The formats of one holder's personal details (holder-wizards.md §3, §5, §9), for one flow's
 * variant. The rules that need today's date or the files on record are in `withPersonalDetailsRules`.
 */
export const personalDetailsObject = sharedPerArguments((variant: KycFlowVariant) => {
  const nameOrEmpty = (required: boolean, message: string) =>
    required ? requiredLettersField(50, message) : optionalLettersField(50);
  const contact = holderContactFields();
  return z.strictObject({
    /** The holder's id; absent means holder 1 of the registration. */
    Id: idField(messages.holderRequired).optional(),
    Title: optionValue(variant.titles, messages.titleRequired),
    FirstName: requiredLettersField(50, messages.firstNameRequired),
    MiddleName: nameOrEmpty(variant.requireMiddleAndLastName, messages.middleNameRequired),
    LastName: nameOrEmpty(variant.requireMiddleAndLastName, messages.lastNameRequired),
    DOB: requiredTextField(10, messages.dateOfBirthRequired).refine(
      (value) => parseIsoDate(value) !== null,
      messages.dateInvalid,
    ),
    Gender: optionValue(
      GENDERS.map((option) => option.value),
      messages.genderRequired,
    ),
    MartialStatus: optionValue(variant.maritalStatuses, messages.maritalStatusRequired),
    Nationality: optionValue(
      NATIONALITIES.map((option) => option.value),
      messages.nationalityRequired,
    ),
    Occupation: idField(messages.occupationRequired),
    Mobile: contact.mobile,
    mobileNoBelongsTo: variant.requireMobileBelongsTo
      ? z.enum(MOBILE_BELONGS_TO, { error: messages.mobileBelongsToRequired })
      : z.union([z.enum(MOBILE_BELONGS_TO), z.literal('')]).default(''),
    Email: contact.email,
    ...addressFields('Local'),
    ...addressFields('Permanent'),
    /** True: a PAN is given; false: 'Fill Form 60/61 if PAN is not available' is ticked. */
    isPAN: booleanLikeField(messages.panOrForm60),
    PAN: optionalPanField(messages.panFormatInvalid),
    /** Worked out by the server from DOB; accepted because the spec's client sends it. */
    IsMinor: booleanLikeField().optional(),
    CustomerId: optionalTextField(20),
    CKYCNo: optionalDigitsField(20),
    Base64Photo: uploadField(),
    Base64PAN: uploadField(),
    registrationHoldersPOI: z.array(proofRowSchema).max(MAX_PROOF_ROWS, messages.tooManyProofs),
  });
});
export type PersonalDetailsInput = z.input<ReturnType<typeof personalDetailsObject>>;
export type PersonalDetails = z.output<ReturnType<typeof personalDetailsObject>>;

export interface PersonalDetailsRules {
  today: CalendarDate;
  /** Photo, PAN and proof files are required (false for account type 5: DESIGN.md §5). */
  uploadsRequired: boolean;
  /** What this holder already has on record, so a re-save need not send the files again. */
  onRecord: {
    photo: boolean;
    pan: boolean;
    proofFiles: ReadonlySet<number>;
    maskedAadhaar: ReadonlyMap<number, string>;
  };
}

export const NOTHING_ON_RECORD: PersonalDetailsRules['onRecord'] = {
  photo: false,
  pan: false,
  proofFiles: new Set(),
  maskedAadhaar: new Map(),
};

type Issue = { path: (string | number)[]; message: string };

/** The proof table's rules (holder-wizards.md §5 "Step 1 submit checks"), one issue per problem. */
export function proofTableIssues(
  rows: readonly ParsedProofRow[],
  rules: Pick<PersonalDetailsRules, 'today' | 'uploadsRequired' | 'onRecord'>,
): Issue[] {
  const issues: Issue[] = [];
  if (rows.length === 0) return [{ path: ['registrationHoldersPOI'], message: messages.atLeastOneProof }];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const at = (field: string) => ['registrationHoldersPOI', index, field];
    const kind = proofKindOf(row.POI);
    if (seen.has(row.POI.toLowerCase()))
      issues.push({ path: at('POI'), message: namedMessages.proofDuplicate(row.POI) });
    seen.add(row.POI.toLowerCase());

    const keepsMaskedAadhaar =
      kind === 'aadhaar' &&
      row.POIId !== undefined &&
      MASKED_AADHAAR_PATTERN.test(row.POINo) &&
      rules.onRecord.maskedAadhaar.get(row.POIId) === row.POINo;
    if (row.POINo === '') issues.push({ path: at('POINo'), message: namedMessages.proofNumberRequired(row.POI) });
    else if (!keepsMaskedAadhaar) {
      const problem = proofNumberProblem(kind, row.POINo);
      if (problem) issues.push({ path: at('POINo'), message: problem });
    }

    if (row.POIPOA === '') issues.push({ path: at('POIPOA'), message: namedMessages.proofChoiceRequired(row.POI) });

    if (row.ExpiryDate !== '') {
      const expiry = parseIsoDate(row.ExpiryDate);
      if (!proofHasExpiry(kind)) issues.push({ path: at('ExpiryDate'), message: messages.expiryNotApplicable });
      else if (!expiry) issues.push({ path: at('ExpiryDate'), message: messages.dateInvalid });
      else if (compareCalendarDates(expiry, rules.today) < 0) {
        issues.push({ path: at('ExpiryDate'), message: messages.expiryInPast });
      }
    }

    const hasFile = row.Base64POI !== '' || (row.POIId !== undefined && rules.onRecord.proofFiles.has(row.POIId));
    if (rules.uploadsRequired && !hasFile) {
      issues.push({ path: at('Base64POI'), message: namedMessages.proofUploadRequired(row.POI) });
    }
  });
  const covered = rows.map(proofCovers);
  if (!covered.some((row) => row.poi))
    issues.push({ path: ['registrationHoldersPOI'], message: messages.poiDocumentMissing });
  if (!covered.some((row) => row.poa))
    issues.push({ path: ['registrationHoldersPOI'], message: messages.poaDocumentMissing });
  return issues;
}

type PersonalValues = z.output<ReturnType<typeof personalDetailsObject>>;

/** One rule of the step over a few fields: the fields it reads and the problems it finds. */
interface PersonalRule {
  reads: readonly (keyof PersonalValues)[];
  issues: (value: PersonalValues) => Issue[];
}

/** The rules of the personal step that need today's date, the holder's choice of PAN or Form 60/61, or what is on record. */
function personalRules(rules: PersonalDetailsRules): PersonalRule[] {
  const needsFile = (sent: string, onRecord: boolean) => rules.uploadsRequired && sent === '' && !onRecord;
  return [
    {
      reads: ['DOB'],
      issues: ({ DOB }) => {
        const birthDate = parseIsoDate(DOB);
        const inFuture = birthDate !== null && compareCalendarDates(birthDate, rules.today) > 0;
        return inFuture ? [{ path: ['DOB'], message: messages.dateInFuture }] : [];
      },
    },
    {
      reads: ['isPAN', 'PAN'],
      issues: ({ isPAN, PAN }) => {
        if (isPAN && PAN === '') return [{ path: ['PAN'], message: messages.panRequired }];
        if (!isPAN && PAN !== '') return [{ path: ['PAN'], message: messages.panWithForm60 }];
        return [];
      },
    },
    {
      reads: ['isPAN', 'Base64PAN'],
      issues: ({ isPAN, Base64PAN }) => {
        if (isPAN && needsFile(Base64PAN, rules.onRecord.pan)) {
          return [{ path: ['Base64PAN'], message: messages.panDocumentRequired }];
        }
        if (!isPAN && Base64PAN !== '') return [{ path: ['Base64PAN'], message: messages.panWithForm60 }];
        return [];
      },
    },
    {
      reads: ['Base64Photo'],
      issues: ({ Base64Photo }) =>
        needsFile(Base64Photo, rules.onRecord.photo)
          ? [{ path: ['Base64Photo'], message: messages.photoRequired }]
          : [],
    },
    {
      reads: ['registrationHoldersPOI'],
      issues: ({ registrationHoldersPOI }) => proofTableIssues(registrationHoldersPOI, rules),
    },
  ];
}

/**
 * A holder's personal-details object (any flow's) with the step's rules over several fields. Each rule
 * runs as soon as the fields it reads have parsed, whatever else failed, so a save lists every problem
 * of the step at once rather than the rest only after the first ones are put right.
 */
export function withPersonalDetailsRules<Schema extends z.ZodType<PersonalValues>>(
  schema: Schema,
  rules: PersonalDetailsRules,
): Schema {
  const checks = personalRules(rules).map(({ reads, issues }) =>
    z.superRefine<PersonalValues>((value, ctx) => {
      for (const issue of issues(value)) ctx.addIssue({ code: 'custom', ...issue });
    }, whenParsed(reads)),
  );
  return schema.check(...checks);
}

/** The holder's personal details with every rule of the step, for the form and the server. */
export function createPersonalDetailsSchema(variant: KycFlowVariant, rules: PersonalDetailsRules) {
  return withPersonalDetailsRules(personalDetailsObject(variant), rules);
}

/** Under 18 on `today` by the 365.25-day rule; false when the date is not readable yet. */
export function holderIsMinor(dob: string, today: CalendarDate): boolean {
  const birthDate = parseIsoDate(dob);
  return birthDate !== null && isMinor(birthDate, today);
}
