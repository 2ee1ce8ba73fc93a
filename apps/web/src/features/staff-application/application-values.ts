import {
  FIRST_HOLDER_STEP_KEYS,
  formatDisplayDate,
  GENDERS,
  holderOneSteps,
  HUB_SECTION_HEADINGS,
  MARITAL_STATUSES,
  NATIONALITIES,
  OTHER_HOLDER_STEP_KEYS,
  parseIsoDate,
  stepApplies,
  stepLabel,
  TITLES,
  type ApplicationSections,
  type FirstAccountHolderDetails,
  type FirstHolderStep,
} from '@portal/domain';

/** The name of a bank list's entry a field holds by id (a state, an occupation), when known. */
export type ReferenceNames = (field: string, id: number) => string | undefined;

const NO_NAMES: ReferenceNames = () => undefined;

/** One line of a definition list: what the value is, and the value as staff read it. */
export interface LabelledValue {
  label: string;
  value: string;
}

/** A holder's step, or a hub section, with its values (empty when nothing is saved). */
export interface ValueGroup {
  key: string;
  heading: string;
  saved: boolean;
  values: LabelledValue[];
}

/** The spec's field names whose words are not what a person would read (spelling quirks, acronyms). */
const LABELS: Record<string, string> = {
  DOB: 'Date of Birth',
  MartialStatus: 'Marital Status',
  mobileNoBelongsTo: 'Mobile No. belongs to',
  Mobile: 'Mobile No.',
  Email: 'E-mail',
  isPAN: 'PAN given',
  PAN: 'PAN',
  IsMinor: 'Minor',
  CKYCNo: 'CKYC No.',
  CustomerId: 'Customer ID',
  InterntBanking: 'Internet Banking',
  interntBanking: 'Internet Banking',
  MinorDOB: "Minor's Date of Birth",
  minorDOB: "Minor's Date of Birth",
  DeclarantAssessedTax: 'Assessed to tax',
  TDSMembershipNo: 'TDS Membership No.',
  tdsMembershipNo: 'TDS Membership No.',
  IFSC: 'IFSC',
  ifsc: 'IFSC',
  NatureofDeposit: 'Nature of Deposit',
  SMSBanking: 'SMS Banking',
  smsBanking: 'SMS Banking',
  CustomerReasonId: 'Reason for opening the account',
};

/** Fields that are the server's bookkeeping, not what the customer gave. */
const HIDDEN = new Set([
  'Id',
  'photoFilePath',
  'panFilePath',
  'poiFilePath',
  'registrationHoldersPOI',
  'version',
  'Version',
  'RegistrationId',
  'RegistrationHolderId',
]);

/** Coded choices shown by their names. */
const OPTIONS: Record<string, readonly { value: string; label: string }[]> = {
  Title: TITLES,
  Gender: GENDERS,
  MartialStatus: MARITAL_STATUSES,
  Nationality: NATIONALITIES,
};

/** A spec field name in words: LocalAddress1 → 'Local Address 1', CustomerReasonId → 'Customer Reason Id'. */
export function labelOf(field: string): string {
  const known = LABELS[field];
  if (known) return known;
  const words = field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function textOf(field: string, value: unknown, names: ReferenceNames = NO_NAMES): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return names(field, value) ?? String(value);
  if (Array.isArray(value))
    return value
      .map((item) => textOf(field, item, names))
      .filter(Boolean)
      .join(', ');
  if (typeof value !== 'string') return '';
  // FatherTitle, SpouseTitle… take the titles' list too.
  const options = OPTIONS[field] ?? (field.endsWith('Title') ? TITLES : undefined);
  const option = options?.find((candidate) => candidate.value === value);
  if (option) return option.label;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseIsoDate(value) : null;
  return date ? formatDisplayDate(date) : value;
}

