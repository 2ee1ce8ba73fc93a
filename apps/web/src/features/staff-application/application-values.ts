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
  type NominationMode,
  type NomineeAnswer,
  type NomineesDetails,
} from '@portal/domain';
import type { LabelledValue } from '@/components/value-list';

/** The name of a bank list's entry a field holds by id (a state, an occupation), when known. */
export type ReferenceNames = (field: string, id: number) => string | undefined;

const NO_NAMES: ReferenceNames = () => undefined;

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

const NOMINATION_MODE_WORDS: Record<NominationMode, string> = {
  Successive: 'One after another (successive)',
  Simultaneous: 'Together with shares (simultaneous)',
  None: 'No nomination (declared by the depositor)',
};

/** A nominee's or appointee's name and address in one line each. */
function personText(parts: readonly string[]): string {
  return parts.filter((part) => part.trim() !== '').join(', ');
}

function nomineeValues(nominee: NomineeAnswer, mode: NominationMode, names: ReferenceNames): LabelledValue[] {
  const name = [nominee.firstName, nominee.middleName, nominee.lastName].filter(Boolean).join(' ');
  const state = nominee.stateId === null ? '' : (names('State', nominee.stateId) ?? '');
  const values = [
    {
      label: `Nominee ${nominee.order}`,
      value: personText([
        `${name} (${nominee.relationship})`,
        `born ${textOf('', nominee.dateOfBirth)}${nominee.isMinor ? ', a minor' : ''}`,
        mode === 'Simultaneous' ? `share ${nominee.sharePercent} %` : '',
        nominee.address1,
        nominee.address2,
        nominee.address3,
        nominee.city,
        nominee.pincode,
        state,
      ]),
    },
  ];
  const appointee = nominee.appointee;
  if (!appointee) return values;
  return [
    ...values,
    {
      label: `Appointee for nominee ${nominee.order}`,
      value: personText([
        `${appointee.firstName} ${appointee.lastName} (${appointee.relationship})`,
        appointee.address1,
        appointee.address2,
        appointee.city,
        appointee.pincode,
      ]),
    },
  ];
}

/** The nomination: how the nominees receive the deposit, then each nominee in order with a minor's appointee. */
function nominationValues(details: NomineesDetails | null, names: ReferenceNames): LabelledValue[] {
  if (!details || details.mode === '') return [];
  const { mode } = details;
  return [
    { label: 'Nomination', value: NOMINATION_MODE_WORDS[mode] },
    ...details.nominees.flatMap((nominee) => nomineeValues(nominee, mode, names)),
  ];
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
    // Step 7 saves the hub's account-operations instruction and the nominees.
    case 'nomination':
      return [...labelledValues(sections.accountOperations), ...nominationValues(sections.nomination, names)];
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
export function sectionGroups(sections: ApplicationSections, names: ReferenceNames = NO_NAMES): ValueGroup[] {
  return (Object.keys(HUB_SECTION_HEADINGS) as (keyof ApplicationSections)[]).flatMap((key) => {
    const section = sections[key];
    if (section === null) return [];
    return [
      {
        key,
        heading: HUB_SECTION_HEADINGS[key],
        saved: section.version > 0,
        values: key === 'nomination' ? nominationValues(sections.nomination, names) : labelledValues(section),
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
