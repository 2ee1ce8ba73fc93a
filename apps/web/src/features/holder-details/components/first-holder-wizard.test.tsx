import { messages, type FirstAccountHolderDetails } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubPdfBlobs } from '@/test/pdf-stubs';
import { staleVersionRefusal, validationRefusal } from '@/test/refusals';
import { renderApp, stubFetch } from '@/test/render-app';
import { textsOf } from '@/test/role-texts';
import { summaryLink } from '@/test/summary-link';
import {
  bornYearsAgo,
  holderDetails,
  lastBody,
  personalAndFamilySaved,
  SAVED_FAMILY,
  savedAdditional,
  savedPersonal,
  signInWithApplication,
  SUBMITTED_REFERENCE_NO,
  submittedHolder,
  UNSAVED_VERSIONS,
  wizardAnswers,
} from '../first-holder-fixtures';

type User = ReturnType<typeof userEvent.setup>;
type Overrides = Parameters<typeof stubFetch>[0];

/** Opens /FirstHolder on the saved `details`; `overrides` replace the fixtures' answers. */
function openWizard(details: Partial<FirstAccountHolderDetails> = {}, overrides: Overrides = {}, applyAccept = true) {
  const state = { details: holderDetails(details) };
  const { calls } = stubFetch({ ...wizardAnswers(state), ...overrides });
  const user = userEvent.setup({ applyAccept });
  const { router } = renderApp('/FirstHolder');
  return { calls, user, router, state };
}

async function stepHeading(name: string) {
  return screen.findByRole('heading', { name, level: 2 });
}

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Fills in the family step's people: who (Father, Mother, Spouse / Maiden), their title, first and last name. */
async function fillFamily(user: User, people: (readonly [string, string, string, string])[]) {
  for (const [who, title, first, last] of people) {
    await choose(user, `${who} Title`, title);
    await user.type(screen.getByRole('textbox', { name: `${who} First Name` }), first);
    await user.type(screen.getByRole('textbox', { name: `${who} Last Name` }), last);
  }
}

async function saveAndNext(user: User) {
  await user.click(screen.getByRole('button', { name: 'Save & Next' }));
}

/** Goes back a step with Back, once the step named `heading` shows. */
async function backTo(user: User, heading: string) {
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await stepHeading(heading);
}

const stepButton = (name: string) => screen.getByRole('button', { name });

