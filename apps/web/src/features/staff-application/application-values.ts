import {
  FIRST_HOLDER_STEP_KEYS,
  formatDisplayDate,
  formatRupees,
  FUNDS_BY_DEBIT,
  FUNDS_FOR_CREDIT,
  GENDERS,
  holderOneSteps,
  holderVariant,
  HUB_SECTION_HEADINGS,
  isAmountText,
  isValuesStep,
  MARITAL_STATUSES,
  NATIONALITIES,
  OTHER_HOLDER_STEP_KEYS,
  parseIsoDate,
  POI_POA_CHOICES,
  stepApplies,
  stepLabel,
  TECHNO_PRODUCTS,
  TITLES,
  valuesStepOf,
  type ApplicationSections,
  type FdDetails,
  type FirstAccountHolderDetails,
  type FirstHolderStep,
  type NominationMode,
  type NomineeAnswer,
  type NomineesDetails,
  type RdDetails,
  type ValuesStep,
  type ValuesStepField,
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
  RelatedPersonTitle: 'Related Person Title',
  RelatedPeronFirstName: 'Related Person First Name',
  RelatedPeronMiddleName: 'Related Person Middle Name',
  RelatedPeronLastName: 'Related Person Last Name',
  RelatedPersonCustomerRelation: 'Relation with the customer',
  RelatedPersonType: 'Related Person Type',
  RelatedPersonPANNo: 'Related Person PAN',
  RelatedPersonAadhaarNo: 'Related Person Aadhaar No.',
  RelatedPersonCourtOrderNo: 'Court Order No.',
  DeclarantDocuments: 'Documents produced',
  DeclarantTransactionParticulars: 'Transaction particulars',
  DeclarantAmountofTransaction: 'Amount of transaction',
  DetailsOfIncomeTax: 'Income tax ward / circle / range',
  ReasonForNoPan: 'Reason for not having PAN',
  FundsExpectedOrigin: 'Funds expected to be credited',
  FundsUtilisationExpected: 'Funds expected to be debited',
  AverageIncome: 'Average monthly income',
  AverageBalance: 'Expected average balance',
  caste: 'Category',
  BusinessName: 'Employer / firm / institution',
  BusinessIncomeSource: 'Source of income',
  BusinessWealthSource: 'Source of wealth',
  BusinessEstimatedValue: 'Estimated value of assets',
  BusinessAssetDetails: 'Assets',
  BusinessVehicleType: 'Vehicles',
  BusinessCarMaker: 'Car maker',
  BornNonIndia: 'FATCA: born outside India',
  TaxResidenceNonIndia: 'FATCA: tax resident outside India',
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
  // The spec's names of AnnualIncome and the car's month and year, answered beside them.
  'BusinessAnnualIncome',
  'BusinessCarPurchaseYear',
]);

type Options = Readonly<Record<string, readonly { value: string; label: string }[]>>;

/** Coded choices shown by their names. */
const OPTIONS: Options = {
  Title: TITLES,
  Gender: GENDERS,
  MartialStatus: MARITAL_STATUSES,
  Nationality: NATIONALITIES,
  FundsExpectedOrigin: FUNDS_FOR_CREDIT,
  FundsUtilisationExpected: FUNDS_BY_DEBIT,
};

/** Amounts in rupees, saved as digits: shown with ₹ and grouped in lakhs and crores. */
const AMOUNTS = new Set([
  'AverageIncome',
  'AnnualIncome',
  'BusinessAnnualIncome',
  'Turnover',
  'AverageBalance',
  'DeclarantAmountofTransaction',
]);

/** A vehicle's purchase month, saved as its number (1-12). */
const MONTHS = new Set(['TwoWheelerMonth', 'CarMonth', 'OtherVehicleMonth']);
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Rupee amounts inside a list's words ('Upto 100000' → 'Upto ₹1,00,000'), grouped as the amounts are. */
function withRupees(words: string): string {
  return words.replace(/\d{4,}/g, (amount) => formatRupees(amount));
}

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

function textOf(field: string, value: unknown, names: ReferenceNames = NO_NAMES, lists: Options = {}): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return names(field, value) ?? String(value);
  if (Array.isArray(value))
    return value
      .map((item) => textOf(field, item, names, lists))
      .filter(Boolean)
      .join(', ');
  if (typeof value !== 'string') return '';
  // FatherTitle, SpouseTitle… take the titles' list too.
  const options = lists[field] ?? OPTIONS[field] ?? (field.endsWith('Title') ? TITLES : undefined);
  const option = options?.find((candidate) => candidate.value === value);
  // The asset bands' amounts read as rupees; no other list's words have any.
  if (option) return withRupees(option.label);
  if (AMOUNTS.has(field) && isAmountText(value)) return formatRupees(value);
  if (MONTHS.has(field)) return MONTH_NAMES[Number(value) - 1] ?? value;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseIsoDate(value) : null;
  return date ? formatDisplayDate(date) : value;
}

/** A saved object's fields as label and value, in the order the answer has them; empty values left out. */
export function labelledValues(
  values: Record<string, unknown> | null | undefined,
  names: ReferenceNames = NO_NAMES,
  lists: Options = {},
): LabelledValue[] {
  if (!values) return [];
  return Object.entries(values).flatMap(([field, value]) => {
    if (HIDDEN.has(field)) return [];
    const text = textOf(field, value, names, lists);
    return text === '' ? [] : [{ label: labelOf(field), value: text }];
  });
}

