import { contract, type FirstAccountHolderDetails, type RegistrationDetails } from '@portal/domain';
import { answerOf, OK } from '@/test/answer-of';
import { HOLDER_ID, holderDetails, REGISTRATION_ID, savedPersonal } from '@/test/holder-details';
import { referenceListAnswer } from '@/test/reference-lists';
import { registrationDetails } from '@/test/registration-details';
import type { StubbedCall } from '@/test/render-app';
import { submittedApplicationAnswer } from '@/test/submitted-application';

/**
 * Test data for the first-holder wizard: answers to its calls, each built through the call's response
 * schema in the contract (answerOf), so an answer that drifts from packages/domain/src/api/first-holder.ts
 * fails.
 */

// The holder's saved details are shared with the branch's view of an application.
export {
  bornYearsAgo,
  HOLDER_ID,
  holderDetails,
  REGISTRATION_ID,
  savedAdditional,
  savedPersonal,
  UNSAVED_VERSIONS,
} from '@/test/holder-details';

export const wizardReferenceLists = {
  'GET /api/State/GetAll': referenceListAnswer('State', [
    { id: 27, stateName: 'Maharashtra' },
    { id: 29, stateName: 'Karnataka' },
  ]),
  'GET /api/Occupation/GetAll': referenceListAnswer('Occupation', [
    { id: 1, occupationName: 'Service' },
    { id: 2, occupationName: 'Business' },
  ]),
  'GET /api/POI/GetAll': referenceListAnswer('POI', [
    { id: 1, poi: 'UID-Aadhaar No.' },
    { id: 2, poi: 'Passport' },
    { id: 3, poi: 'Voter ID' },
    { id: 4, poi: 'Others' },
  ]),
  'GET /api/OccupationDetails/GetAll': referenceListAnswer('OccupationDetails', [
    { id: 1, occupationDetails: 'Salaried' },
    { id: 2, occupationDetails: 'Businessman' },
  ]),
  'GET /api/Education/GetAll': referenceListAnswer('Education', [{ id: 1, education: 'Graduate' }]),
  'GET /api/OtherBankAccounts/GetAll': referenceListAnswer('OtherBankAccounts', [
    { id: 1, otherBankAccount: 'Savings' },
  ]),
  'GET /api/RelatedPersonType/GetAll': referenceListAnswer('RelatedPersonType', [
    { id: 1, relatedPersonType: 'Natural Guardian' },
  ]),
  'GET /api/CustomerReason/GetAll': referenceListAnswer('CustomerReason', [{ id: 1, reason: 'Savings' }]),
};

/** The family details step as saved. */
export const SAVED_FAMILY = {
  FatherTitle: '1',
  FatherFirstName: 'Suresh',
  FatherMiddleName: '',
  FatherLastName: 'Patil',
  MotherTitle: '2',
  MotherFirstName: 'Sunita',
  MotherMiddleName: '',
  MotherLastName: 'Patil',
  MaidenTitle: '3',
  MaidenFirstName: 'Sunita',
  MaidenMiddleName: '',
  MaidenLastName: 'Joshi',
};

/** Holder 1 with the personal and family steps saved: the wizard opens at Additional Details. */
export function personalAndFamilySaved(): Partial<FirstAccountHolderDetails> {
  return { savedSteps: ['personal', 'family'], personalDetails: savedPersonal(), familyDetails: SAVED_FAMILY };
}

/** Holder 1 of a submitted application: every step saved, so the wizard opens it read-only. */
export function submittedHolder(): FirstAccountHolderDetails {
  return holderDetails({
    status: 'Completed',
    savedSteps: ['personal', 'family', 'additional', 'technoProducts', 'nomination', 'declaration'],
    personalDetails: savedPersonal(),
    familyDetails: SAVED_FAMILY,
  });
}

/** The version after a save: one more than the version the save sent. */
const versionAfter = (call: StubbedCall) => ((call.body as { Version?: number }).Version ?? 0) + 1;

