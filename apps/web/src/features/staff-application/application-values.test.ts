import type { ApplicationSections, FirstAccountHolderDetails } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { holderDetails, savedAdditional, savedPersonal } from '@/test/holder-details';
import { appointee, nomineeAnswer } from '@/test/nominees';
import { holderStepGroups, sectionGroups } from './application-values';

const sections: ApplicationSections = {
  accountOperations: { accountOperations: 'Either or survivor', version: 1 },
  nomination: {
    mode: 'Simultaneous',
    noNominationDeclared: false,
    version: 2,
    nominees: [
      nomineeAnswer({ sharePercent: 60 }),
      nomineeAnswer({
        firstName: 'Mira',
        relationship: 'Daughter',
        dateOfBirth: '2016-03-05',
        pincode: '',
        stateId: null,
        sharePercent: 40,
        order: 2,
        isMinor: true,
        appointee: appointee(),
      }),
    ],
  },
  technoProducts: null,
  fixedDeposit: null,
  recurringDeposit: null,
};

describe('the nomination as the branch reads it', () => {
  it('names the choice, each nominee with share and a minor’s appointee, the state by its name', () => {
    const names = (field: string, id: number) => (field === 'State' && id === 27 ? 'Maharashtra' : undefined);
    const nomination = sectionGroups(sections, names).find((group) => group.key === 'nomination');
    expect(nomination?.saved).toBe(true);
    expect(nomination?.values).toEqual([
      { label: 'Nomination', value: 'Together with shares (simultaneous)' },
      {
        label: 'Nominee 1',
        value: 'Asha Patil (Wife), born 12-Apr-1990, share 60 %, 12 MG Road, Pune, 411001, Maharashtra',
      },
      { label: 'Nominee 2', value: 'Mira Patil (Daughter), born 05-Mar-2016, a minor, share 40 %, 12 MG Road, Pune' },
      { label: 'Appointee for nominee 2', value: 'Sunita Patil (Mother), 12 MG Road, Pune, 411001' },
    ]);
  });
});

/** Holder 1 of a savings account with the steps a clerk reads codes in: the proofs, Form 60 and the additional details. */
function holderWithCodes(): FirstAccountHolderDetails {
  return holderDetails({
    status: 'Completed',
    holderStatus: 'Completed',
    savedSteps: ['personal', 'form60', 'additional', 'technoProducts'],
    personalDetails: savedPersonal({
      MiddleName: 'Mohan',
      LastName: 'Kulkarni',
      DOB: '1985-01-31',
      Nationality: '2',
      Occupation: 4,
      Email: '',
      LocalAddress1: '1 FC Road',
      LocalPin: '411004',
      PermanentAddress1: '1 FC Road',
      PermanentCity: 'Pune',
      PermanentPin: '411004',
      isPAN: false,
      PAN: '',
      photoFilePath: '/Photo/a.jpg',
      panFilePath: '',
      registrationHoldersPOI: [
        { POIId: 1, POI: 'Passport', POINo: 'K1234567', POIPOA: '3', ExpiryDate: '2031-06-30', poiFilePath: '' },
        { POIId: 2, POI: 'Voter ID', POINo: 'ABC1234567', POIPOA: '1', ExpiryDate: '', poiFilePath: '' },
      ],
    }),
    photoFilePath: '/Photo/a.jpg',
    isPAN: false,
    declarantAssessedTax: true,
    reason: 'Salary',
    formNo60: {
      DeclarantDocuments: 'Passport',
      DeclarantTransactionParticulars: 'Opening a savings account',
      DeclarantAmountofTransaction: '250000',
      DeclarantAssessedTax: true,
      DetailsOfIncomeTax: 'Ward 4(1), Pune',
      ReasonForNoPan: 'Applied for',
    },
    additionalDetails: savedAdditional({
      FundsUtilisationExpected: '0',
      OtherBankAccounts: 3,
      AverageIncome: '45000',
      AnnualIncome: '540000',
      BusinessAnnualIncome: '540000',
      Turnover: '1080000',
      AverageBalance: '1234567',
      Education: 2,
      caste: 'OBC',
      BusinessName: 'Pune Tools Ltd',
      BusinessStartDate: '2010-07-01',
      BusinessEstimatedValue: '2',
      BusinessAssetDetails: ['House', 'Plot'],
      BusinessVehicleType: ['Car'],
      CarMonth: '3',
      CarYear: '2020',
      BusinessCarPurchaseYear: '2020-03',
      BusinessCarMaker: 'Tata',
      InterestedIn: ['Demat', 'PMSBY'],
      CustomerReasonId: 5,
    }),
    declarationAccepted: true,
    versions: {
      personal: 1,
      family: 0,
      relatedPerson: 0,
      form60: 1,
      additional: 1,
      technoProducts: 1,
      nomination: 0,
      declaration: 1,
    },
  });
}

