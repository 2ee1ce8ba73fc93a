import {
  describeTenure,
  calendarDateInIndia,
  deriveIncome,
  familyMembersOf,
  FAMILY_MEMBER_LABELS,
  firstHolderDeclarationClauses,
  otherHolderDeclarationClauses,
  formatDisplayDate,
  formatIndianAmount,
  FUNDS_BY_DEBIT,
  FUNDS_FOR_CREDIT,
  GENDERS,
  holderVariant,
  isAmountText,
  labelOf,
  MARITAL_STATUSES,
  maskAadhaar,
  MASKED_AADHAAR_PATTERN,
  namedMessages,
  NATIONALITIES,
  parseIsoDate,
  POI_POA_CHOICES,
  proofKindOf,
  TITLES,
  VEHICLE_FIELDS,
  type KycFlowVariant,
  type StoredAdditionalDetails,
  type StoredFormNo60,
  type StoredPersonalDetails,
} from '@portal/domain';
import type { ApplicationPrintData, PrintDocument, PrintHolder } from './pdf-data-repository.js';
import { FormLayout, type Field } from './pdf-layout.js';

export const APPLICATION_FORM_TITLE = 'Account Opening Form';
/** What every page of a Partially Filled application's PDF says (docs/decisions/009). */
export const DRAFT_MARK = 'DRAFT - not submitted';

/**
 * The branch's part of the form, once it has one (the review's verification and approval). Each value
 * left out prints as a blank line to be filled in by hand.
 */
export interface OfficeUse {
  verifiedBy?: string;
  verifiedAt?: Date;
  approvedBy?: string;
  approvedAt?: Date;
  accountNumber?: string;
}

/** A stored value as printed text ('' for nothing). */
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return '';
}

/**
 * A stored amount grouped in lakhs and crores (2,50,000), as on screen. Its label says '(Rs.)': the
 * PDF's built-in Helvetica has no ₹ (docs/decisions/021). Text that is no amount prints as it is.
 */
function rupees(value: unknown): string {
  const shown = text(value);
  return isAmountText(shown) ? formatIndianAmount(shown) : shown;
}

const yesNo = (value: unknown) => (value === true || value === 'true' ? 'Yes' : 'No');

/** An ISO calendar date as DD-MMM-YYYY ('' when empty or unreadable). */
function displayDate(iso: unknown): string {
  const date = typeof iso === 'string' ? parseIsoDate(iso) : null;
  return date ? formatDisplayDate(date) : text(iso);
}

/** An instant as its DD-MMM-YYYY date in India. */
function displayDay(instant: Date | null | undefined): string {
  return instant ? formatDisplayDate(calendarDateInIndia(instant)) : '';
}

const joinParts = (parts: readonly unknown[], separator = ' ') =>
  parts
    .map(text)
    .filter((part) => part !== '')
    .join(separator);

/**
 * An Aadhaar number as it may be printed: only ever masked (DESIGN.md §6). The store keeps only the
 * masked form; this is the second lock.
 */
function printableAadhaar(value: unknown): string {
  const number = text(value);
  if (number === '' || MASKED_AADHAAR_PATTERN.test(number)) return number;
  return maskAadhaar(number);
}

class ApplicationForm {
  constructor(
    private readonly layout: FormLayout,
    private readonly data: ApplicationPrintData,
    private readonly bankName: string,
    private readonly photos: ReadonlyMap<number, Buffer>,
    private readonly draft: boolean,
    private readonly office: OfficeUse,
  ) {}

  private nameOf(list: keyof ApplicationPrintData['names'], id: number | string): string {
    return this.data.names[list].get(Number(id)) ?? text(id);
  }

  private holderTitle(holder: PrintHolder): string {
    return namedMessages.accountHolder(holder.holder_sr_no, holder.name);
  }

