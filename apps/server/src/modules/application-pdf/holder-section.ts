import {
  deriveIncome,
  familyMembersOf,
  FAMILY_MEMBER_LABELS,
  FUNDS_BY_DEBIT,
  FUNDS_FOR_CREDIT,
  GENDERS,
  holderVariant,
  labelOf,
  MARITAL_STATUSES,
  NATIONALITIES,
  POI_POA_CHOICES,
  proofKindOf,
  TITLES,
  VEHICLE_FIELDS,
  type KycFlowVariant,
  type StoredAdditionalDetails,
  type StoredFamilyDetails,
  type StoredFormNo60,
  type StoredPersonalDetails,
  type StoredRelatedPerson,
} from '@portal/domain';
import type { FormWriter } from './form-writer.js';
import type { PdfTexts } from './pdf-texts.js';
import type { ApplicationPrintData, PrintDocument, PrintHolder } from './print-query.js';
import { joinParts, printableAadhaar, rupees, text, type FormValues } from './print-values.js';

/**
 * One holder's own part of the form: their details beside their photo, addresses, PAN or Form 60,
 * proofs, family, related person and additional details.
 */
export class HolderSection {
  private readonly t: PdfTexts;

  constructor(
    private readonly layout: FormWriter,
    private readonly values: FormValues,
    private readonly data: ApplicationPrintData,
    private readonly photos: ReadonlyMap<number, Buffer>,
  ) {
    this.t = values.t;
  }

  write(holder: PrintHolder): void {
    const { personal, family, related_person: related, additional } = holder;
    this.layout.sectionHeading(this.values.holderTitle(holder), 150);
    this.personalDetails(holder);
    if (personal) this.addressesAndPan(holder, personal);
    this.proofs(holder);
    if (family) this.familyDetails(family, personal?.MartialStatus);
    if (related) this.relatedPerson(related);
    if (additional) {
      this.additionalDetails(additional, holderVariant(holder.holder_sr_no, this.data.registration.account_type_id));
    }
  }

  /** The personal step's values beside the photo. */
  private personalDetails(holder: PrintHolder): void {
    const { layout, values, t } = this;
    const personal = holder.personal;
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
          { label: t.title, value: values.word(labelOf(TITLES, text(personal.Title))) },
          { label: t.firstName, value: text(personal.FirstName) },
          { label: t.middleName, value: text(personal.MiddleName) },
          { label: t.lastName, value: text(personal.LastName) },
          { label: t.gender, value: values.word(labelOf(GENDERS, text(personal.Gender))) },
          { label: t.dateOfBirth, value: values.displayDate(personal.DOB) },
          { label: t.maritalStatus, value: values.word(labelOf(MARITAL_STATUSES, text(personal.MartialStatus))) },
          { label: t.nationality, value: values.word(labelOf(NATIONALITIES, text(personal.Nationality))) },
          { label: t.occupation, value: values.nameOf('Occupation', personal.Occupation) },
          { label: t.mobile, value: text(personal.Mobile) ? `+91 ${text(personal.Mobile)}` : '' },
          { label: t.mobileBelongsTo, value: values.word(text(personal.mobileNoBelongsTo)) },
          { label: t.minor, value: values.yesNo(holder.is_minor) },
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
  }

  private addressesAndPan(holder: PrintHolder, personal: StoredPersonalDetails): void {
    const { layout, t } = this;
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
    else this.form60(holder.steps?.form60 ?? null);
  }

