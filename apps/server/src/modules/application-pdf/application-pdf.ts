import { formatIndianAmount, maskMobile, type Language, type ReturnReason } from '@portal/domain';
import { declarationClauses, translateMessage } from '@portal/domain/locales';
import { HolderSection } from './holder-section.js';
import type { Field, FormWriter } from './form-writer.js';
import { FormLayout } from './pdf-layout.js';
import { fillText, pdfTexts, type PdfTexts } from './pdf-texts.js';
import { FormValues, joinParts, rupees, text } from './print-values.js';
import type { ApplicationPrintData, PrintHolder } from './print-query.js';

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

class ApplicationForm {
  private readonly t: PdfTexts;
  private readonly values: FormValues;
  private readonly holders: HolderSection;

  constructor(
    private readonly layout: FormWriter,
    private readonly data: ApplicationPrintData,
    private readonly bankName: string,
    photos: ReadonlyMap<number, Buffer>,
    private readonly draft: boolean,
    private readonly office: OfficeUse,
    private readonly language: Language,
    private readonly insuredAmount: number | undefined,
  ) {
    this.values = new FormValues(language, data.names);
    this.t = this.values.t;
    this.holders = new HolderSection(layout, this.values, data, photos);
  }

  render(): void {
    const { layout, data, t } = this;
    const r = data.registration;
    layout.masthead(this.bankName, t.formTitle);
    layout.fields(
      [
        { label: t.referenceNo, value: r.reference_no },
        { label: t.applicationDate, value: this.values.displayDay(r.created_at) },
        {
          label: t.submittedOn,
          value: this.draft ? t.notSubmitted : this.values.displayDay(r.submitted_at ?? r.updated_at),
        },
        {
          label: t.branch,
          value: joinParts([this.values.word(text(r.branch_name)), r.branch_code ? `(${r.branch_code})` : '']),
        },
        { label: t.location, value: this.values.word(text(r.location_name)) },
        { label: t.formFilledBy, value: this.values.word(r.form_fill_by) },
        { label: t.accountType, value: this.values.word(text(r.account_type_name)) },
        { label: t.entityType, value: this.values.word(text(r.entity_type_name)) },
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
      this.holders.write(holder);
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

  /** One part of the form alone (`writeFormPart`). */
  part(part: FormPart): void {
    if (part.kind === 'deposit') {
      this.depositSection();
      return;
    }
    const holder = this.data.holders.find((candidate) => candidate.holder_sr_no === part.holderSrNo);
    if (holder) this.holders.write(holder);
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

  /**
   * When the holder accepted their declaration, with its real time; nothing is made up for a
   * declaration that was never accepted, submitted or not.
   */
  private declarationStatus(holder: PrintHolder): string {
    const accepted = holder.declaration_accepted_at;
    return accepted
      ? fillText(this.t.acceptedOn, { date: this.values.displayMoment(accepted) })
      : this.t.notAcceptedYet;
  }

  /** The holder's own agreement from their phone, when they gave one (docs/decisions/041). */
  private consentLine(holder: PrintHolder): void {
    const agreement = this.data.agreements.get(holder.id);
    if (!agreement) return;
    this.layout.paragraph(
      fillText(this.t.agreedByCode, {
        mobile: maskMobile(agreement.mobile),
        date: this.values.displayMoment(agreement.at),
      }),
      { size: 8 },
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
        { label: t.relationshipWithDepositor, value: this.values.word(nominee.relationship) },
        successive
          ? { label: t.nomineeOrder, value: String(nominee.order) }
          : { label: t.nomineeShare, value: String(nominee.sharePercent) },
        {
          label: t.nomineeAddress,
          value: joinParts(
            [
              joinParts([nominee.address1, nominee.address2, nominee.address3], ', '),
              joinParts([nominee.city, nominee.pincode], ' - '),
              nominee.stateId === null ? '' : this.values.nameOf('State', nominee.stateId),
            ],
            ', ',
          ),
          span: 3,
        },
        { label: t.dateOfBirth, value: this.values.displayDate(nominee.dateOfBirth) },
      ];
      const appointee = nominee.appointee;
      if (appointee) {
        fields.push(
          { label: t.appointeeName, value: joinParts([appointee.firstName, appointee.lastName]), span: 2 },
          { label: t.appointeeRelation, value: this.values.word(appointee.relationship), span: 2 },
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
        [t.debitCard, this.values.yesNo(techno.debit_card)],
        [t.smsBanking, this.values.yesNo(techno.sms_banking)],
        [t.mobileBanking, this.values.yesNo(techno.mobile_banking)],
        [t.statementOnEmail, this.values.yesNo(techno.statement_on_email)],
        [t.aadhaarSeeding, this.values.yesNo(techno.aadhaar_card_seeding)],
        [t.internetBanking, this.values.yesNo(techno.internet_banking)],
      ],
      { x: this.layout.left, width: this.layout.width / 2 },
    );
  }

  private accountOperationsSection(): void {
    const operations = this.data.registration.account_operations;
    if (!operations) return;
    this.layout.sectionHeading(this.t.accountOperations, 24);
    this.layout.fields([{ label: this.t.operatedBy, value: this.values.word(operations), span: 4 }], 4);
  }

  private depositSection(): void {
    const deposit = this.data.deposit;
    if (!deposit) return;
    const { layout, t } = this;
    const fd = deposit.kind === 'FD';
    layout.sectionHeading(fd ? t.fixedDepositDetails : t.recurringDepositDetails);
    const tenure = this.values.tenure(
      Number(deposit.tenure_years || 0),
      Number(deposit.tenure_months || 0),
      Number(deposit.tenure_days || 0),
    );
    const period = deposit.is_auto_renewal
      ? this.values.tenure(
          Number(deposit.period_years || 0),
          Number(deposit.period_months || 0),
          Number(deposit.period_days || 0),
        )
      : '';
    const fields: Field[] = [
      { label: t.depositAmount, value: rupees(deposit.deposit_amount) },
      { label: t.tenure, value: tenure, span: 2 },
      { label: t.interestPayout, value: this.values.word(deposit.interest_payout) },
      { label: t.modeOfInterest, value: this.values.word(deposit.interest_payout_mode) },
      { label: t.autoRenewal, value: this.values.yesNo(deposit.is_auto_renewal) },
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
        fillText(t.declarationOf, { holder: this.values.holderTitle(holder), status: this.declarationStatus(holder) }),
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
        ? fillText(t.draftSignNote, { date: this.values.displayDay(r.updated_at) })
        : fillText(t.submittedSignNote, { date: this.values.displayDay(r.submitted_at ?? r.updated_at) }),
      { size: 8 },
    );
    layout.gap(4);
    layout.signatureBoxes(
      this.data.holders.map((holder) => this.values.holderTitle(holder)),
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
      layout.paragraph(fillText(t.returnedLine, { by: outcome.by, at: this.values.displayMoment(outcome.at) }));
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
      layout.paragraph(fillText(t.rejectedLine, { by: outcome.by, at: this.values.displayMoment(outcome.at) }));
    }
    const verified = [
      { label: t.verifiedBy, value: text(office.verifiedBy), span: 2 },
      { label: t.verifiedOn, value: this.values.displayDay(office.verifiedAt) },
    ];
    if (outcome?.kind === 'Rejected') {
      layout.writingBoxes(
        [
          ...verified,
          { label: t.rejectedBy, value: outcome.by, span: 2 },
          { label: t.rejectedOn, value: this.values.displayMoment(outcome.at) },
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
        { label: t.approvedOn, value: this.values.displayDay(office.approvedAt) },
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