/** A saved object's fields as label and value, in the order the answer has them; empty values left out. */
export function labelledValues(
  values: Record<string, unknown> | null | undefined,
  names: ReferenceNames = NO_NAMES,
): LabelledValue[] {
  if (!values) return [];
  return Object.entries(values).flatMap(([field, value]) => {
    if (HIDDEN.has(field)) return [];
    const text = textOf(field, value, names);
    return text === '' ? [] : [{ label: labelOf(field), value: text }];
  });
}

function personalValues(holder: FirstAccountHolderDetails, names: ReferenceNames): LabelledValue[] {
  const personal = holder.personalDetails;
  if (!personal) return [];
  const proofs = personal.registrationHoldersPOI.map((proof, index) => ({
    label: `Proof ${index + 1} (${proof.POIPOA === '' ? 'POI/POA' : `POI/POA ${proof.POIPOA}`})`,
    value: [proof.POI, proof.POINo, proof.ExpiryDate === '' ? '' : `valid to ${textOf('', proof.ExpiryDate)}`]
      .filter(Boolean)
      .join(' · '),
  }));
  return [...labelledValues(personal, names), ...proofs];
}

function stepValues(
  step: FirstHolderStep,
  holder: FirstAccountHolderDetails,
  sections: ApplicationSections,
  names: ReferenceNames,
) {
  switch (step) {
    case 'personal':
      return personalValues(holder, names);
    case 'family':
      return labelledValues(holder.familyDetails, names);
    case 'relatedPerson':
      return labelledValues(holder.relatedPerson, names);
    case 'form60':
      return labelledValues(holder.formNo60, names);
    case 'additional':
      return labelledValues(holder.additionalDetails, names);
    case 'technoProducts':
      return labelledValues(sections.technoProducts);
    case 'nomination':
      return labelledValues(holder.nomination);
    case 'declaration':
      return holder.declarationAccepted ? [{ label: 'Declaration accepted', value: 'Yes' }] : [];
  }
}

/**
 * A holder's steps as the holder's wizard names them, those on the holder's path (a minor's related
 * person, Form 60/61 without a PAN, the account type's flow), each with its saved values.
 */
export function holderStepGroups(
  holder: FirstAccountHolderDetails,
  sections: ApplicationSections,
  names: ReferenceNames = NO_NAMES,
): ValueGroup[] {
  const path = {
    minor: holder.personalDetails?.IsMinor ?? false,
    form60: holder.isPAN === false,
    accountTypeId: holder.accountTypeId,
  };
  const first = holder.holderSrNo === 1;
  const steps = first
    ? holderOneSteps(holder.accountTypeId).map((step) => step.key)
    : FIRST_HOLDER_STEP_KEYS.filter((step) => (OTHER_HOLDER_STEP_KEYS as readonly string[]).includes(step));
  const saved = new Set<string>(holder.savedSteps);
  return steps
    .filter((step) => (first ? stepApplies(step, path) : step !== 'form60' || path.form60))
    .map((step) => ({
      key: step,
      heading: first ? stepLabel(step, holder.accountTypeId) : stepLabel(step),
      saved: saved.has(step),
      values: stepValues(step, holder, sections, names),
    }));
}

/** The hub's sections the form type has, under the hub's headings. */
export function sectionGroups(sections: ApplicationSections): ValueGroup[] {
  return (Object.keys(HUB_SECTION_HEADINGS) as (keyof ApplicationSections)[]).flatMap((key) => {
    const section = sections[key];
    if (section === null) return [];
    return [
      {
        key,
        heading: HUB_SECTION_HEADINGS[key],
        saved: section.version > 0,
        values: labelledValues(section),
      },
    ];
  });
}

/** The holder's name as the personal step has it, or 'Holder N' before it is saved. */
export function holderName(holder: FirstAccountHolderDetails): string {
  const personal = holder.personalDetails;
  const name = personal ? [personal.FirstName, personal.MiddleName, personal.LastName].filter(Boolean).join(' ') : '';
  return name === '' ? `Holder ${holder.holderSrNo}` : name;
}