  render(): void {
    const { layout, data } = this;
    const r = data.registration;
    layout.masthead(this.bankName, APPLICATION_FORM_TITLE);
    layout.fields(
      [
        { label: 'Reference No.', value: r.reference_no },
        { label: 'Application date', value: displayDay(r.created_at) },
        { label: 'Submitted on', value: this.draft ? 'Not submitted' : displayDay(r.submitted_at ?? r.updated_at) },
        { label: 'Branch', value: joinParts([r.branch_name, r.branch_code ? `(${r.branch_code})` : '']) },
        { label: 'Location', value: text(r.location_name) },
        { label: 'Form filled by', value: r.form_fill_by },
        { label: 'Account type', value: text(r.account_type_name) },
        { label: 'Entity type', value: text(r.entity_type_name) },
        { label: 'Number of holders', value: String(data.holders.length) },
        { label: 'Registered mobile', value: r.mobile },
        { label: 'Registered e-mail', value: r.email, span: 2 },
      ],
      3,
    );
    for (const holder of data.holders) this.holderSection(holder);
    this.nominationSection();
    this.technoProductsSection();
    this.accountOperationsSection();
    this.depositSection();
    this.declarationSection();
    this.officeSection();
    if (this.draft) layout.markEveryPage(DRAFT_MARK);
    layout.addFooters(`${this.bankName} - ${APPLICATION_FORM_TITLE} - Reference No. ${r.reference_no}`);
  }

  private holderSection(holder: PrintHolder): void {
    const { layout } = this;
    layout.sectionHeading(this.holderTitle(holder), 150);
    const personal = holder.personal;
    const documents = this.data.documents.filter((document) => document.holder_id === holder.id);

    // Personal details beside the photo.
    const photoWidth = 92;
    const photoHeight = 118;
    const top = layout.y;
    const beside = { x: layout.left, width: layout.width - photoWidth - 8 };
    layout.framedImage(
      this.photos.get(holder.id) ?? null,
      layout.left + layout.width - photoWidth,
      top,
      photoWidth,
      photoHeight,
      'No photo on record',
    );
    if (personal) {
      layout.fields(
        [
          { label: 'Title', value: labelOf(TITLES, text(personal.Title)) },
          { label: 'First name', value: text(personal.FirstName) },
          { label: 'Middle name', value: text(personal.MiddleName) },
          { label: 'Last name', value: text(personal.LastName) },
          { label: 'Gender', value: labelOf(GENDERS, text(personal.Gender)) },
          { label: 'Date of birth', value: displayDate(personal.DOB) },
          { label: 'Marital status', value: labelOf(MARITAL_STATUSES, text(personal.MartialStatus)) },
          { label: 'Nationality', value: labelOf(NATIONALITIES, text(personal.Nationality)) },
          { label: 'Occupation', value: this.nameOf('Occupation', personal.Occupation) },
          { label: 'Mobile', value: text(personal.Mobile) ? `+91 ${text(personal.Mobile)}` : '' },
          { label: 'Mobile belongs to', value: text(personal.mobileNoBelongsTo) },
          { label: 'Minor', value: yesNo(holder.is_minor) },
          { label: 'E-mail', value: text(personal.Email), span: 2 },
          { label: 'Customer ID', value: text(personal.CustomerId) },
          { label: 'CKYC No.', value: text(personal.CKYCNo) },
        ],
        4,
        beside,
      );
    } else {
      layout.paragraph('Personal details are not on record for this holder.');
    }
    layout.y = Math.max(layout.y, top + photoHeight + 6);

    if (personal) {
      layout.subHeading('Addresses');
      layout.fields(
        [
          { label: 'Communication address', value: this.address(personal, 'Local'), span: 2 },
          { label: 'Permanent address', value: this.address(personal, 'Permanent'), span: 2 },
        ],
        4,
      );
      layout.subHeading('PAN / Form 60/61');
      if (holder.is_pan) layout.fields([{ label: 'PAN', value: text(personal.PAN) }], 4);
      else this.form60(holder.form_no_60);
    }

    const proofs = documents.filter((document) => document.kind === 'proof');
    if (proofs.length > 0) {
      layout.subHeading('Proof of identity and address');
      layout.table(
        [
          { header: 'Proof', width: 3 },
          { header: 'Number', width: 3 },
          { header: 'POI / POA', width: 2 },
          { header: 'Expiry date', width: 2 },
        ],
        proofs.map((proof) => this.proofRow(proof)),
      );
    }

    const family = holder.family;
    if (family) {
      layout.subHeading('Family details');
      // The spouse / maiden name only of a holder who has married, as the step asks it.
      layout.fields(
        familyMembersOf(personal?.MartialStatus).map((member) => ({
          label: FAMILY_MEMBER_LABELS[member],
          value: joinParts([
            labelOf(TITLES, text(family[`${member}Title`])),
            family[`${member}FirstName`],
            family[`${member}MiddleName`],
            family[`${member}LastName`],
          ]),
        })),
        3,
      );
    }

    const related = holder.related_person;
    if (related) {
      layout.subHeading('Related person / guardian');
      layout.fields(
        [
          {
            label: 'Name',
            value: joinParts([
              labelOf(TITLES, text(related.RelatedPersonTitle)),
              related.RelatedPeronFirstName,
              related.RelatedPeronMiddleName,
              related.RelatedPeronLastName,
            ]),
            span: 2,
          },
          { label: 'Relation with the customer', value: text(related.RelatedPersonCustomerRelation) },
          { label: 'Type', value: this.nameOf('RelatedPersonType', related.RelatedPersonType) },
          { label: 'PAN', value: text(related.RelatedPersonPANNo) },
          { label: 'Aadhaar No.', value: printableAadhaar(related.RelatedPersonAadhaarNo) },
          { label: 'Court order No.', value: text(related.RelatedPersonCourtOrderNo) },
        ],
        4,
      );
    }

    const additional = holder.additional;
    if (additional) {
      this.additionalDetails(additional, holderVariant(holder.holder_sr_no, this.data.registration.account_type_id));
    }

    const status = this.declarationStatus(holder);
    layout.fields(
      [{ label: 'Declaration', value: this.draft ? status : `${status} (see the declarations below)`, span: 4 }],
      4,
    );
    layout.gap(4);
  }