/** The bank's lists as the web loads them: the ids these values hold, by their names. */
const LIST_NAMES: Record<string, Record<number, string>> = {
  State: { 27: 'Maharashtra' },
  Occupation: { 4: 'Service' },
  OtherBankAccounts: { 3: 'None' },
  Education: { 2: 'Graduate' },
  CustomerReasonId: { 5: 'Salary account' },
};
const listNames = (field: string, id: number) => LIST_NAMES[field.endsWith('State') ? 'State' : field]?.[id];

/** A group's value under a label. */
function valueOf(groups: ReturnType<typeof holderStepGroups>, key: string, label: string) {
  return groups.find((group) => group.key === key)?.values.find((entry) => entry.label === label)?.value;
}

describe("a holder's steps as a clerk reads them", () => {
  const groups = holderStepGroups(holderWithCodes(), { ...sections, technoProducts: null }, listNames);

  it('names every coded choice and every id of the bank’s lists', () => {
    expect(valueOf(groups, 'personal', 'Title')).toBe('Mr.');
    expect(valueOf(groups, 'personal', 'Nationality')).toBe('NRI/PIO');
    expect(valueOf(groups, 'personal', 'Occupation')).toBe('Service');
    expect(valueOf(groups, 'personal', 'Permanent State')).toBe('Maharashtra');
    expect(valueOf(groups, 'personal', 'Proof 1 (POA & POI)')).toBe('Passport · K1234567 · valid to 30-Jun-2031');
    expect(valueOf(groups, 'personal', 'Proof 2 (POA)')).toBe('Voter ID · ABC1234567');
    expect(valueOf(groups, 'additional', 'Funds expected to be credited')).toBe('Local');
    expect(valueOf(groups, 'additional', 'Funds expected to be debited')).toBe('Remittances aboard');
    expect(valueOf(groups, 'additional', 'Other Bank Accounts')).toBe('None');
    expect(valueOf(groups, 'additional', 'Education')).toBe('Graduate');
    expect(valueOf(groups, 'additional', 'Reason for opening the account')).toBe('Salary account');
    // Holder 1's wizard asks the estimated value of assets in its income bands.
    expect(valueOf(groups, 'additional', 'Estimated value of assets')).toBe('₹50,000-₹1,00,000');
    expect(valueOf(groups, 'additional', 'Car Month')).toBe('March');
  });

  it('shows amounts in rupees grouped in lakhs, dates as DD-MMM-YYYY, and the spec’s duplicates once', () => {
    expect(valueOf(groups, 'form60', 'Amount of transaction')).toBe('₹2,50,000');
    expect(valueOf(groups, 'additional', 'Average monthly income')).toBe('₹45,000');
    expect(valueOf(groups, 'additional', 'Annual Income')).toBe('₹5,40,000');
    expect(valueOf(groups, 'additional', 'Turnover')).toBe('₹10,80,000');
    expect(valueOf(groups, 'additional', 'Expected average balance')).toBe('₹12,34,567');
    expect(valueOf(groups, 'personal', 'Date of Birth')).toBe('31-Jan-1985');
    expect(valueOf(groups, 'additional', 'Business Start Date')).toBe('01-Jul-2010');
    const labels = groups.flatMap((group) => group.values.map((entry) => entry.label));
    expect(labels).not.toContain('Business Annual Income');
    expect(labels).not.toContain('Business Car Purchase Year');
  });

  it('leaves no code or bare id among the values', () => {
    const values = groups.flatMap((group) => group.values);
    // A one- or two-digit value on its own is a code or an id; years, numbers and amounts are longer.
    expect(values.filter((entry) => /^\d{1,2}$/.test(entry.value))).toEqual([]);
    expect(values.filter((entry) => /^\d{5,}$/.test(entry.value) && !/Pin|Mobile/.test(entry.label))).toEqual([]);
  });
});