/** A step save's answer: its message and the step's version after it. */
const savedBy =
  (
    entry:
      | typeof contract.UpdateFamilyDetails
      | typeof contract.UpdateDetailOfRelatedPerson
      | typeof contract.UpdateFormNo60
      | typeof contract.UpdateAdditionalDetails
      | typeof contract.UpdateTechnoProducts
      | typeof contract.UpdateNominees
      | typeof contract.UpdateAccountOperation
      | typeof contract.UpdateAccountHolderStatus,
    responseMessage = 'Saved successfully.',
  ) =>
  (call: StubbedCall) =>
    answerOf(entry, { ...OK, responseMessage, version: versionAfter(call) });

/** The reference number a successful SubmitAccount answers in the fixtures. */
export const SUBMITTED_REFERENCE_NO = '202603040000042';

/** The branch review of a submitted application (GetRegistrationDetails): Submitted unless a test says. */
type Review = Pick<RegistrationDetails, 'reviewStatus' | 'returnReasons' | 'returnedParts'>;

/**
 * Every wizard call; the holder's details (and a submitted application's review) are answered from
 * `state`, so a test can change them.
 */
export function wizardAnswers(state: { details: FirstAccountHolderDetails; review?: Review }) {
  return {
    ...wizardReferenceLists,
    // Read by the wizard of a submitted application only: the review decides which steps open.
    'POST /api/Registration/GetRegistrationDetails': () =>
      answerOf(
        contract.GetRegistrationDetails,
        registrationDetails({ status: 'Completed', reviewStatus: 'Submitted', ...state.review }),
      ),
    'POST /api/Registration/GetFirstAccountHolderDetails': () =>
      answerOf(contract.GetFirstAccountHolderDetails, { ...OK, data: [state.details] }),
    // The personal step's save also answers the application it belongs to.
    'POST /api/Registration/Registration': (call: StubbedCall) =>
      answerOf(contract.Registration, {
        ...OK,
        responseMessage: 'Saved successfully.',
        registrationId: REGISTRATION_ID,
        referenceNo: '2026030500042',
        version: versionAfter(call),
      }),
    'POST /api/Registration/UpdateFamilyDetails': savedBy(contract.UpdateFamilyDetails),
    'POST /api/Registration/UpdateDetailOfRelatedPerson': savedBy(contract.UpdateDetailOfRelatedPerson),
    'POST /api/Registration/UpdateFormNo60': savedBy(contract.UpdateFormNo60),
    'POST /api/Registration/UpdateAdditionalDetails': savedBy(contract.UpdateAdditionalDetails),
    'POST /api/Registration/UpdateTechnoProducts': savedBy(contract.UpdateTechnoProducts),
    // Step 7 reads the two hub records it saves: the account-operations instruction and the nominees.
    'POST /api/Registration/GetCustomerAccountOperationsDetails': () =>
      answerOf(contract.GetCustomerAccountOperationsDetails, { ...OK, accountOperations: null, version: 0 }),
    'POST /api/Registration/UpdateAccountOperation': savedBy(contract.UpdateAccountOperation),
    'POST /api/Registration/GetNominees': () =>
      answerOf(contract.GetNominees, { ...OK, mode: '', nominees: [], noNominationDeclared: false, version: 0 }),
    'POST /api/Registration/UpdateNominees': savedBy(contract.UpdateNominees),
    'POST /api/Registration/UpdateAccountHolderStatus': savedBy(
      contract.UpdateAccountHolderStatus,
      'Declaration saved.',
    ),
    'POST /api/Registration/DeleteCustomerPOI': () =>
      answerOf(contract.DeleteCustomerPOI, { ...OK, responseMessage: 'Document deleted.' }),
    'POST /api/Registration/SubmitAccount': () =>
      answerOf(contract.SubmitAccount, {
        ...OK,
        responseMessage: 'Your application has been submitted successfully.',
        fileName: `${SUBMITTED_REFERENCE_NO}.pdf`,
        referenceNo: SUBMITTED_REFERENCE_NO,
      }),
    'POST /api/Registration/GetSubmittedApplication': () =>
      submittedApplicationAnswer(REGISTRATION_ID, SUBMITTED_REFERENCE_NO),
    [`GET /RegistrationPrintPDF/${REGISTRATION_ID}.pdf`]: () => ({ body: '%PDF-1.7' }),
    'POST /api/Registration/GetCustomerAccountHolderList': () =>
      answerOf(contract.GetCustomerAccountHolderList, {
        ...OK,
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
            steps: { done: 0, needed: 6 },
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