  /** When the holder accepted their declaration; holder 1's is accepted by the submit itself. */
  private declarationStatus(holder: PrintHolder): string {
    const accepted =
      holder.declaration_accepted_at ?? (holder.holder_sr_no === 1 ? this.data.registration.submitted_at : null);
    if (accepted) return `Accepted on ${displayDay(accepted)}`;
    return this.draft ? 'Not accepted yet' : 'Accepted with the application';
  }

  private address(values: StoredPersonalDetails, prefix: 'Local' | 'Permanent'): string {
    const lines = joinParts(
      [values[`${prefix}Address1`], values[`${prefix}Address2`], values[`${prefix}Address3`]],
      ', ',
    );
    const place = joinParts([values[`${prefix}City`], values[`${prefix}Pin`]], ' - ');
    return joinParts([lines, place, this.nameOf('State', values[`${prefix}State`])], ', ');
  }

  private form60(values: StoredFormNo60 | null): void {
    if (!values) {
      this.layout.paragraph('Form 60/61 declaration: not on record.');
      return;
    }
    this.layout.fields(
      [
        { label: 'Form 60/61 declaration', value: 'PAN not available: declaration in Form 60/61', span: 2 },
        { label: 'Documents produced', value: text(values.DeclarantDocuments), span: 2 },
        { label: 'Transaction particulars', value: text(values.DeclarantTransactionParticulars), span: 2 },
        { label: 'Amount of transaction (Rs.)', value: rupees(values.DeclarantAmountofTransaction) },
        { label: 'Assessed to tax', value: yesNo(values.DeclarantAssessedTax) },
        { label: 'Income tax ward / circle / range', value: text(values.DetailsOfIncomeTax), span: 2 },
        { label: 'Reason for not having PAN', value: text(values.ReasonForNoPan), span: 2 },
      ],
      4,
    );
  }

