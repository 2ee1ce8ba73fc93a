import {
  calendarDateInIndia,
  deriveIncome,
  familyMembersOf,
  FAMILY_MEMBER_LABELS,
  formatDateIn,
  formatIndianAmount,
  FUNDS_BY_DEBIT,
  FUNDS_FOR_CREDIT,
  GENDERS,
  holderVariant,
  isAmountText,
  labelOf,
  MARITAL_STATUSES,
  maskAadhaar,
  maskMobile,
  MASKED_AADHAAR_PATTERN,
  NATIONALITIES,
  parseIsoDate,
  POI_POA_CHOICES,
  proofKindOf,
  TITLES,
  VEHICLE_FIELDS,
  type KycFlowVariant,
  type Language,
  type StoredAdditionalDetails,
  type StoredFormNo60,
  type StoredPersonalDetails,
  type ReturnReason,
} from '@portal/domain';
import { declarationClauses, translateMessage, translateValue } from '@portal/domain/locales';
import type { ApplicationPrintData, PrintDocument, PrintHolder } from './pdf-data-repository.js';
import { FormLayout, type Field, type FormWriter } from './pdf-layout.js';
import { fillText, pdfTexts, type PdfTexts } from './pdf-texts.js';

const INDIA_CLOCK = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** What every page of a Partially Filled English application's PDF says (docs/decisions/009). */
export const DRAFT_MARK = pdfTexts('en').draftMark;

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
  /** How the review ended, or stands while with the customer (docs/decisions/045). */
  outcome?: ReviewOutcome;
}

/** A rejection (by whom, when, why), or a return for changes (by whom, when, each section's reason). */
export type ReviewOutcome =
  | { kind: 'Rejected'; by: string; at: Date; reason: string }
  | { kind: 'Returned'; by: string; at: Date; reasons: readonly ReturnReason[] };

/** A stored value as printed text ('' for nothing); the form prints no stored yes/no through this. */
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return '';
}

/**
 * A stored amount grouped in lakhs and crores (2,50,000), as on screen. Its English label says
 * '(Rs.)': the English PDF's built-in Helvetica has no ₹ (docs/decisions/021); the Marathi and Hindi
 * labels say ₹. Text that is no amount prints as it is.
 */
