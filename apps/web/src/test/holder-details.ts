import {
  calendarDateInIndia,
  formatIsoDate,
  type FirstAccountHolderDetails,
  type OtherHolderDetails,
} from '@portal/domain';

/**
 * A holder's saved wizard as GetFirstAccountHolderDetails and GetOtherHolderDetails answer it, for the
 * holder wizards' tests and for the branch's view of an application (features/staff-application).
 */

export const REGISTRATION_ID = 42;
/** Holder 1 of application 42. */
export const HOLDER_ID = 101;

const today = calendarDateInIndia(new Date());
/** An ISO birth date `years` ago (an adult at 30, a minor at 10). */
export function bornYearsAgo(years: number): string {
  return formatIsoDate({ ...today, year: today.year - years, day: Math.min(today.day, 28) });
}

export type SavedPersonal = NonNullable<FirstAccountHolderDetails['personalDetails']>;

export function savedPersonal(fields: Partial<SavedPersonal> = {}): SavedPersonal {
  return {
    Id: HOLDER_ID,
    Title: '1',
    FirstName: 'Ravi',
    MiddleName: 'Kumar',
    LastName: 'Patil',
    DOB: bornYearsAgo(30),
    Gender: '1',
    MartialStatus: '2',
    Nationality: '1',
    Occupation: 1,
    Mobile: '9876543210',
    mobileNoBelongsTo: 'Self',
    Email: 'ravi@example.in',
    LocalAddress1: '12 MG Road',
    LocalAddress2: '',
    LocalAddress3: '',
    LocalCity: 'Pune',
    LocalPin: '411001',
    LocalState: 27,
    PermanentAddress1: '5 Station Road',
    PermanentAddress2: '',
    PermanentAddress3: '',
    PermanentCity: 'Satara',
    PermanentPin: '415001',
    PermanentState: 27,
    isPAN: true,
    PAN: 'ABCPE1234F',
    IsMinor: false,
    CustomerId: '',
    CKYCNo: '',
    photoFilePath: '/Photo/p1.jpg',
    panFilePath: '/POIFiles/pan1.jpg',
    registrationHoldersPOI: [
      { POIId: 7, POI: 'Others', POINo: 'RC-1234', POIPOA: '3', ExpiryDate: '', poiFilePath: '/POIFiles/poi7.jpg' },
    ],
    ...fields,
  };
}

export type SavedAdditional = NonNullable<FirstAccountHolderDetails['additionalDetails']>;

/** The additional details step as saved by a salaried customer. */
export function savedAdditional(fields: Partial<SavedAdditional> = {}): SavedAdditional {
  return {
    FundsExpectedOrigin: '1',
    FundsUtilisationExpected: '1',
    OtherBankAccounts: '',
    AverageIncome: '10000',
    AnnualIncome: '120000',
    Turnover: '240000',
    AverageBalance: '5000',
    Education: '',
    Religion: 'Hindu',
    caste: 'Open Category',
    OccupationDetails: 'Salaried',
    LineOfBusiness: '',
    BusinessName: 'Acme Traders',
    BusinessStartDate: '',
    BusinessAddress1: '',
    BusinessAddress2: '',
    BusinessAddress3: '',
    BusinessTelNo: '',
    BusinessMobileNo: '',
    BusinessIncomeSource: 'Salary',
    BusinessWealthSource: '',
    BusinessEstimatedValue: '',
    BusinessAssetDetails: [],
    BornNonIndia: false,
    TaxResidenceNonIndia: false,
    BusinessVehicleType: [],
    TwoWheelerMonth: '',
    TwoWheelerYear: '',
    CarMonth: '',
    CarYear: '',
    BusinessCarMaker: '',
    OtherVehicleMonth: '',
    OtherVehicleYear: '',
    InterestedIn: [],
    CustomerReasonId: 1,
    ...fields,
  };
}

/** Every step's version before anything is saved. */
export const UNSAVED_VERSIONS: FirstAccountHolderDetails['versions'] = {
  personal: 0,
  family: 0,
  relatedPerson: 0,
  form60: 0,
  additional: 0,
  technoProducts: 0,
  nomination: 0,
  declaration: 0,
};

/** What either holder's details answer has while nothing is saved (holder 1's adds its own two steps). */
export const UNSAVED_HOLDER = {
  registrationId: REGISTRATION_ID,
  accountTypeId: 1,
  status: 'Partially Filled',
  holderStatus: 'Partially Filled',
  savedSteps: [],
  personalDetails: null,
  photoFilePath: '',
  panFilePath: '',
  poiFilePath: '',
  isPAN: null,
  declarantAssessedTax: null,
  reason: '',
  formNo60: null,
  additionalDetails: null,
  declarationAccepted: false,
  versions: UNSAVED_VERSIONS,
} satisfies Partial<OtherHolderDetails>;

/** Holder 1's details, nothing saved unless `fields` say. */
export function holderDetails(fields: Partial<FirstAccountHolderDetails> = {}): FirstAccountHolderDetails {
  return {
    ...UNSAVED_HOLDER,
    registrationHolderId: HOLDER_ID,
    holderSrNo: 1,
    familyDetails: null,
    relatedPerson: null,
    ...fields,
  };
}