function personalValues(holder: FirstAccountHolderDetails, names: ReferenceNames): LabelledValue[] {
  const personal = holder.personalDetails;
  if (!personal) return [];
  const proofs = personal.registrationHoldersPOI.map((proof, index) => ({
    label: `Proof ${index + 1} (${textOf('POIPOA', proof.POIPOA, names, { POIPOA: POI_POA_CHOICES }) || 'POI/POA'})`,
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

/** The six services, under the words the hub and step 6 show them with. */
function technoValues(techno: ApplicationSections['technoProducts']): LabelledValue[] {
  if (!techno) return [];
  const answer: Record<string, unknown> = techno;
  return TECHNO_PRODUCTS.map((product) => ({
    label: product.label,
    value: answer[product.answer] === true ? 'Yes' : 'No',
  }));
}

/** '1 year 6 months', '0 years 0 months 15 days': a deposit's tenure or renewal period, zero parts left out. */
function periodText(years: string, months: string, days: string): string {
  const parts = [
    [years, 'year'],
    [months, 'month'],
    [days, 'day'],
  ] as const;
  return parts
    .filter(([count]) => Number(count) > 0)
    .map(([count, unit]) => `${Number(count)} ${unit}${Number(count) === 1 ? '' : 's'}`)
    .join(' ');
}

const rupeesOrBlank = (amount: string) => (isAmountText(amount) ? formatRupees(amount) : amount);

/** An FD's or RD's details: the amounts in rupees, the tenure and renewal period in words. */
function depositValues(deposit: FdDetails | RdDetails | null): LabelledValue[] {
  if (!deposit) return [];
  const renews = deposit.isAutoRenewal === true || deposit.isAutoRenewal === 1;
  const values: LabelledValue[] = [
    { label: 'Deposit Amount', value: rupeesOrBlank(deposit.depositAmount) },
    { label: 'Tenure', value: periodText(deposit.tenureYear, deposit.tenureMonths, deposit.tenureDays) },
    { label: 'Interest Payout', value: deposit.interestPayout },
    { label: 'Interest Payout Mode', value: deposit.interestPayoutMode },
    { label: 'Auto Renewal', value: renews ? 'Yes' : 'No' },
    {
      label: 'Renewal Period',
      value: renews ? periodText(deposit.periodYear, deposit.periodMonths, deposit.periodDays) : '',
    },
    { label: 'Bank Name', value: deposit.bankName },
    { label: 'Branch Name', value: deposit.branchName },
    { label: 'Account No.', value: deposit.accountNo },
    { label: 'IFSC', value: deposit.ifsc },
  ];
  if ('tdsMembershipNo' in deposit) values.push({ label: 'TDS Membership No.', value: deposit.tdsMembershipNo });
  else {
    values.push(
      { label: 'Debit Account No.', value: deposit.debitAccountNo },
      { label: 'Instalment Amount', value: rupeesOrBlank(deposit.rdAmount) },
      { label: 'Number of Months', value: deposit.rdMonths },
    );
  }
  return values.filter((entry) => entry.value !== '');
}

/**
 * A values step's saved values (decision 054), as saved, each labelled by its definition unless the
 * branch has words of its own for the field (Form 60/61's), its amounts in rupees and Yes/No as words.
 */
function valuesStepValues(definition: ValuesStep, values: Partial<Record<string, unknown>> | null): LabelledValue[] {
  if (!values) return [];
  const fields = new Map<string, ValuesStepField>(definition.fields.map((field) => [field.name, field]));
  return Object.entries(values).flatMap(([name, value]) => {
    const field = fields.get(name);
    const amount = field?.kind === 'amount' && typeof value === 'string' && isAmountText(value);
    const shown = amount ? formatRupees(value) : textOf(name, value);
    return shown === '' ? [] : [{ label: LABELS[name] ?? field?.label ?? labelOf(name), value: shown }];
  });
}

function stepValues(
  step: FirstHolderStep,
  holder: FirstAccountHolderDetails,
  sections: ApplicationSections,
  names: ReferenceNames,
) {
  if (isValuesStep(step)) {
    const definition = valuesStepOf(step);
    return valuesStepValues(definition, holder[definition.answer]);
  }
  switch (step) {
    case 'personal':
      return personalValues(holder, names);
    case 'family':
      return labelledValues(holder.familyDetails, names);
    case 'relatedPerson':
      return labelledValues(holder.relatedPerson, names);
    case 'additional':
      // The asset bands are the holder's flow's own (holder 1's wizard has its income bands).
      return labelledValues(holder.additionalDetails, names, {
        BusinessEstimatedValue: holderVariant(holder.holderSrNo, holder.accountTypeId).estimatedAssetValues,
      });
    case 'technoProducts':
      return technoValues(sections.technoProducts);
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

function sectionValues(key: keyof ApplicationSections, sections: ApplicationSections, names: ReferenceNames) {
  switch (key) {
    case 'nomination':
      return nominationValues(sections.nomination, names);
    case 'technoProducts':
      return technoValues(sections.technoProducts);
    case 'fixedDeposit':
      return depositValues(sections.fixedDeposit);
    case 'recurringDeposit':
      return depositValues(sections.recurringDeposit);
    case 'accountOperations':
      return labelledValues(sections.accountOperations);
  }
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
        values: sectionValues(key, sections, names),
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