  private proofRow(proof: PrintDocument): string[] {
    const number =
      proofKindOf(proof.proof_name) === 'aadhaar' ? printableAadhaar(proof.proof_number) : proof.proof_number;
    return [proof.proof_name, number, labelOf(POI_POA_CHOICES, proof.poi_poa), displayDate(proof.expiry_date)];
  }

  /** The additional details in the lists of the holder's flow (its income and asset bands, vehicle inputs). */
  private additionalDetails(values: StoredAdditionalDetails, variant: KycFlowVariant): void {
    const { layout } = this;
    const income = deriveIncome(values.AverageIncome, variant.incomeBands);
    const vehicles = values.BusinessVehicleType.map((vehicle) => {
      const fields = VEHICLE_FIELDS[vehicle];
      const when = joinParts([variant.vehicleMonthAndYear ? values[fields.month] : '', values[fields.year]], '/');
      return when ? `${vehicle} (${when})` : vehicle;
    }).join(', ');
    layout.subHeading('Additional details');
    layout.fields(
      [
        { label: 'Funds expected to be credited', value: labelOf(FUNDS_FOR_CREDIT, text(values.FundsExpectedOrigin)) },
        {
          label: 'Funds expected to be debited',
          value: labelOf(FUNDS_BY_DEBIT, text(values.FundsUtilisationExpected)),
        },
        { label: 'Other bank accounts', value: this.nameOf('OtherBankAccounts', values.OtherBankAccounts) },
        { label: 'Reason for the account', value: this.nameOf('CustomerReason', values.CustomerReasonId) },
        { label: 'Average monthly income (Rs.)', value: rupees(values.AverageIncome) },
        {
          label: 'Annual income (Rs.)',
          value: joinParts([
            rupees(values.AnnualIncome),
            income.annualIncomeBand ? `(${income.annualIncomeBand})` : '',
          ]),
        },
        {
          label: 'Annual turnover (Rs.)',
          value: joinParts([rupees(values.Turnover), income.turnoverBand ? `(${income.turnoverBand})` : '']),
        },
        { label: 'Expected average balance (Rs.)', value: rupees(values.AverageBalance) },
        { label: 'Education', value: this.nameOf('Education', values.Education) },
        { label: 'Religion', value: text(values.Religion) },
        { label: 'Category', value: text(values.caste) },
        { label: 'Occupation details', value: text(values.OccupationDetails) },
        { label: 'Employer / firm / institution', value: text(values.BusinessName), span: 2 },
        { label: 'Line of business', value: text(values.LineOfBusiness) },
        { label: 'Business started on', value: displayDate(values.BusinessStartDate) },
        {
          label: 'Business address',
          value: joinParts([values.BusinessAddress1, values.BusinessAddress2, values.BusinessAddress3], ', '),
          span: 2,
        },
        { label: 'Office telephone', value: text(values.BusinessTelNo) },
        { label: 'Office mobile', value: text(values.BusinessMobileNo) },
        { label: 'Source of income', value: text(values.BusinessIncomeSource) },
        { label: 'Source of wealth', value: text(values.BusinessWealthSource) },
        {
          label: 'Estimated value of assets (Rs.)',
          value: labelOf(variant.estimatedAssetValues, text(values.BusinessEstimatedValue)),
        },
        { label: 'Assets', value: text(values.BusinessAssetDetails) },
        { label: variant.vehicleMonthAndYear ? 'Vehicles (month/year)' : 'Vehicles (year)', value: vehicles, span: 2 },
        { label: 'Car maker', value: text(values.BusinessCarMaker) },
        { label: 'Interested in', value: text(values.InterestedIn) },
        { label: 'FATCA: born outside India', value: yesNo(values.BornNonIndia) },
        { label: 'FATCA: tax resident outside India', value: yesNo(values.TaxResidenceNonIndia) },
      ],
      4,
    );
  }

