import { calendarDateInIndia, formatIsoDate, type FirstAccountHolderDetails } from '@portal/domain';
import type { StubbedCall } from '@/test/render-app';
import { submittedApplicationAnswer } from '@/test/submitted-application';

/** Test data for the first-holder wizard, in the shapes of packages/domain/src/api/first-holder.ts. */

export const REGISTRATION_ID = 42;
export const HOLDER_ID = 101;

function ok(fields: object = {}) {
  return { body: { responseCode: 'OK', responseMessage: '', ...fields } };
}

const list = (data: object[]) => () => ok({ data });

export const wizardReferenceLists = {
  'GET /api/State/GetAll': list([
    { id: 27, stateName: 'Maharashtra' },
    { id: 29, stateName: 'Karnataka' },
  ]),
  'GET /api/Occupation/GetAll': list([
    { id: 1, occupationName: 'Service' },
    { id: 2, occupationName: 'Business' },
  ]),
  'GET /api/POI/GetAll': list([
    { id: 1, poi: 'UID-Aadhaar No.' },
    { id: 2, poi: 'Passport' },
    { id: 3, poi: 'Voter ID' },
    { id: 4, poi: 'Others' },
  ]),
  'GET /api/OccupationDetails/GetAll': list([
    { id: 1, occupationDetails: 'Salaried' },
    { id: 2, occupationDetails: 'Businessman' },
  ]),
  'GET /api/Education/GetAll': list([{ id: 1, education: 'Graduate' }]),
  'GET /api/OtherBankAccounts/GetAll': list([{ id: 1, otherBankAccount: 'Savings' }]),
  'GET /api/RelatedPersonType/GetAll': list([{ id: 1, relatedPersonType: 'Natural Guardian' }]),
  'GET /api/CustomerReason/GetAll': list([{ id: 1, reason: 'Savings' }]),
};

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

export function holderDetails(fields: Partial<FirstAccountHolderDetails> = {}): FirstAccountHolderDetails {
  return {
    registrationId: REGISTRATION_ID,
    registrationHolderId: HOLDER_ID,
    holderSrNo: 1,
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
    familyDetails: null,
    relatedPerson: null,
    formNo60: null,
    additionalDetails: null,
    nomination: null,
    declarationAccepted: false,
    versions: UNSAVED_VERSIONS,
    ...fields,
  };
}

const saved = () => ok({ responseMessage: 'Saved successfully.' });

/** Every wizard call; the holder's details are answered from `state`, so a test can change them. */
/** The reference number a successful SubmitAccount answers in the fixtures. */
export const SUBMITTED_REFERENCE_NO = '202603040000042';

export function wizardAnswers(state: { details: FirstAccountHolderDetails }) {
  return {
    ...wizardReferenceLists,
    'POST /api/Registration/GetFirstAccountHolderDetails': () => ok({ data: [state.details] }),
    'POST /api/Registration/Registration': saved,
    'POST /api/Registration/UpdateFamilyDetails': saved,
    'POST /api/Registration/UpdateDetailOfRelatedPerson': saved,
    'POST /api/Registration/UpdateFormNo60': saved,
    'POST /api/Registration/UpdateAdditionalDetails': saved,
    'POST /api/Registration/UpdateTechnoProducts': saved,
    'POST /api/Registration/UpdateNominationDetails': saved,
    'POST /api/Registration/UpdateAccountHolderStatus': () => ok({ responseMessage: 'Declaration saved.' }),
    'POST /api/Registration/DeleteCustomerPOI': () => ok({ responseMessage: 'Document deleted.' }),
    'POST /api/Registration/SubmitAccount': () =>
      ok({
        responseMessage: 'Your application has been submitted successfully.',
        fileName: `${SUBMITTED_REFERENCE_NO}.pdf`,
        referenceNo: SUBMITTED_REFERENCE_NO,
      }),
    'POST /api/Registration/GetSubmittedApplication': () =>
      submittedApplicationAnswer(REGISTRATION_ID, SUBMITTED_REFERENCE_NO),
    [`GET /RegistrationPrintPDF/${REGISTRATION_ID}.pdf`]: () => ({ body: '%PDF-1.7' }),
    'POST /api/Registration/GetCustomerAccountHolderList': () =>
      ok({
        data: [
          {
            registrationHoldersId: HOLDER_ID,
            holderSrNo: 1,
            customerName: 'Ravi Patil',
            lastUpdated: '2026-03-04T20:00:00Z',
            status: 'Partially Filled',
            accountTypeId: 1,
            locationId: 1,
            branchId: '101',
          },
        ],
      }),
    // Saved documents are fetched as blobs with the token.
    'GET /Photo/p1.jpg': () => ({ body: 'image' }),
    'GET /POIFiles/pan1.jpg': () => ({ body: 'image' }),
    'GET /POIFiles/poi7.jpg': () => ({ body: 'image' }),
  };
}

/** Signs the customer in and opens holder 1 of application 42, as the hub's Edit does. */
export function signInWithApplication() {
  localStorage.setItem('authCustomer', JSON.stringify({ mobileNo: '9876543210', email: 'a@b.in' }));
  localStorage.setItem('registrationId', String(REGISTRATION_ID));
  localStorage.setItem('registrationHoldersId', String(HOLDER_ID));
}

export function lastBody(calls: StubbedCall[], name: string): unknown {
  return calls.filter((call) => call.path === `/api/Registration/${name}`).at(-1)?.body;
}