  private proofs(holder: PrintHolder): void {
    const { layout, t } = this;
    const proofs = this.data.documents.filter(
      (document) => document.holder_id === holder.id && document.kind === 'proof',
    );
    if (proofs.length === 0) return;
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

  private familyDetails(family: StoredFamilyDetails, maritalStatus: unknown): void {
    const { layout, values, t } = this;
    layout.subHeading(t.familyDetails);
    // The spouse / maiden name only of a holder who has married, as the step asks it.
    layout.fields(
      familyMembersOf(maritalStatus).map((member) => ({
        label: this.familyLabel(member),
        value: joinParts([
          values.word(labelOf(TITLES, text(family[`${member}Title`]))),
          family[`${member}FirstName`],
          family[`${member}MiddleName`],
          family[`${member}LastName`],
        ]),
      })),
      3,
    );
  }

  private relatedPerson(related: StoredRelatedPerson): void {
    const { layout, values, t } = this;
    layout.subHeading(t.relatedPerson);
    layout.fields(
      [
        {
          label: t.name,
          value: joinParts([
            values.word(labelOf(TITLES, text(related.RelatedPersonTitle))),
            related.RelatedPeronFirstName,
            related.RelatedPeronMiddleName,
            related.RelatedPeronLastName,
          ]),
          span: 2,
        },
        { label: t.relationWithCustomer, value: values.word(text(related.RelatedPersonCustomerRelation)) },
        { label: t.type, value: values.nameOf('RelatedPersonType', related.RelatedPersonType) },
        { label: t.pan, value: text(related.RelatedPersonPANNo) },
        { label: t.aadhaarNo, value: printableAadhaar(related.RelatedPersonAadhaarNo) },
        { label: t.courtOrderNo, value: text(related.RelatedPersonCourtOrderNo) },
      ],
      4,
    );
  }

  private address(values: StoredPersonalDetails, prefix: 'Local' | 'Permanent'): string {
    const lines = joinParts(
      [values[`${prefix}Address1`], values[`${prefix}Address2`], values[`${prefix}Address3`]],
      ', ',
    );
    const place = joinParts([values[`${prefix}City`], values[`${prefix}Pin`]], ' - ');
    return joinParts([lines, place, this.values.nameOf('State', values[`${prefix}State`])], ', ');
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
        { label: t.assessedToTax, value: this.values.yesNo(values.DeclarantAssessedTax) },
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
      this.values.word(proof.proof_name),
      number,
      this.values.word(labelOf(POI_POA_CHOICES, proof.poi_poa)),
      this.values.displayDate(proof.expiry_date),
    ];
  }

  /** The additional details in the lists of the holder's flow (its income and asset bands, vehicle inputs). */
  private additionalDetails(values: StoredAdditionalDetails, variant: KycFlowVariant): void {
    const { layout, t } = this;
    const income = deriveIncome(values.AverageIncome, variant.incomeBands);
    const vehicles = values.BusinessVehicleType.map((vehicle) => {
      const fields = VEHICLE_FIELDS[vehicle];
      const when = joinParts([variant.vehicleMonthAndYear ? values[fields.month] : '', values[fields.year]], '/');
      return when ? `${this.values.word(vehicle)} (${when})` : this.values.word(vehicle);
    }).join(', ');
    layout.subHeading(t.additionalDetails);
    layout.fields(
      [
        {
          label: t.fundsCredited,
          value: this.values.word(labelOf(FUNDS_FOR_CREDIT, text(values.FundsExpectedOrigin))),
        },
        {
          label: t.fundsDebited,
          value: this.values.word(labelOf(FUNDS_BY_DEBIT, text(values.FundsUtilisationExpected))),
        },
        { label: t.otherBankAccounts, value: this.values.nameOf('OtherBankAccounts', values.OtherBankAccounts) },
        { label: t.reasonForAccount, value: this.values.nameOf('CustomerReason', values.CustomerReasonId) },
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
        { label: t.education, value: this.values.nameOf('Education', values.Education) },
        { label: t.religion, value: this.values.word(text(values.Religion)) },
        { label: t.category, value: this.values.word(text(values.caste)) },
        { label: t.occupationDetails, value: this.values.word(text(values.OccupationDetails)) },
        { label: t.employer, value: text(values.BusinessName), span: 2 },
        { label: t.lineOfBusiness, value: text(values.LineOfBusiness) },
        { label: t.businessStartedOn, value: this.values.displayDate(values.BusinessStartDate) },
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
          value: this.values.word(labelOf(variant.estimatedAssetValues, text(values.BusinessEstimatedValue))),
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
              .map((name) => this.values.word(name.trim())),
            ', ',
          ),
        },
        { label: t.fatcaBornOutside, value: this.values.yesNo(values.BornNonIndia) },
        { label: t.fatcaTaxResident, value: this.values.yesNo(values.TaxResidenceNonIndia) },
      ],
      4,
    );
  }
}