  private nominationSection(): void {
    const { layout } = this;
    const nomination = this.data.nomination;
    if (!nomination) return;
    layout.sectionHeading('Nomination form DA-1');
    const da1 = nomination.nature_of_deposit !== '';
    const fields: Field[] = [];
    if (da1) {
      fields.push(
        { label: 'Nature of deposit', value: nomination.nature_of_deposit },
        { label: 'Distinguishing No.', value: nomination.distinguishing_no },
        { label: 'Additional details', value: nomination.additional_details, span: 2 },
        {
          label: 'Name of nominee',
          value: joinParts([
            nomination.nominee_first_name,
            nomination.nominee_middle_name,
            nomination.nominee_last_name,
          ]),
          span: 2,
        },
        { label: 'Relationship with the depositor', value: nomination.relationship },
        { label: 'Age', value: nomination.age },
        {
          label: 'Address of nominee',
          value: joinParts(
            [nomination.nominee_address1, nomination.nominee_address2, nomination.nominee_address3],
            ', ',
          ),
          span: 3,
        },
        { label: 'Date of birth (if a minor)', value: displayDate(nomination.minor_dob) },
      );
    } else {
      fields.push(
        { label: 'Name of nominee', value: nomination.nominee_name, span: 2 },
        { label: 'Relationship', value: nomination.relationship },
        { label: 'Date of birth', value: displayDate(nomination.minor_dob) },
        { label: 'Address of nominee', value: nomination.nominee_address, span: 4 },
      );
    }
    if (nomination.guardian_name !== '') {
      fields.push(
        { label: 'Guardian name', value: nomination.guardian_name },
        { label: 'Guardian relation', value: nomination.guardian_relation },
        { label: 'Guardian address', value: nomination.guardian_address, span: 2 },
      );
    }
    layout.fields(fields, 4);
  }

  private technoProductsSection(): void {
    const techno = this.data.techno;
    if (!techno) return;
    this.layout.sectionHeading('Techno based products requirement');
    this.layout.table(
      [
        { header: 'Service', width: 3 },
        { header: 'Required', width: 1 },
      ],
      [
        ['Debit Cum ATM Card', yesNo(techno.debit_card)],
        ['SMS banking', yesNo(techno.sms_banking)],
        ['Mobile banking', yesNo(techno.mobile_banking)],
        ['Statement on E-mail Id', yesNo(techno.statement_on_email)],
        ['Aadhaar card seeding', yesNo(techno.aadhaar_card_seeding)],
        ['Internet banking', yesNo(techno.internet_banking)],
      ],
      { x: this.layout.left, width: this.layout.width / 2 },
    );
  }

  private accountOperationsSection(): void {
    const operations = this.data.registration.account_operations;
    if (!operations) return;
    this.layout.sectionHeading('Instruction for account operations', 24);
    this.layout.fields([{ label: 'The account will be operated by', value: operations, span: 4 }], 4);
  }