describe('the first-holder wizard', () => {
  beforeEach(() => signInWithApplication());

  it('pre-fills every step from GetFirstAccountHolderDetails and resumes at the first unsaved step', async () => {
    const { calls } = openWizard({
      savedSteps: ['personal', 'family'],
      personalDetails: savedPersonal({ MartialStatus: '1' }),
      familyDetails: SAVED_FAMILY,
    });

    // An adult with PAN: steps 3 and 4 are greyed, and the wizard resumes at Additional Details.
    await stepHeading('Additional Details');
    expect(screen.getByRole('heading', { name: 'Create New Account', level: 1 })).toBeInTheDocument();
    expect(lastBody(calls, 'GetFirstAccountHolderDetails')).toEqual({ RegistrationId: 42, RegistrationHolderId: 101 });
    expect(stepButton('Related person / guardian (not applicable)')).toBeDisabled();
    expect(stepButton('Form no 60/61 (not applicable)')).toBeDisabled();
    expect(stepButton('Techno products')).toBeDisabled();

    const user = userEvent.setup();
    await user.click(stepButton('Family Details'));
    await stepHeading('Family Details');
    expect(screen.getByRole('textbox', { name: 'Father First Name' })).toHaveValue('Suresh');
    expect(screen.getByRole('textbox', { name: 'Spouse / Maiden Last Name' })).toHaveValue('Joshi');

    await user.click(stepButton('Personal Details'));
    await stepHeading('Personal Details');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ravi');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Mr.');
    expect(screen.getByRole('textbox', { name: 'PAN' })).toHaveValue('ABCPE1234F');
    expect(screen.getByRole('textbox', { name: 'Mobile No.' })).toHaveValue('9876543210');
    expect(screen.getByRole('radio', { name: 'Self' })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Communication State' })).toHaveValue('Maharashtra'),
    );
    const proof = screen.getByRole('group', { name: 'Others' });
    expect(within(proof).getByRole('textbox', { name: 'Document Number' })).toHaveValue('RC-1234');
    expect(within(proof).getByRole('textbox', { name: 'POI/POA' })).toHaveValue('POA & POI');
    // The saved photo is fetched with the session cookie, never through a URL carrying a token.
    await waitFor(() => expect(calls.some((call) => call.path === '/Photo/p1.jpg')).toBe(true));
    const photoCall = calls.find((call) => call.path === '/Photo/p1.jpg');
    expect(photoCall?.headers['X-Portal-Audience']).toBe('customer');
  });

  it('before a first save, pre-fills the mobile and e-mail of the signed-in customer', async () => {
    openWizard();
    await stepHeading('Personal Details');
    expect(screen.getByRole('textbox', { name: 'Mobile No.' })).toHaveValue('9876543210');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('a@b.in');
    expect(screen.getByRole('textbox', { name: 'Marital Status' })).toHaveValue('Unmarried');
    expect(screen.getByRole('textbox', { name: 'Nationality' })).toHaveValue('Indian');
    expect(screen.getByText('+91')).toBeVisible();
    expect(stepButton('Family Details')).toBeDisabled();
  });

  it('lists every problem of an empty step 1 at once, each named by its field, each link focusing it', async () => {
    const { calls, user } = openWizard();
    await stepHeading('Personal Details');
    await saveAndNext(user);

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    const lines = within(summary)
      .getAllByRole('button')
      .map((link) => link.textContent);
    expect(lines).toEqual(
      expect.arrayContaining([
        messages.titleRequired,
        messages.dateOfBirthRequired,
        `Communication address: ${messages.pincodeRequired}`,
        `Permanent address: ${messages.pincodeRequired}`,
        `Permanent address: ${messages.stateRequired}`,
        messages.photoRequired,
        messages.panRequired,
        messages.panDocumentRequired,
        `Proof documents: ${messages.atLeastOneProof}`,
      ]),
    );
    expect(calls.some((call) => call.path === '/api/Registration/Registration')).toBe(false);

    await user.click(summaryLink(summary, `Permanent address: ${messages.pincodeRequired}`));
    expect(screen.getByRole('textbox', { name: 'Permanent Pincode' })).toHaveFocus();
    await user.click(summaryLink(summary, `Proof documents: ${messages.atLeastOneProof}`));
    expect(screen.getByRole('textbox', { name: 'Proof of Identity' })).toHaveFocus();
  });

  it('checks the e-mail as it is typed, before any save', async () => {
    const { user } = openWizard();
    await stepHeading('Personal Details');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'ravi@');
    await waitFor(() => expect(email).toHaveAccessibleDescription(messages.wizardEmailInvalid));
    await user.type(email, 'example.in');
    await waitFor(() => expect(email).not.toHaveAccessibleDescription(messages.wizardEmailInvalid));
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it('takes an adult with PAN from Family Details straight to Additional Details, and Back the same way', async () => {
    const { calls, user } = openWizard({
      savedSteps: ['personal'],
      personalDetails: savedPersonal({ MartialStatus: '1' }),
    });
    await stepHeading('Family Details');

    await fillFamily(user, [
      ['Father', 'Mr.', 'Suresh', 'Patil'],
      ['Mother', 'Mrs.', 'Sunita', 'Patil'],
      ['Spouse / Maiden', 'Miss.', 'Sunita', 'Joshi'],
    ]);
    await saveAndNext(user);

    await stepHeading('Additional Details');
    expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
    expect(lastBody(calls, 'UpdateFamilyDetails')).toMatchObject({
      RegistrationId: 42,
      RegistrationHolderId: 101,
      FatherTitle: '1',
      FatherFirstName: 'Suresh',
      MaidenLastName: 'Joshi',
    });

    await backTo(user, 'Family Details');
    await backTo(user, 'Personal Details');
  });

  it('asks an unmarried holder, a child too, for father and mother only: no spouse / maiden name', async () => {
    const { calls, user } = openWizard({
      savedSteps: ['personal'],
      personalDetails: savedPersonal({ MartialStatus: '2', DOB: bornYearsAgo(14), IsMinor: true }),
    });
    await stepHeading('Family Details');
    expect(screen.getByRole('group', { name: 'Father' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Spouse / Maiden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Spouse/ })).not.toBeInTheDocument();

    await fillFamily(user, [
      ['Father', 'Mr.', 'Suresh', 'Patil'],
      ['Mother', 'Mrs.', 'Sunita', 'Patil'],
    ]);
    await saveAndNext(user);

    await stepHeading('Related person / guardian');
    const body = lastBody(calls, 'UpdateFamilyDetails') as Record<string, unknown>;
    expect(body).toMatchObject({ FatherFirstName: 'Suresh', MotherLastName: 'Patil' });
    expect(Object.keys(body).filter((key) => key.startsWith('Maiden'))).toEqual([]);
  });

  it('takes a minor through the related person / guardian step', async () => {
    const { calls, user } = openWizard({
      savedSteps: ['personal', 'family'],
      personalDetails: savedPersonal({ DOB: bornYearsAgo(10), IsMinor: true }),
      familyDetails: SAVED_FAMILY,
    });
    await stepHeading('Related person / guardian');
    expect(stepButton('Form no 60/61 (not applicable)')).toBeDisabled();

    await choose(user, 'Title', 'Mr.');
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Suresh');
    await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Patil');
    await user.type(screen.getByRole('textbox', { name: 'Relation with the applicant' }), 'Father');
    await choose(user, 'Related Person Type', 'Natural Guardian');
    await user.type(screen.getByRole('textbox', { name: 'PAN No.' }), 'abcpe1234f');
    await user.type(screen.getByRole('textbox', { name: 'Aadhaar No.' }), '234123412346');
    await saveAndNext(user);

    await stepHeading('Additional Details');
    expect(lastBody(calls, 'UpdateDetailOfRelatedPerson')).toMatchObject({
      RelatedPeronFirstName: 'Suresh',
      RelatedPersonPANNo: 'ABCPE1234F',
      RelatedPersonType: 1,
    });
    await backTo(user, 'Related person / guardian');
  });

  it('takes a holder without PAN through Form no 60/61', async () => {
    const { calls, user } = openWizard({
      savedSteps: ['personal', 'family'],
      personalDetails: savedPersonal({ isPAN: false, PAN: '', panFilePath: '' }),
      familyDetails: SAVED_FAMILY,
    });
    await stepHeading('Form no 60/61');
    expect(stepButton('Related person / guardian (not applicable)')).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: 'Transaction Particulars' }), 'Deposit');
    await user.type(screen.getByRole('textbox', { name: 'Amount of Transactions' }), '50000');
    await user.type(screen.getByRole('textbox', { name: 'Income Tax Ward / Circle / Range details' }), 'Ward 3');
    await user.type(screen.getByRole('textbox', { name: 'Reason for not having PAN' }), 'Not applied');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await saveAndNext(user);

    await stepHeading('Additional Details');
    expect(lastBody(calls, 'UpdateFormNo60')).toMatchObject({
      DeclarantAmountofTransaction: '50000',
      DeclarantAssessedTax: false,
      ReasonForNoPan: 'Not applied',
    });
    await backTo(user, 'Form no 60/61');
    await backTo(user, 'Family Details');
  });

  it('sends the step version it read, and after a save elsewhere offers Reload with what is on record', async () => {
    const { user, calls, state } = openWizard(
      {
        ...personalAndFamilySaved(),
        versions: { ...UNSAVED_VERSIONS, personal: 1, family: 4 },
      },
      {
        'POST /api/Registration/UpdateFamilyDetails': () => staleVersionRefusal(),
      },
    );
    await stepHeading('Additional Details');
    await user.click(stepButton('Family Details'));
    await stepHeading('Family Details');
    await user.type(screen.getByRole('textbox', { name: 'Father Middle Name' }), 'Ram');
    await saveAndNext(user);

    const alert = await screen.findByRole('alert', { name: 'Changed elsewhere' });
    expect(lastBody(calls, 'UpdateFamilyDetails')).toMatchObject({ Version: 4, FatherMiddleName: 'Ram' });
    expect(screen.getByRole('textbox', { name: 'Father Middle Name' })).toHaveValue('Ram');
    expect(screen.getByRole('heading', { name: 'Family Details', level: 2 })).toBeInTheDocument();

    // Someone else's save is what the server has now: Reload shows it, on the same step.
    state.details = holderDetails({
      ...state.details,
      familyDetails: { ...SAVED_FAMILY, FatherMiddleName: 'Vasant' },
      versions: { ...state.details.versions, family: 5 },
    });
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Father Middle Name' })).toHaveValue('Vasant'));
    expect(screen.queryByRole('alert', { name: 'Changed elsewhere' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Family Details', level: 2 })).toBeInTheDocument();
  });

  it('stays on the step after a 400, with the message beside the field, the summary and focus on it', async () => {
    const { user } = openWizard(personalAndFamilySaved(), {
      'POST /api/Registration/UpdateFamilyDetails': () =>
        validationRefusal([{ field: 'FatherFirstName', message: 'Enter character only!' }]),
    });
    await stepHeading('Additional Details');
    await user.click(stepButton('Family Details'));
    await stepHeading('Family Details');
    await user.clear(screen.getByRole('textbox', { name: 'Father Middle Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Father Middle Name' }), 'Ram');
    await saveAndNext(user);

    expect(await screen.findByText('Please check the details entered.')).toBeInTheDocument();
    const father = screen.getByRole('textbox', { name: 'Father First Name' });
    expect(father).toHaveAccessibleDescription('Enter character only!');
    expect(
      within(screen.getByRole('alert', { name: 'There is a problem' })).getByText('Enter character only!'),
    ).toBeInTheDocument();
    expect(father).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Family Details', level: 2 })).toBeInTheDocument();
    // Nothing typed is lost.
    expect(screen.getByRole('textbox', { name: 'Father Middle Name' })).toHaveValue('Ram');
  });

  it('maps the Registration call’s field paths onto step 1', async () => {
    const { calls, user } = openWizard(
      { savedSteps: ['personal'], personalDetails: savedPersonal() },
      {
        'POST /api/Registration/Registration': () =>
          validationRefusal([{ field: 'registrationHolders.0.FirstName', message: 'First Name required' }]),
      },
    );
    await stepHeading('Family Details');
    await user.click(stepButton('Personal Details'));
    await stepHeading('Personal Details');
    await saveAndNext(user);

    const firstName = screen.getByRole('textbox', { name: 'First Name' });
    await waitFor(() => expect(firstName).toHaveAccessibleDescription('First Name required'));
    expect(screen.getByRole('heading', { name: 'Personal Details', level: 2 })).toBeInTheDocument();
    const body = lastBody(calls, 'Registration') as { registrationHolders: Record<string, unknown>[] };
    expect(body.registrationHolders[0]).toMatchObject({
      Id: 101,
      FirstName: 'Ravi',
      PAN: 'ABCPE1234F',
      isPAN: true,
      Base64Photo: '',
      Base64PAN: '',
      LocalState: 27,
    });
    expect(body.registrationHolders[0]?.registrationHoldersPOI).toEqual([
      expect.objectContaining({ POIId: 7, POI: 'Others', POIPOA: '3', Base64POI: '', IsPOI: true, IsPOA: true }),
    ]);
  });

  it('waits for a photo still being read when Save & Next is pressed, and sends it', async () => {
    // Decoding a camera photo takes a moment on a cheap phone: here it takes until the test lets it go.
    let decode: (bitmap: { width: number; height: number; close: () => void }) => void = () => undefined;
    vi.stubGlobal('createImageBitmap', () => new Promise((resolve) => (decode = resolve)));
    const { calls, user } = openWizard({ savedSteps: ['personal'], personalDetails: savedPersonal() });
    await stepHeading('Family Details');
    await user.click(stepButton('Personal Details'));
    await stepHeading('Personal Details');
    await user.upload(screen.getByLabelText(/^Photo/), new File(['png'], 'me.png', { type: 'image/png' }));
    await saveAndNext(user);
    expect(lastBody(calls, 'Registration')).toBeUndefined();

    decode({ width: 600, height: 800, close: () => undefined });
    await stepHeading('Family Details');
    const body = lastBody(calls, 'Registration') as { registrationHolders: Record<string, unknown>[] };
    expect(body.registrationHolders[0]?.Base64Photo).toMatch(/^data:image\/png;base64,/);
  });

  it("copies the communication address with 'Same as above' and clears it when unticked", async () => {
    const { user } = openWizard();
    await stepHeading('Personal Details');
    // The addresses, PAN and proofs render just after the step's first screenful (AfterFirstRender).
    await user.type(await screen.findByRole('textbox', { name: 'Communication Address 1' }), '12 MG Road');
    await user.type(screen.getByRole('textbox', { name: 'Communication City' }), 'Pune');
    await user.type(screen.getByRole('textbox', { name: 'Communication Pincode' }), '411001');
    await choose(user, 'Communication State', 'Maharashtra');

    await user.click(screen.getByRole('checkbox', { name: 'Same as above' }));
    expect(screen.getByRole('textbox', { name: 'Permanent Address 1' })).toHaveValue('12 MG Road');
    expect(screen.getByRole('textbox', { name: 'Permanent City' })).toHaveValue('Pune');
    expect(screen.getByRole('textbox', { name: 'Permanent Pincode' })).toHaveValue('411001');
    expect(screen.getByRole('textbox', { name: 'Permanent State' })).toHaveValue('Maharashtra');

    await user.click(screen.getByRole('checkbox', { name: 'Same as above' }));
    expect(screen.getByRole('textbox', { name: 'Permanent Address 1' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Permanent City' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Permanent State' })).toHaveValue('');
  });

  it('clears and disables PAN when Form 60/61 is ticked, and puts the Form 60/61 step on the path', async () => {
    const { calls, user } = openWizard({ savedSteps: ['personal'], personalDetails: savedPersonal() });
    await stepHeading('Family Details');
    await user.click(stepButton('Personal Details'));
    await stepHeading('Personal Details');
    expect(stepButton('Form no 60/61 (not applicable)')).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Fill Form 60/61 if PAN is not available' }));
    expect(screen.getByRole('textbox', { name: 'PAN' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'PAN' })).toBeDisabled();
    expect(screen.getByLabelText('PAN document')).toBeDisabled();
    expect(stepButton('Form no 60/61')).toBeInTheDocument();

    await saveAndNext(user);
    await stepHeading('Family Details');
    const body = lastBody(calls, 'Registration') as { registrationHolders: Record<string, unknown>[] };
    expect(body.registrationHolders[0]).toMatchObject({ isPAN: false, PAN: '', Base64PAN: '' });
  });

  it('adds, refuses duplicates and keeps at least one proof document; a saved row is deleted on the server', async () => {
    const { calls, user } = openWizard({ savedSteps: ['personal'], personalDetails: savedPersonal() });
    await stepHeading('Family Details');
    await user.click(stepButton('Personal Details'));
    await stepHeading('Personal Details');
    const adder = screen.getByRole('group', { name: 'Add a proof document' });

    await user.click(within(adder).getByRole('button', { name: 'Add' }));
    expect(within(adder).getByRole('textbox', { name: 'Proof of Identity' })).toHaveAccessibleDescription(
      'Please select Proof of Identity!',
    );
    expect(within(adder).getByRole('textbox', { name: 'POI/POA' })).toHaveAccessibleDescription(
      'Please select POI/POA!',
    );

    await user.click(within(adder).getByRole('textbox', { name: 'Proof of Identity' }));
    await user.click(await screen.findByRole('option', { name: 'Others' }));
    await user.click(within(adder).getByRole('textbox', { name: 'POI/POA' }));
    await user.click(await screen.findByRole('option', { name: 'POI' }));
    await user.click(within(adder).getByRole('button', { name: 'Add' }));
    expect(within(adder).getByRole('textbox', { name: 'Proof of Identity' })).toHaveAccessibleDescription(
      'Others already exists!',
    );

    await user.click(within(screen.getByRole('group', { name: 'Others' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('At least one POI/POA document is Compulsory!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(adder).getByRole('textbox', { name: 'Proof of Identity' }));
    await user.click(await screen.findByRole('option', { name: 'Voter ID' }));
    await user.click(within(adder).getByRole('button', { name: 'Add' }));
    const voterId = await screen.findByRole('group', { name: 'Voter ID' });
    // Aadhaar and Voter ID carry no expiry date.
    expect(within(voterId).getByRole('textbox', { name: 'Expiry Date' })).toBeDisabled();
    expect(within(voterId).getByRole('textbox', { name: 'POI/POA' })).toHaveValue('POI');

    await user.click(within(screen.getByRole('group', { name: 'Others' })).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Document deleted.')).toBeInTheDocument();
    expect(lastBody(calls, 'DeleteCustomerPOI')).toEqual({ RegistrationId: 42, Id: 7 });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Others' })).not.toBeInTheDocument());

    // A row added since the last save goes without a call.
    await user.click(within(adder).getByRole('textbox', { name: 'Proof of Identity' }));
    await user.click(await screen.findByRole('option', { name: 'Passport' }));
    await user.click(within(adder).getByRole('textbox', { name: 'POI/POA' }));
    await user.click(await screen.findByRole('option', { name: 'POA' }));
    await user.click(within(adder).getByRole('button', { name: 'Add' }));
    await user.click(
      within(await screen.findByRole('group', { name: 'Passport' })).getByRole('button', { name: 'Delete' }),
    );
    expect(screen.queryByRole('group', { name: 'Passport' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/Registration/DeleteCustomerPOI')).toHaveLength(1);
  });

  it('says what a photo may be before one is chosen, and refuses a PDF or a damaged image with a message, keeping the photo chosen before, also after a failed save', async () => {
    const { user, calls } = openWizard({}, {}, false);
    await stepHeading('Personal Details');
    const photo = screen.getByLabelText(/^Photo/) as HTMLInputElement;
    expect(photo).toHaveAccessibleDescription('JPG, JPEG or PNG, up to 2 MB. Bigger photos are shrunk to fit.');
    await user.upload(photo, new File(['%PDF'], 'photo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Kindly upload document in JPG,JPEG,PNG format only')).toBeInTheDocument();
    expect(photo.value).toBe('');
    expect(photo).toHaveAccessibleDescription(
      'Kindly upload document in JPG,JPEG,PNG format only JPG, JPEG or PNG, up to 2 MB. Bigger photos are shrunk to fit.',
    );

    await user.upload(photo, new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.queryByText('Kindly upload document in JPG,JPEG,PNG format only')).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('img', { name: 'Photo preview' })).toBeInTheDocument();

    // The save fails on the empty fields; a wrong file chosen then still says so, and the photo stays.
    await saveAndNext(user);
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toBeInTheDocument();
    await user.upload(photo, new File(['%PDF'], 'photo.pdf', { type: 'application/pdf' }));
    // The error summary lists the message too: the field's own is its description.
    await waitFor(() =>
      expect(photo).toHaveAccessibleDescription(/^Kindly upload document in JPG,JPEG,PNG format only/),
    );
    expect(screen.getByRole('img', { name: 'Photo preview' })).toBeInTheDocument();
    expect(screen.getByText('me.png')).toBeInTheDocument();

    // A file that claims to be a JPEG but does not open as an image (jsdom stands in for the decoder).
    vi.stubGlobal('createImageBitmap', () =>
      Promise.reject(new DOMException('The source image could not be decoded.')),
    );
    await user.upload(photo, new File(['not a jpeg'], 'broken.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(photo).toHaveAccessibleDescription(new RegExp(`^${messages.damagedImage}`)));
    expect(screen.getByRole('img', { name: 'Photo preview' })).toBeInTheDocument();
    expect(screen.getByText('me.png')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/Registration/Registration')).toBe(false);
  });

  it('offers "Take a photo" on every upload of the step: the photo with the front camera, the PAN and proofs with the back one', async () => {
    const { user } = openWizard({ personalDetails: savedPersonal() }, {}, false);
    await stepHeading('Personal Details');
    const proof = await screen.findByRole('group', { name: 'Others' });
    expect(screen.getAllByRole('button', { name: 'Take a photo' })).toHaveLength(3);
    expect(within(proof).getByRole('button', { name: 'Take a photo' })).toHaveAccessibleDescription('Upload');
    const cameras = [...document.querySelectorAll<HTMLInputElement>('input[type="file"][capture]')];
    expect(cameras.map((input) => [input.getAttribute('capture'), input.accept])).toEqual([
      ['user', 'image/jpeg,image/png'],
      ['environment', 'image/jpeg,image/png'],
      ['environment', 'image/jpeg,image/png'],
    ]);

    // A photo taken for the proof fills the proof's field.
    await user.upload(cameras[2]!, new File(['jpeg'], 'camera.jpg', { type: 'image/jpeg' }));
    expect(await within(proof).findByText('camera.jpg')).toBeInTheDocument();
  });

  it('refuses a PDF PAN document outside the second flow with the JPG, JPEG, PNG message', async () => {
    const { user } = openWizard({}, {}, false);
    await stepHeading('Personal Details');
    const pan = (await screen.findByLabelText(/^PAN document/)) as HTMLInputElement;
    expect(pan).toHaveAttribute('accept', 'image/jpeg,image/png');
    await user.upload(pan, new File(['%PDF-1.4'], 'pan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Kindly upload document in JPG,JPEG,PNG format only')).toBeInTheDocument();
    expect(pan.value).toBe('');
    expect(pan).toHaveAccessibleDescription(
      'Kindly upload document in JPG,JPEG,PNG format only JPG, JPEG or PNG, up to 5 MB. Bigger photos are shrunk to fit.',
    );
  });

  describe('Additional Details', () => {
    const resumeAtAdditional = (additionalDetails: FirstAccountHolderDetails['additionalDetails'] = null) =>
      openWizard({
        ...personalAndFamilySaved(),
        additionalDetails,
      });

    it('works out annual income and turnover with their bands, and clears them with the monthly income', async () => {
      const { user } = resumeAtAdditional();
      await stepHeading('Additional Details');
      await user.type(screen.getByRole('textbox', { name: 'Monthly income' }), '10000');
      const annual = screen.getByRole('textbox', { name: 'Annual income' });
      const turnover = screen.getByRole('textbox', { name: 'Annual activity / A/c turnover' });
      // Amounts read in rupees, grouped the Indian way.
      expect(annual).toHaveValue('₹1,20,000');
      expect(annual).toHaveAttribute('readonly');
      expect(annual).toHaveAccessibleDescription('Band: 100000-500000');
      expect(turnover).toHaveValue('₹2,40,000');
      expect(turnover).toHaveAccessibleDescription('Band: 100000-500000');
      await user.click(screen.getByRole('textbox', { name: 'Estimated value of assets' }));
      expect(textsOf(await screen.findByRole('listbox'), 'option')).toEqual([
        'Below 50000',
        '50000-100000',
        '100000-500000',
        '500000-1000000',
        'Above 1000000',
      ]);
      await user.keyboard('{Escape}');

      await user.clear(screen.getByRole('textbox', { name: 'Monthly income' }));
      expect(annual).toHaveValue('');
      expect(turnover).toHaveValue('');
    });

    it('requires the business fields of a Businessman', async () => {
      const { calls, user } = resumeAtAdditional(savedAdditional());
      await stepHeading('Additional Details');
      await choose(user, 'Occupation details', 'Businessman');
      await saveAndNext(user);

      for (const message of [
        'Line of Business is required!',
        'Date of starting business is required!',
        'Address1 required!',
        'Address2 required!',
        'Address3 required!',
      ]) {
        expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
      }
      expect(
        screen.getByRole('textbox', { name: 'Line of Business / Professional details' }),
      ).toHaveAccessibleDescription('Line of Business is required!');
      expect(lastBody(calls, 'UpdateAdditionalDetails')).toBeUndefined();

      await choose(user, 'Occupation details', 'Salaried');
      await saveAndNext(user);
      await stepHeading('Techno products');
      expect(lastBody(calls, 'UpdateAdditionalDetails')).toMatchObject({
        OccupationDetails: 'Salaried',
        CustomerReasonId: 1,
      });
    });

    it('shows the FATCA note for a holder born or tax resident outside India', async () => {
      const { user } = resumeAtAdditional();
      await stepHeading('Additional Details');
      const note = 'Please fill FATCA Declaration form separately';
      expect(screen.queryByText(note)).not.toBeInTheDocument();

      const born = screen.getByRole('radiogroup', { name: 'Born outside India' });
      await user.click(within(born).getByRole('radio', { name: 'Yes' }));
      expect(screen.getByText(note)).toBeVisible();
      await user.click(within(born).getByRole('radio', { name: 'No' }));
      expect(screen.queryByText(note)).not.toBeInTheDocument();

      const taxResident = screen.getByRole('radiogroup', { name: 'Tax resident outside India' });
      await user.click(within(taxResident).getByRole('radio', { name: 'Yes' }));
      expect(screen.getByText(note)).toBeVisible();
    });
  });

  it('starts the techno products switched on, and the declaration needs the tick before Submit', async () => {
    stubPdfBlobs();
    const { calls, user, router } = openWizard({
      savedSteps: ['personal', 'family', 'additional'],
      personalDetails: savedPersonal(),
      familyDetails: SAVED_FAMILY,
    });
    await stepHeading('Techno products');
    const onByDefault = [
      'Debit Cum ATM Card',
      'SMS banking',
      'Mobile banking',
      'Statement on E-mail Id',
      'Internet banking',
    ];
    for (const name of onByDefault) {
      expect(screen.getByRole('switch', { name })).toBeChecked();
    }
    await user.click(screen.getByRole('switch', { name: 'Aadhaar card seeding' }));
    await saveAndNext(user);
    await stepHeading('Instruction for account operations and Nomination form DA-1');
    expect(lastBody(calls, 'UpdateTechnoProducts')).toEqual({
      RegistrationId: 42,
      DebitCard: 'true',
      SMSBanking: 'true',
      MobileBanking: 'true',
      StatementOnEmail: 'true',
      AadhaarCardSeeding: 'false',
      InterntBanking: 'true',
      Version: 0,
    });

    // One holder: 'Self' is the only account operation.
    expect(await screen.findByRole('radio', { name: 'Self' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Jointly by all' })).toBeDisabled();
    // Step 7 is the hub's nominees form: one nominee, one after another.
    await user.click(screen.getByRole('radio', { name: 'Nominate one after another (successive)' }));
    const nominee = screen.getByRole('group', { name: 'Nominee 1' });
    await user.type(within(nominee).getByRole('textbox', { name: 'First Name' }), 'Asha');
    await user.type(within(nominee).getByRole('textbox', { name: 'Last Name' }), 'Patil');
    await user.type(within(nominee).getByRole('textbox', { name: 'Address 1' }), '12 MG Road');
    await user.type(within(nominee).getByRole('textbox', { name: 'Relationship' }), 'Wife');
    await user.type(within(nominee).getByRole('textbox', { name: 'Date of Birth' }), '05-03-1990');
    await user.tab();
    await saveAndNext(user);

    await stepHeading('Applicant Declaration');
    expect(lastBody(calls, 'UpdateAccountOperation')).toEqual({
      RegistrationId: 42,
      AccountOperations: 'Self',
      Version: 0,
    });
    expect(lastBody(calls, 'UpdateNominees')).toMatchObject({
      RegistrationId: 42,
      Mode: 'Successive',
      Nominees: [{ FirstName: 'Asha', LastName: 'Patil', Order: 1, DateOfBirth: '1990-03-05', Appointee: null }],
      NoNominationDeclared: false,
      Version: 0,
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(14);
    expect(screen.getAllByText(/Demo Co-operative Bank/).length).toBeGreaterThanOrEqual(14);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Please select Terms & conditions')).not.toHaveLength(0);
    expect(lastBody(calls, 'UpdateAccountHolderStatus')).toBeUndefined();

    await user.click(screen.getByRole('checkbox', { name: 'I agree to above terms and conditions' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Declaration saved.')).toBeInTheDocument();
    expect(lastBody(calls, 'UpdateAccountHolderStatus')).toEqual({
      RegistrationId: 42,
      RegistrationHolderId: 101,
      TermsAccepted: true,
      Version: 0,
    });
    await waitFor(() => expect(router.location.pathname).toBe('/success/42'));
  });

  describe('the final submit at step 8', () => {
    const allSaved: Partial<FirstAccountHolderDetails> = {
      savedSteps: ['personal', 'family', 'additional', 'technoProducts', 'nomination'],
    };

    async function tickAndSubmit(user: User) {
      await stepHeading('Applicant Declaration');
      await user.click(screen.getByRole('checkbox', { name: 'I agree to above terms and conditions' }));
      await user.click(screen.getByRole('button', { name: 'Submit' }));
    }

    it('saves the declaration, submits, and shows /success/42 with the reference read from the server, still signed in', async () => {
      const pdf = stubPdfBlobs();
      const stored = vi.spyOn(Storage.prototype, 'setItem');
      const { calls, user, router } = openWizard({ ...allSaved, personalDetails: savedPersonal() });
      await tickAndSubmit(user);

      await waitFor(() => expect(router.location.pathname).toBe('/success/42'));
      const names = calls.map((call) => call.path);
      expect(names.indexOf('/api/Registration/UpdateAccountHolderStatus')).toBeLessThan(
        names.indexOf('/api/Registration/SubmitAccount'),
      );
      expect(lastBody(calls, 'SubmitAccount')).toEqual({ RegistrationId: 42, branchUserName: null });

      expect(await screen.findByRole('heading', { name: 'Form submitted successfully' })).toBeInTheDocument();
      expect(lastBody(calls, 'GetSubmittedApplication')).toEqual({ RegistrationId: 42 });
      expect(screen.getByText(SUBMITTED_REFERENCE_NO)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to my applications' })).toHaveAttribute('href', '/Status');
      // Nothing downloads by itself (decision 019): the page's Download PDF does, when asked.
      expect(calls.some((call) => call.path.startsWith('/RegistrationPrintPDF'))).toBe(false);
      expect(pdf.downloads).toEqual([]);
      expect(stored).not.toHaveBeenCalledWith('ReferenceNo', expect.anything());
      // The customer stays signed in; only the finished application is no longer the one being worked on.
      expect(localStorage.getItem('authCustomer')).not.toBeNull();
      expect(localStorage.getItem('registrationId')).toBeNull();
    });

    it('says holder 1 is complete and what is next when the application is not ready, never as an error', async () => {
      const pdf = stubPdfBlobs();
      const message =
        'The application cannot be submitted yet. Please complete: Fixed Deposit details are not saved; Holder 2: Applicant Declaration is not saved.';
      const { calls, user, router } = openWizard(
        { ...allSaved, personalDetails: savedPersonal() },
        {
          'POST /api/Registration/SubmitAccount': () =>
            validationRefusal(
              [
                { field: 'fixedDeposit', message: 'Fixed Deposit details are not saved' },
                { field: 'holders.2.declaration', message: 'Holder 2: Applicant Declaration is not saved' },
              ],
              message,
            ),
        },
      );
      await tickAndSubmit(user);

      const next = await screen.findByRole('status', { name: 'Holder 1 complete. Next: Account holder 2' });
      expect(
        within(next)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Fixed Deposit details are not saved', 'Holder 2: Applicant Declaration is not saved']);
      expect(within(next).getByRole('link', { name: 'Back to Create New Account' })).toHaveAttribute(
        'href',
        '/CreateNewAccount',
      );
      // Progress, not a failure: no Error toast and no refusal message.
      expect(screen.queryByText('Error')).not.toBeInTheDocument();
      expect(screen.queryByText(message)).not.toBeInTheDocument();
      expect(lastBody(calls, 'UpdateAccountHolderStatus')).toMatchObject({ TermsAccepted: true });
      expect(screen.getByRole('checkbox', { name: 'I agree to above terms and conditions' })).toBeChecked();
      expect(router.location.pathname).toBe('/FirstHolder/declaration');
      expect(calls.some((call) => call.path.startsWith('/RegistrationPrintPDF'))).toBe(false);
      expect(pdf.downloads).toEqual([]);
    });

    it('brings the next steps into view with the focus, and a second Submit sends nothing until the tick changes', async () => {
      // jsdom lays nothing out: which element asked to come into view is what can be seen here.
      const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
      const { calls, user } = openWizard(
        { ...allSaved, personalDetails: savedPersonal() },
        {
          'POST /api/Registration/SubmitAccount': () =>
            validationRefusal(
              [{ field: 'holders.2.declaration', message: 'Holder 2: Applicant Declaration is not saved' }],
              'The application cannot be submitted yet.',
            ),
        },
      );
      await tickAndSubmit(user);

      const next = await screen.findByRole('status', { name: 'Holder 1 complete. Next: Account holder 2' });
      await waitFor(() => expect(next).toHaveFocus());
      expect(scroll.mock.contexts).toContain(next);
      const submit = screen.getByRole('button', { name: 'Submit' });
      expect(submit).toBeDisabled();
      const sent = () => calls.filter((call) => call.path.endsWith('/SubmitAccount')).length;
      expect(sent()).toBe(1);
      await user.click(submit);
      expect(sent()).toBe(1);

      // Unticking is a change of its own: Submit opens again to save it.
      await user.click(screen.getByRole('checkbox', { name: 'I agree to above terms and conditions' }));
      expect(submit).toBeEnabled();
    });
  });

  it('opens only the steps the branch returned, with its reason beside the heading, and saves them', async () => {
    const state = {
      details: submittedHolder(),
      review: {
        reviewStatus: 'Returned' as const,
        returnReasons: [{ section: 'Family Details', reason: "Father's name differs from the PAN card" }],
        returnedParts: ['family' as const],
      },
    };
    const { calls } = stubFetch(wizardAnswers(state));
    const user = userEvent.setup();
    const { router } = renderApp('/FirstHolder');

    // The wizard starts at the returned step: its reason under the heading, its fields open.
    await stepHeading('Family Details');
    expect(await screen.findByRole('note', { name: 'Returned to you for changes' })).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'The branch asks you to change this' })).toHaveTextContent(
      "Family Details: Father's name differs from the PAN card",
    );
    const father = screen.getByRole('textbox', { name: 'Father First Name' });
    expect(father).toBeEnabled();
    await user.clear(father);
    await user.type(father, 'Vinayak');
    await saveAndNext(user);
    expect(lastBody(calls, 'UpdateFamilyDetails')).toMatchObject({ FatherFirstName: 'Vinayak' });

    // A step the branch did not return says so, and is read-only.
    await stepHeading('Additional Details');
    expect(screen.getByText(/did not return this part/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save & Next' })).not.toBeInTheDocument();
    await user.click(stepButton('Personal Details'));
    await stepHeading('Personal Details');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toBeDisabled();
    expect(router.location.pathname).toBe('/FirstHolder/personal');
    expect(calls.some((call) => call.path === '/api/Registration/Registration')).toBe(false);
  });

  it('shows a Completed application read-only, every step open and nothing saved', async () => {
    const { calls, user } = openWizard({
      status: 'Completed',
      savedSteps: ['personal', 'family', 'additional', 'technoProducts', 'nomination'],
      personalDetails: savedPersonal(),
      familyDetails: SAVED_FAMILY,
    });
    await stepHeading('Personal Details');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save & Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await stepHeading('Family Details');
    expect(stepButton('Applicant Declaration')).toBeEnabled();
    expect(calls.some((call) => call.path === '/api/Registration/Registration')).toBe(false);
  });
});