describe('the deposit and techno sections as a clerk reads them', () => {
  it('gives an FD its amount in rupees, its tenure and renewal period in words', () => {
    const fd = sectionGroups({
      ...sections,
      fixedDeposit: {
        depositAmount: '150000',
        tenureYear: '1',
        tenureMonths: '6',
        tenureDays: '0',
        interestPayout: 'Quarterly',
        interestPayoutMode: 'ECS',
        bankName: 'State Bank of India',
        branchName: 'Kothrud',
        accountNo: '00112233',
        ifsc: 'SBIN0001234',
        periodYear: '0',
        periodMonths: '0',
        periodDays: '15',
        isAutoRenewal: true,
        tdsMembershipNo: '',
        version: 1,
      },
    }).find((group) => group.key === 'fixedDeposit');
    expect(fd?.values).toEqual([
      { label: 'Deposit Amount', value: '₹1,50,000' },
      { label: 'Tenure', value: '1 year 6 months' },
      { label: 'Interest Payout', value: 'Quarterly' },
      { label: 'Interest Payout Mode', value: 'ECS' },
      { label: 'Auto Renewal', value: 'Yes' },
      { label: 'Renewal Period', value: '15 days' },
      { label: 'Bank Name', value: 'State Bank of India' },
      { label: 'Branch Name', value: 'Kothrud' },
      { label: 'Account No.', value: '00112233' },
      { label: 'IFSC', value: 'SBIN0001234' },
    ]);
  });

  it('reads an RD’s auto renewal saved as 0 as No, with its instalment in rupees', () => {
    const rd = sectionGroups({
      ...sections,
      recurringDeposit: {
        depositAmount: '2500',
        tenureYear: '2',
        tenureMonths: '0',
        tenureDays: '0',
        interestPayout: 'On Maturity',
        interestPayoutMode: 'Pay Order',
        bankName: '',
        branchName: '',
        accountNo: '',
        ifsc: '',
        periodYear: '',
        periodMonths: '',
        periodDays: '',
        isAutoRenewal: 0,
        debitAccountNo: '0101200034567',
        rdAmount: '2500',
        rdMonths: '24',
        version: 1,
      },
    }).find((group) => group.key === 'recurringDeposit');
    expect(rd?.values).toEqual([
      { label: 'Deposit Amount', value: '₹2,500' },
      { label: 'Tenure', value: '2 years' },
      { label: 'Interest Payout', value: 'On Maturity' },
      { label: 'Interest Payout Mode', value: 'Pay Order' },
      { label: 'Auto Renewal', value: 'No' },
      { label: 'Debit Account No.', value: '0101200034567' },
      { label: 'Instalment Amount', value: '₹2,500' },
      { label: 'Number of Months', value: '24' },
    ]);
  });

  it('names the techno products as the hub does', () => {
    const techno = sectionGroups({
      ...sections,
      technoProducts: {
        debitCard: true,
        smsBanking: false,
        mobileBanking: true,
        statementOnEmail: true,
        aadhaarCardSeeding: false,
        interntBanking: true,
        version: 1,
      },
    }).find((group) => group.key === 'technoProducts');
    expect(techno?.values).toEqual([
      { label: 'Debit Cum ATM Card', value: 'Yes' },
      { label: 'SMS banking', value: 'No' },
      { label: 'Mobile banking', value: 'Yes' },
      { label: 'Statement on E-mail Id', value: 'Yes' },
      { label: 'Aadhaar card seeding', value: 'No' },
      { label: 'Internet banking', value: 'Yes' },
    ]);
  });
});