  private depositSection(): void {
    const deposit = this.data.deposit;
    if (!deposit) return;
    const { layout } = this;
    const fd = deposit.kind === 'FD';
    layout.sectionHeading(fd ? 'Fixed Deposit details' : 'Recurring Deposit details');
    const tenure = describeTenure(
      Number(deposit.tenure_years || 0),
      Number(deposit.tenure_months || 0),
      Number(deposit.tenure_days || 0),
    );
    const period = deposit.is_auto_renewal
      ? describeTenure(
          Number(deposit.period_years || 0),
          Number(deposit.period_months || 0),
          Number(deposit.period_days || 0),
        )
      : '';
    const fields: Field[] = [
      { label: 'Deposit amount (Rs.)', value: rupees(deposit.deposit_amount) },
      { label: 'Tenure', value: tenure, span: 2 },
      { label: 'Interest payout', value: deposit.interest_payout },
      { label: 'Mode of interest', value: deposit.interest_payout_mode },
      { label: 'Auto renewal', value: deposit.is_auto_renewal ? 'Yes' : 'No' },
      { label: 'Renewal period', value: period, span: 2 },
      { label: 'Payout bank', value: deposit.bank_name },
      { label: 'Payout branch', value: deposit.branch_name },
      { label: 'Account No.', value: deposit.account_no },
      { label: 'IFSC', value: deposit.ifsc },
    ];
    if (fd) fields.push({ label: 'TDS membership No.', value: deposit.tds_membership_no });
    else {
      fields.push(
        { label: 'Debit SB/CA/CC A/c No. (RD instalment)', value: deposit.debit_account_no, span: 2 },
        { label: 'Instalment amount (Rs.)', value: rupees(deposit.rd_amount) },
        { label: 'Number of months', value: deposit.rd_months },
      );
    }
    layout.fields(fields, 4);
  }

  /** Each holder's own declaration: holder 1's 14 clauses, every other holder's 19 (holder-wizards.md). */
  private declarationSection(): void {
    const { layout } = this;
    const r = this.data.registration;
    layout.sectionHeading('Applicant declarations', 60);
    for (const holder of this.data.holders) {
      layout.subHeading(`Declaration of ${this.holderTitle(holder)}: ${this.declarationStatus(holder)}`, undefined, 40);
      layout.numberedClauses(
        holder.holder_sr_no === 1
          ? firstHolderDeclarationClauses(this.bankName)
          : otherHolderDeclarationClauses(this.bankName),
      );
      layout.gap(4);
    }
    layout.gap(2);
    layout.paragraph(
      this.draft
        ? `Not submitted: the application as saved on ${displayDay(r.updated_at)}. Signed at the branch by each account holder:`
        : `Submitted online on ${displayDay(r.submitted_at ?? r.updated_at)}. Signed at the branch by each account holder:`,
      { size: 8 },
    );
    layout.gap(4);
    layout.signatureBoxes(
      this.data.holders.map((holder) => this.holderTitle(holder)),
      'Signature / thumb impression',
    );
  }

  /** The branch's box, last: who verified and approved the application, when, and the account opened. */
  private officeSection(): void {
    const { layout, office } = this;
    layout.sectionHeading('For office use', 80);
    layout.writingBoxes(
      [
        { label: 'Verified by (name and signature)', value: text(office.verifiedBy), span: 2 },
        { label: 'Verified on', value: displayDay(office.verifiedAt) },
        { label: 'Approved by (name and signature)', value: text(office.approvedBy), span: 2 },
        { label: 'Approved on', value: displayDay(office.approvedAt) },
        { label: 'Account number', value: text(office.accountNumber), span: 3 },
      ],
      3,
    );
  }
}

/**
 * The application form as a PDF: every holder, the hub's sections, each holder's declaration and the
 * office box, from the saved data. `photos` are the holders' print images by holder id; `draft` marks
 * every page of a Partially Filled application; `office` fills the office box (blank lines without).
 */
export function renderApplicationPdf(
  data: ApplicationPrintData,
  options: { bankName: string; photos: ReadonlyMap<number, Buffer>; draft?: boolean; office?: OfficeUse },
): Promise<Buffer> {
  const layout = new FormLayout({
    title: `${APPLICATION_FORM_TITLE} ${data.registration.reference_no}`,
    author: options.bankName,
  });
  new ApplicationForm(
    layout,
    data,
    options.bankName,
    options.photos,
    options.draft ?? false,
    options.office ?? {},
  ).render();
  return layout.toBuffer();
}