function rupees(value: unknown): string {
  const shown = text(value);
  return isAmountText(shown) ? formatIndianAmount(shown) : shown;
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
  private readonly t: PdfTexts;

  constructor(
    private readonly layout: FormWriter,
    private readonly data: ApplicationPrintData,
    private readonly bankName: string,
    private readonly photos: ReadonlyMap<number, Buffer>,
    private readonly draft: boolean,
    private readonly office: OfficeUse,
    private readonly language: Language,
    private readonly insuredAmount: number | undefined,
  ) {
    this.t = pdfTexts(language);
  }

  /**
   * A reference list's name (occupation, state, education…) in the form's language. What the
   * customer typed is printed through `text` alone, as typed.
   */
  private nameOf(list: keyof ApplicationPrintData['names'], id: number | string): string {
    const name = this.data.names[list].get(Number(id));
    return name === undefined ? text(id) : this.word(name);
  }

  /** A list value that is a word, in the form's language (English where the catalogue lacks it). */
  private word(english: string): string {
    return english === '' ? '' : translateValue(this.language, english);
  }

  private yesNo(value: unknown): string {
    return value === true || value === 'true' ? this.t.yes : this.t.no;
  }

  /** An ISO calendar date as DD-MMM-YYYY in the form's language ('' when empty, as stored when unreadable). */
  private displayDate(iso: unknown): string {
    const date = typeof iso === 'string' ? parseIsoDate(iso) : null;
    return date ? formatDateIn(this.language, date) : text(iso);
  }

  /** An instant as its DD-MMM-YYYY date in India. */
  private displayDay(instant: Date | null | undefined): string {
    return instant ? formatDateIn(this.language, calendarDateInIndia(instant)) : '';
  }

  /** '1 year, 6 months' in the form's language; '0 days' for no time at all. */
  private tenure(years: number, months: number, days: number): string {
    const { t } = this;
    const parts = [
      [years, t.tenureYear, t.tenureYears],
      [months, t.tenureMonth, t.tenureMonths],
      [days, t.tenureDay, t.tenureDays],
    ] as const;
    const said = parts
      .filter(([count]) => count > 0)
      .map(([count, one, other]) => fillText(count === 1 ? one : other, { count }));
    return said.length > 0 ? said.join(', ') : fillText(t.tenureDays, { count: 0 });
  }

  private holderTitle(holder: PrintHolder): string {
    const name = holder.name.trim();
    return name === ''
      ? fillText(this.t.accountHolder, { number: holder.holder_sr_no })
      : fillText(this.t.accountHolderNamed, { number: holder.holder_sr_no, name });
  }

  render(): void {
    const { layout, data, t } = this;
    const r = data.registration;
    layout.masthead(this.bankName, t.formTitle);
    layout.fields(
      [
        { label: t.referenceNo, value: r.reference_no },
        { label: t.applicationDate, value: this.displayDay(r.created_at) },
        {
          label: t.submittedOn,
          value: this.draft ? t.notSubmitted : this.displayDay(r.submitted_at ?? r.updated_at),
        },
        {
          label: t.branch,
          value: joinParts([this.word(text(r.branch_name)), r.branch_code ? `(${r.branch_code})` : '']),
        },
        { label: t.location, value: this.word(text(r.location_name)) },
        { label: t.formFilledBy, value: this.word(r.form_fill_by) },
        { label: t.accountType, value: this.word(text(r.account_type_name)) },
        { label: t.entityType, value: this.word(text(r.entity_type_name)) },
        { label: t.numberOfHolders, value: String(data.holders.length) },
        { label: t.registeredMobile, value: r.mobile },
        { label: t.registeredEmail, value: r.email, span: 2 },
      ],
      3,
    );
    if (this.insuredAmount !== undefined) {
      layout.paragraph(fillText(t.depositInsured, { amount: formatIndianAmount(this.insuredAmount) }), { size: 8 });
    }
    for (const holder of data.holders) {
      this.holderSection(holder);
      this.holderDeclarationLine(holder);
    }
    this.nominationSection();
    this.technoProductsSection();
    this.accountOperationsSection();
    this.depositSection();
    this.declarationSection();
    this.officeSection();
    if (this.draft) layout.markEveryPage(t.draftMark);
    layout.addFooters(
      fillText(t.footer, { bank: this.bankName, title: t.formTitle, reference: r.reference_no }),
      t.page,
    );
  }

  private holderSection(holder: PrintHolder): void {
    const { layout, t } = this;
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
      t.noPhoto,
    );
    if (personal) {
      layout.fields(
        [
          { label: t.title, value: this.word(labelOf(TITLES, text(personal.Title))) },
          { label: t.firstName, value: text(personal.FirstName) },
          { label: t.middleName, value: text(personal.MiddleName) },
          { label: t.lastName, value: text(personal.LastName) },
          { label: t.gender, value: this.word(labelOf(GENDERS, text(personal.Gender))) },
          { label: t.dateOfBirth, value: this.displayDate(personal.DOB) },
          { label: t.maritalStatus, value: this.word(labelOf(MARITAL_STATUSES, text(personal.MartialStatus))) },
          { label: t.nationality, value: this.word(labelOf(NATIONALITIES, text(personal.Nationality))) },
          { label: t.occupation, value: this.nameOf('Occupation', personal.Occupation) },
          { label: t.mobile, value: text(personal.Mobile) ? `+91 ${text(personal.Mobile)}` : '' },
          { label: t.mobileBelongsTo, value: this.word(text(personal.mobileNoBelongsTo)) },
          { label: t.minor, value: this.yesNo(holder.is_minor) },
          { label: t.email, value: text(personal.Email), span: 2 },
          { label: t.customerId, value: text(personal.CustomerId) },
          { label: t.ckycNo, value: text(personal.CKYCNo) },
        ],
        4,
        beside,
      );
    } else {
      layout.paragraph(t.personalNotOnRecord);
    }
    layout.y = Math.max(layout.y, top + photoHeight + 6);

    if (personal) {
      layout.subHeading(t.addresses);
      layout.fields(
        [
          { label: t.communicationAddress, value: this.address(personal, 'Local'), span: 2 },
          { label: t.permanentAddress, value: this.address(personal, 'Permanent'), span: 2 },
        ],
        4,
      );
      layout.subHeading(t.panHeading);
      if (holder.is_pan) layout.fields([{ label: t.pan, value: text(personal.PAN) }], 4);
      else this.form60(holder.form_no_60);
    }

    const proofs = documents.filter((document) => document.kind === 'proof');
    if (proofs.length > 0) {
      layout.subHeading(t.proofsHeading);
      layout.table(
        [
          { header: t.proof, width: 3 },
          { header: t.number, width: 3 },
          { header: t.poiPoa, width: 2 },
          { header: t.expiryDate, width: 2 },
        ],
        proofs.map((proof) => this.proofRow(proof)),
      );
    }

    const family = holder.family;
    if (family) {
      layout.subHeading(t.familyDetails);
      // The spouse / maiden name only of a holder who has married, as the step asks it.
      layout.fields(
        familyMembersOf(personal?.MartialStatus).map((member) => ({
          label: this.familyLabel(member),
          value: joinParts([
            this.word(labelOf(TITLES, text(family[`${member}Title`]))),
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
      layout.subHeading(t.relatedPerson);
      layout.fields(
        [
          {
            label: t.name,
            value: joinParts([
              this.word(labelOf(TITLES, text(related.RelatedPersonTitle))),
              related.RelatedPeronFirstName,
              related.RelatedPeronMiddleName,
              related.RelatedPeronLastName,
            ]),
            span: 2,
          },
          { label: t.relationWithCustomer, value: this.word(text(related.RelatedPersonCustomerRelation)) },
          { label: t.type, value: this.nameOf('RelatedPersonType', related.RelatedPersonType) },
          { label: t.pan, value: text(related.RelatedPersonPANNo) },
          { label: t.aadhaarNo, value: printableAadhaar(related.RelatedPersonAadhaarNo) },
          { label: t.courtOrderNo, value: text(related.RelatedPersonCourtOrderNo) },
        ],
        4,
      );
    }

    const additional = holder.additional;
    if (additional) {
      this.additionalDetails(additional, holderVariant(holder.holder_sr_no, this.data.registration.account_type_id));
    }
  }

  /** One part of the form alone (`writeFormPart`). */
  part(part: FormPart): void {
    if (part.kind === 'deposit') {
      this.depositSection();
      return;
    }
    const holder = this.data.holders.find((candidate) => candidate.holder_sr_no === part.holderSrNo);
    if (holder) this.holderSection(holder);
  }

  /** The line under a holder's section that says where their declaration stands. */
  private holderDeclarationLine(holder: PrintHolder): void {
    const { layout, t } = this;
    const status = this.declarationStatus(holder);
    layout.fields(
      [{ label: t.declaration, value: this.draft ? status : fillText(t.declarationSeeBelow, { status }), span: 4 }],
      4,
    );
    layout.gap(4);
  }

  /** An instant as 'DD-MMM-YYYY HH:mm IST' (India time). */
  private displayMoment(instant: Date): string {
    return `${this.displayDay(instant)} ${INDIA_CLOCK.format(instant)} IST`;
  }

  /**
   * When the holder accepted their declaration, with its real time; nothing is made up for a
   * declaration that was never accepted, submitted or not.
   */
  private declarationStatus(holder: PrintHolder): string {
    const accepted = holder.declaration_accepted_at;
    return accepted ? fillText(this.t.acceptedOn, { date: this.displayMoment(accepted) }) : this.t.notAcceptedYet;
  }

  /** The holder's own agreement from their phone, when they gave one (docs/decisions/041). */
  private consentLine(holder: PrintHolder): void {
    const agreement = this.data.agreements.get(holder.id);
    if (!agreement) return;
    this.layout.paragraph(
      fillText(this.t.agreedByCode, { mobile: maskMobile(agreement.mobile), date: this.displayMoment(agreement.at) }),
      { size: 8 },
    );
  }

  private address(values: StoredPersonalDetails, prefix: 'Local' | 'Permanent'): string {
    const lines = joinParts(
      [values[`${prefix}Address1`], values[`${prefix}Address2`], values[`${prefix}Address3`]],
      ', ',
    );
    const place = joinParts([values[`${prefix}City`], values[`${prefix}Pin`]], ' - ');
    return joinParts([lines, place, this.nameOf('State', values[`${prefix}State`])], ', ');
  }

  /** 'Father', 'Mother', 'Spouse / Maiden' in the form's language. */
  private familyLabel(member: keyof typeof FAMILY_MEMBER_LABELS): string {
    const labels = { Father: this.t.familyFather, Mother: this.t.familyMother, Maiden: this.t.familyMaiden };
    return labels[member];
  }

  private form60(values: StoredFormNo60 | null): void {
    const { t } = this;
    if (!values) {
      this.layout.paragraph(t.form60NotOnRecord);
      return;
    }
    this.layout.fields(
      [
        { label: t.form60Declaration, value: t.form60Value, span: 2 },
        { label: t.documentsProduced, value: text(values.DeclarantDocuments), span: 2 },
        { label: t.transactionParticulars, value: text(values.DeclarantTransactionParticulars), span: 2 },
        { label: t.transactionAmount, value: rupees(values.DeclarantAmountofTransaction) },
        { label: t.assessedToTax, value: this.yesNo(values.DeclarantAssessedTax) },
        { label: t.incomeTaxWard, value: text(values.DetailsOfIncomeTax), span: 2 },
        { label: t.reasonNoPan, value: text(values.ReasonForNoPan), span: 2 },
      ],
      4,
    );
  }

  private proofRow(proof: PrintDocument): string[] {
    const number =
      proofKindOf(proof.proof_name) === 'aadhaar' ? printableAadhaar(proof.proof_number) : proof.proof_number;
    return [
      this.word(proof.proof_name),
      number,
      this.word(labelOf(POI_POA_CHOICES, proof.poi_poa)),
      this.displayDate(proof.expiry_date),
    ];
  }

  /** The additional details in the lists of the holder's flow (its income and asset bands, vehicle inputs). */
  private additionalDetails(values: StoredAdditionalDetails, variant: KycFlowVariant): void {
    const { layout, t } = this;
    const income = deriveIncome(values.AverageIncome, variant.incomeBands);
    const vehicles = values.BusinessVehicleType.map((vehicle) => {
      const fields = VEHICLE_FIELDS[vehicle];
      const when = joinParts([variant.vehicleMonthAndYear ? values[fields.month] : '', values[fields.year]], '/');
      return when ? `${this.word(vehicle)} (${when})` : this.word(vehicle);
    }).join(', ');
    layout.subHeading(t.additionalDetails);
    layout.fields(
      [
        { label: t.fundsCredited, value: this.word(labelOf(FUNDS_FOR_CREDIT, text(values.FundsExpectedOrigin))) },
        {
          label: t.fundsDebited,
          value: this.word(labelOf(FUNDS_BY_DEBIT, text(values.FundsUtilisationExpected))),
        },
        { label: t.otherBankAccounts, value: this.nameOf('OtherBankAccounts', values.OtherBankAccounts) },
        { label: t.reasonForAccount, value: this.nameOf('CustomerReason', values.CustomerReasonId) },
        { label: t.averageMonthlyIncome, value: rupees(values.AverageIncome) },
        {
          label: t.annualIncome,
          value: joinParts([
            rupees(values.AnnualIncome),
            income.annualIncomeBand ? `(${income.annualIncomeBand})` : '',
          ]),
        },
        {
          label: t.annualTurnover,
          value: joinParts([rupees(values.Turnover), income.turnoverBand ? `(${income.turnoverBand})` : '']),
        },
        { label: t.expectedBalance, value: rupees(values.AverageBalance) },
        { label: t.education, value: this.nameOf('Education', values.Education) },
        { label: t.religion, value: this.word(text(values.Religion)) },
        { label: t.category, value: this.word(text(values.caste)) },
        { label: t.occupationDetails, value: this.word(text(values.OccupationDetails)) },
        { label: t.employer, value: text(values.BusinessName), span: 2 },
        { label: t.lineOfBusiness, value: text(values.LineOfBusiness) },
        { label: t.businessStartedOn, value: this.displayDate(values.BusinessStartDate) },
        {
          label: t.businessAddress,
          value: joinParts([values.BusinessAddress1, values.BusinessAddress2, values.BusinessAddress3], ', '),
          span: 2,
        },
        { label: t.officeTelephone, value: text(values.BusinessTelNo) },
        { label: t.officeMobile, value: text(values.BusinessMobileNo) },
        { label: t.sourceOfIncome, value: text(values.BusinessIncomeSource) },
        { label: t.sourceOfWealth, value: text(values.BusinessWealthSource) },
        {
          label: t.estimatedAssets,
          value: this.word(labelOf(variant.estimatedAssetValues, text(values.BusinessEstimatedValue))),
        },
        { label: t.assets, value: text(values.BusinessAssetDetails) },
        { label: variant.vehicleMonthAndYear ? t.vehiclesMonthYear : t.vehiclesYear, value: vehicles, span: 2 },
        { label: t.carMaker, value: text(values.BusinessCarMaker) },
        {
          label: t.interestedIn,
          // The products ticked, as the wizard saves them: names joined by commas.
          value: joinParts(
            text(values.InterestedIn)
              .split(',')
              .map((name) => this.word(name.trim())),
            ', ',
          ),
        },
        { label: t.fatcaBornOutside, value: this.yesNo(values.BornNonIndia) },
        { label: t.fatcaTaxResident, value: this.yesNo(values.TaxResidenceNonIndia) },
      ],
      4,
    );
  }

  /**
   * The nomination as the 2025 rules have it: how the nominees receive the deposit, then each nominee
   * with their order or share and a minor's appointee; or the depositors' declaration not to nominate.
   */
  private nominationSection(): void {
    const { layout, t } = this;
    const nomination = this.data.nomination;
    if (nomination.mode === '') return;
    layout.sectionHeading(t.nomination);
    layout.paragraph(t.nominationRegistered);
    if (nomination.mode === 'None') {
      layout.paragraph(t.noNominationDeclared);
      return;
    }
    const successive = nomination.mode === 'Successive';
    layout.fields(
      [{ label: t.nominationMode, value: successive ? t.nominationSuccessive : t.nominationSimultaneous, span: 4 }],
      4,
    );
    for (const nominee of nomination.nominees) {
      layout.subHeading(fillText(t.nomineeNumber, { number: nominee.order }));
      const fields: Field[] = [
        { label: t.nomineeName, value: joinParts([nominee.firstName, nominee.middleName, nominee.lastName]), span: 2 },
        { label: t.relationshipWithDepositor, value: this.word(nominee.relationship) },
        successive
          ? { label: t.nomineeOrder, value: String(nominee.order) }
          : { label: t.nomineeShare, value: String(nominee.sharePercent) },
        {
          label: t.nomineeAddress,
          value: joinParts(
            [
              joinParts([nominee.address1, nominee.address2, nominee.address3], ', '),
              joinParts([nominee.city, nominee.pincode], ' - '),
              nominee.stateId === null ? '' : this.nameOf('State', nominee.stateId),
            ],
            ', ',
          ),
          span: 3,
        },
        { label: t.dateOfBirth, value: this.displayDate(nominee.dateOfBirth) },
      ];
      const appointee = nominee.appointee;
      if (appointee) {
        fields.push(
          { label: t.appointeeName, value: joinParts([appointee.firstName, appointee.lastName]), span: 2 },
          { label: t.appointeeRelation, value: this.word(appointee.relationship), span: 2 },
          {
            label: t.appointeeAddress,
            value: joinParts(
              [
                joinParts([appointee.address1, appointee.address2], ', '),
                joinParts([appointee.city, appointee.pincode], ' - '),
              ],
              ', ',
            ),
            span: 4,
          },
        );
      }
      layout.fields(fields, 4);
    }
  }

  private technoProductsSection(): void {
    const { t } = this;
    const techno = this.data.techno;
    if (!techno) return;
    this.layout.sectionHeading(t.technoProducts);
    this.layout.table(
      [
        { header: t.service, width: 3 },
        { header: t.required, width: 1 },
      ],
      [
        [t.debitCard, this.yesNo(techno.debit_card)],
        [t.smsBanking, this.yesNo(techno.sms_banking)],
        [t.mobileBanking, this.yesNo(techno.mobile_banking)],
        [t.statementOnEmail, this.yesNo(techno.statement_on_email)],
        [t.aadhaarSeeding, this.yesNo(techno.aadhaar_card_seeding)],
        [t.internetBanking, this.yesNo(techno.internet_banking)],
      ],
      { x: this.layout.left, width: this.layout.width / 2 },
    );
  }

  private accountOperationsSection(): void {
    const operations = this.data.registration.account_operations;
    if (!operations) return;
    this.layout.sectionHeading(this.t.accountOperations, 24);
    this.layout.fields([{ label: this.t.operatedBy, value: this.word(operations), span: 4 }], 4);
  }

  private depositSection(): void {
    const deposit = this.data.deposit;
    if (!deposit) return;
    const { layout, t } = this;
    const fd = deposit.kind === 'FD';
    layout.sectionHeading(fd ? t.fixedDepositDetails : t.recurringDepositDetails);
    const tenure = this.tenure(
      Number(deposit.tenure_years || 0),
      Number(deposit.tenure_months || 0),
      Number(deposit.tenure_days || 0),
    );
    const period = deposit.is_auto_renewal
      ? this.tenure(
          Number(deposit.period_years || 0),
          Number(deposit.period_months || 0),
          Number(deposit.period_days || 0),
        )
      : '';
    const fields: Field[] = [
      { label: t.depositAmount, value: rupees(deposit.deposit_amount) },
      { label: t.tenure, value: tenure, span: 2 },
      { label: t.interestPayout, value: this.word(deposit.interest_payout) },
      { label: t.modeOfInterest, value: this.word(deposit.interest_payout_mode) },
      { label: t.autoRenewal, value: this.yesNo(deposit.is_auto_renewal) },
      { label: t.renewalPeriod, value: period, span: 2 },
      { label: t.payoutBank, value: deposit.bank_name },
      { label: t.payoutBranch, value: deposit.branch_name },
      { label: t.accountNo, value: deposit.account_no },
      { label: t.ifsc, value: deposit.ifsc },
    ];
    if (fd) fields.push({ label: t.tdsMembershipNo, value: deposit.tds_membership_no });
    else {
      fields.push(
        { label: t.rdDebitAccount, value: deposit.debit_account_no, span: 2 },
        { label: t.instalmentAmount, value: rupees(deposit.rd_amount) },
        { label: t.numberOfMonths, value: deposit.rd_months },
      );
    }
    layout.fields(fields, 4);
  }

  /** Each holder's own declaration: holder 1's 14 clauses, every other holder's 19 (holder-wizards.md). */
  private declarationSection(): void {
    const { layout, t } = this;
    const r = this.data.registration;
    layout.sectionHeading(t.declarationsHeading, 60);
    for (const holder of this.data.holders) {
      layout.subHeading(
        fillText(t.declarationOf, { holder: this.holderTitle(holder), status: this.declarationStatus(holder) }),
        undefined,
        40,
      );
      layout.numberedClauses(
        declarationClauses(this.language, holder.holder_sr_no === 1 ? 'firstHolder' : 'otherHolder', this.bankName),
      );
      this.consentLine(holder);
      layout.gap(4);
    }
    layout.gap(2);
    layout.paragraph(
      this.draft
        ? fillText(t.draftSignNote, { date: this.displayDay(r.updated_at) })
        : fillText(t.submittedSignNote, { date: this.displayDay(r.submitted_at ?? r.updated_at) }),
      { size: 8 },
    );
    layout.gap(4);
    layout.signatureBoxes(
      this.data.holders.map((holder) => this.holderTitle(holder)),
      t.signatureCaption,
    );
  }

  /**
   * The branch's box, last: who verified the application and when; then who approved it, when, and the
   * account opened, or for a rejected one who rejected it, when and why. A returned one says so first,
   * with each returned section's reason (the review goes on after the resubmit).
   */
  private officeSection(): void {
    const { layout, office, t } = this;
    const { outcome } = office;
    // The heading stays with the whole box (three rows of 34 points): it was left alone at a page's foot.
    layout.sectionHeading(t.officeUse, 3 * 34 + 4);
    if (outcome?.kind === 'Returned') {
      layout.paragraph(fillText(t.returnedLine, { by: outcome.by, at: this.displayMoment(outcome.at) }));
      layout.fields(
        outcome.reasons.map(({ section, reason }) => ({
          label: fillText(t.returnedSection, { section: translateMessage(this.language, section) }),
          value: reason,
          span: 3,
        })),
        3,
      );
    }
    if (outcome?.kind === 'Rejected') {
      layout.paragraph(fillText(t.rejectedLine, { by: outcome.by, at: this.displayMoment(outcome.at) }));
    }
    const verified = [
      { label: t.verifiedBy, value: text(office.verifiedBy), span: 2 },
      { label: t.verifiedOn, value: this.displayDay(office.verifiedAt) },
    ];
    if (outcome?.kind === 'Rejected') {
      layout.writingBoxes(
        [
          ...verified,
          { label: t.rejectedBy, value: outcome.by, span: 2 },
          { label: t.rejectedOn, value: this.displayMoment(outcome.at) },
        ],
        3,
      );
      layout.fields([{ label: t.rejectionReason, value: outcome.reason, span: 3 }], 3);
      return;
    }
    layout.writingBoxes(
      [
        ...verified,
        { label: t.approvedBy, value: text(office.approvedBy), span: 2 },
        { label: t.approvedOn, value: this.displayDay(office.approvedAt) },
        { label: t.accountNumber, value: text(office.accountNumber), span: 3 },
      ],
      3,
    );
  }
}

/** How a form is to be written: its bank, photos, language and marks. */
export interface FormOptions {
  bankName: string;
  photos: ReadonlyMap<number, Buffer>;
  draft?: boolean;
  office?: OfficeUse;
  /** The form's language: its headings, labels, list values and dates (English by default). */
  language?: Language;
  /** Rupees DICGC insures per depositor, said under the form's head; absent for a bank it does not insure. */
  insuredAmount?: number;
}

/**
 * The application form, written through `writer`: every holder, the hub's sections, each holder's
 * declaration and the office box, from the saved data. `photos` are the holders' print images by
 * holder id; `draft` marks every page of a Partially Filled application; `office` fills the office
 * box (blank lines without).
 */
export function writeApplicationForm(writer: FormWriter, data: ApplicationPrintData, options: FormOptions): void {
  openForm(writer, data, options).render();
}

function openForm(writer: FormWriter, data: ApplicationPrintData, options: FormOptions): ApplicationForm {
  return new ApplicationForm(
    writer,
    data,
    options.bankName,
    options.photos,
    options.draft ?? false,
    options.office ?? {},
    options.language ?? 'en',
    options.insuredAmount,
  );
}

/**
 * A part of the form: one holder's own section (their details, addresses, PAN or Form 60, proofs,
 * family, related person, additional details, without the declaration line), or the deposit's.
 */
export type FormPart = { kind: 'holder'; holderSrNo: number } | { kind: 'deposit' };

/**
 * One part of the form alone, as the whole form prints it: what a holder asked to agree from their
 * own phone is shown of their own details and the deposit (modules/consent).
 */
export function writeFormPart(
  writer: FormWriter,
  data: ApplicationPrintData,
  options: FormOptions,
  part: FormPart,
): void {
  openForm(writer, data, options).part(part);
}

/** The application form as a PDF (`writeApplicationForm`). */
export async function renderApplicationPdf(data: ApplicationPrintData, options: FormOptions): Promise<Buffer> {
  const language = options.language ?? 'en';
  const layout = await FormLayout.open({
    title: `${pdfTexts(language).formTitle} ${data.registration.reference_no}`,
    author: options.bankName,
    script: language === 'en' ? 'latin' : 'devanagari',
  });
  writeApplicationForm(layout, data, options);
  return layout.toBuffer();
}
