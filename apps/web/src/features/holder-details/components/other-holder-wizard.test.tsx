import type { OtherHolderDetails } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { UNSAVED_HOLDER } from '@/test/holder-details';
import { validationRefusal } from '@/test/refusals';
import { renderApp, stubFetch, type StubbedCall } from '@/test/render-app';
import { textsOf } from '@/test/role-texts';
import {
  lastBody,
  REGISTRATION_ID,
  savedAdditional,
  savedPersonal,
  signInWithApplication,
  wizardAnswers,
} from '../first-holder-fixtures';

const OTHER_HOLDER_ID = 102;

type User = ReturnType<typeof userEvent.setup>;
type Overrides = Parameters<typeof stubFetch>[0];

const SAVED_ADDITIONAL = {
  ...savedAdditional({ caste: 'OBC' }),
  RegistrationId: REGISTRATION_ID,
  RegistrationHolderId: OTHER_HOLDER_ID,
} as NonNullable<OtherHolderDetails['additionalDetails']>;

function otherHolder(fields: Partial<OtherHolderDetails> = {}): OtherHolderDetails {
  return { ...UNSAVED_HOLDER, registrationHolderId: OTHER_HOLDER_ID, holderSrNo: 2, ...fields };
}

/** A holder 2 with PAN, or (`form60`) without, as GetOtherHolderDetails answers it. */
function savedOther(form60: boolean) {
  return savedPersonal({
    Id: OTHER_HOLDER_ID,
    FirstName: 'Meena',
    mobileNoBelongsTo: 'Family Members',
    ...(form60 ? { isPAN: false, PAN: '', panFilePath: '' } : {}),
  }) as OtherHolderDetails['personalDetails'];
}

/** Opens /OtherHolder for holder 2 of application 42, as the hub's Edit does (the id kept in storage). */
function openWizard(details: Partial<OtherHolderDetails> = {}, overrides: Overrides = {}) {
  localStorage.setItem('registrationHoldersId', String(OTHER_HOLDER_ID));
  const state = { details: otherHolder(details) };
  const ok = (fields: object) => ({ body: { responseCode: 'OK', responseMessage: '', ...fields } });
  const { calls } = stubFetch({
    ...wizardAnswers({ details: {} as never }),
    'POST /api/Registration/GetOtherHolderDetails': () => ok({ data: [state.details] }),
    'POST /api/Registration/UpdatePersonalDetails': () => ok({ responseMessage: 'Personal details saved.' }),
    ...overrides,
  });
  const user = userEvent.setup();
  const { router } = renderApp('/OtherHolder');
  return { calls, user, router, state };
}

/** The last save of step `name` names holder 2 of application 42 and holds `fields`. */
function expectSavedForHolder2(calls: StubbedCall[], name: string, fields: object) {
  expect(lastBody(calls, name)).toMatchObject({
    RegistrationId: REGISTRATION_ID,
    RegistrationHolderId: OTHER_HOLDER_ID,
    ...fields,
  });
}

const stepHeading = (name: string) => screen.findByRole('heading', { name, level: 2 });
const stepButton = (name: string) => screen.getByRole('button', { name });
const saveAndNext = (user: User) => user.click(screen.getByRole('button', { name: 'Save & Next' }));

describe('the other-holder wizard', () => {
  beforeEach(() => signInWithApplication());

  it('takes a holder without PAN from Personal Details through Form 60/61 to Additional Details', async () => {
    const { calls, user } = openWizard({ personalDetails: savedOther(true) });
    await stepHeading('Personal Details');
    expect(screen.getByRole('heading', { name: 'Account holder 2', level: 1 })).toBeInTheDocument();
    expect(lastBody(calls, 'GetOtherHolderDetails')).toEqual({ RegistrationId: 42, RegistrationHolderId: 102 });
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Meena');
    expect(stepButton('Family Details (not applicable)')).toBeDisabled();
    expect(stepButton('Related person / guardian (not applicable)')).toBeDisabled();
    expect(stepButton('Form no 60/61')).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Family Members' })).toBeChecked();
    // The other-holder flow takes a PAN document in JPG, JPEG or PNG only (holder-wizards.md §5).
    expect(await screen.findByLabelText(/^PAN document/)).toHaveAttribute('accept', 'image/jpeg,image/png');

    await saveAndNext(user);
    await stepHeading('Form no 60/61');
    expect(await screen.findByText('Personal details saved.')).toBeInTheDocument();
    const personal = lastBody(calls, 'UpdatePersonalDetails') as { objRegistrationHolders: Record<string, unknown> };
    expect(personal).toMatchObject({
      RegistrationId: 42,
      objRegistrationHolders: {
        Id: 102,
        FirstName: 'Meena',
        isPAN: false,
        PAN: '',
        mobileNoBelongsTo: 'Family Members',
      },
    });
    expect(personal.objRegistrationHolders.registrationHoldersPOI).toEqual([
      expect.objectContaining({ POIId: 7, POIPOA: '3', IsPOI: true, IsPOA: true }),
    ]);
    expect(calls.some((call) => call.path === '/api/Registration/Registration')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Transaction Particulars' }), 'Deposit');
    await user.type(screen.getByRole('textbox', { name: 'Amount of Transactions' }), '50000');
    await user.type(screen.getByRole('textbox', { name: 'Income Tax Ward / Circle / Range details' }), 'Ward 3');
    await user.type(screen.getByRole('textbox', { name: 'Reason for not having PAN' }), 'Not applied');
    await saveAndNext(user);

    await stepHeading('Additional Details');
    expectSavedForHolder2(calls, 'UpdateFormNo60', {
      DeclarantAmountofTransaction: '50000',
      DeclarantAssessedTax: true,
    });
  });

  it('saves Additional Details and the declaration with 19 clauses and Save, then returns to the hub', async () => {
    const { calls, user, router } = openWizard({
      savedSteps: ['personal', 'form60'],
      personalDetails: savedOther(true),
      formNo60: {
        RegistrationId: 42,
        RegistrationHolderId: 102,
        DeclarantDocuments: '',
        DeclarantTransactionParticulars: 'Deposit',
        DeclarantAmountofTransaction: '50000',
        DeclarantAssessedTax: true,
        DetailsOfIncomeTax: 'Ward 3',
        ReasonForNoPan: 'Not applied',
      } as OtherHolderDetails['formNo60'],
      additionalDetails: SAVED_ADDITIONAL,
    });
    await stepHeading('Additional Details');
    await saveAndNext(user);

    await stepHeading('Declaration');
    expectSavedForHolder2(calls, 'UpdateAdditionalDetails', { AverageIncome: '10000', caste: 'OBC' });
    const clauses = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(clauses).toHaveLength(19);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await user.click(stepButton('Save'));
    expect(await screen.findAllByText('Please select Terms & conditions')).not.toHaveLength(0);
    expect(calls.some((call) => call.path === '/api/Registration/UpdateAccountHolderStatus')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'I agree to above terms and conditions' }));
    await user.click(stepButton('Save'));
    await waitFor(() => expect(router.location.pathname).toBe('/CreateNewAccount'));
    expect(lastBody(calls, 'UpdateAccountHolderStatus')).toEqual({
      RegistrationId: 42,
      RegistrationHolderId: 102,
      TermsAccepted: true,
      Version: 0,
    });
    expect(await screen.findByText('Declaration saved.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/Registration/SubmitAccount')).toBe(false);
  });

  it('opens only a returned step of a Returned application, for holder 2 as for holder 1', async () => {
    const review = {
      reviewStatus: 'Returned' as const,
      returnReasons: [{ section: 'Additional Details', reason: 'Give the source of income' }],
      returnedParts: ['additional' as const],
    };
    const { calls, user } = openWizard(
      {
        status: 'Completed',
        holderStatus: 'Completed',
        savedSteps: ['personal', 'additional', 'declaration'],
        personalDetails: savedOther(false),
        additionalDetails: SAVED_ADDITIONAL,
      },
      {
        'POST /api/Registration/GetRegistrationDetails': wizardAnswers({ details: {} as never, review })[
          'POST /api/Registration/GetRegistrationDetails'
        ],
      },
    );
    await stepHeading('Additional Details');
    expect(screen.getByRole('note', { name: 'The branch asks you to change this' })).toHaveTextContent(
      'Additional Details: Give the source of income',
    );
    await saveAndNext(user);
    await stepHeading('Declaration');
    expect(lastBody(calls, 'UpdateAdditionalDetails')).toMatchObject({ RegistrationHolderId: OTHER_HOLDER_ID });
    expect(screen.getByText(/did not return this part/)).toBeInTheDocument();
    await user.click(stepButton('Personal Details'));
    await stepHeading('Personal Details');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toBeDisabled();
  });

  it("shows the other holders' income and asset bands, and a ticked vehicle's year with no month", async () => {
    const { calls, user } = openWizard({
      savedSteps: ['personal'],
      personalDetails: savedOther(false),
      additionalDetails: SAVED_ADDITIONAL,
    });
    await stepHeading('Additional Details');
    expect(screen.getByRole('textbox', { name: 'Annual income' })).toHaveAccessibleDescription('Band: 100001-500000');
    expect(screen.getByRole('textbox', { name: 'Annual activity / A/c turnover' })).toHaveAccessibleDescription(
      'Band: 100001-500000',
    );
    await user.click(screen.getByRole('textbox', { name: 'Estimated value of assets' }));
    expect(textsOf(await screen.findByRole('listbox'), 'option')).toEqual([
      'Upto 100000',
      '100001 to 500000',
      '500001 to 1000000',
      '1000001 to 2500000',
      'Above 2500000',
    ]);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('checkbox', { name: 'Car' }));
    expect(screen.getByRole('textbox', { name: 'Car year' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Car month' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Car year' }), '2020');
    await saveAndNext(user);
    await stepHeading('Declaration');
    expect(lastBody(calls, 'UpdateAdditionalDetails')).toMatchObject({ BusinessVehicleType: ['Car'], CarYear: '2020' });
    expect(lastBody(calls, 'UpdateAdditionalDetails')).not.toHaveProperty('CarMonth');
  });

  it('takes a holder with PAN from Personal Details straight to Additional Details, and Back the same way', async () => {
    const { calls, user } = openWizard({ personalDetails: savedOther(false) });
    await stepHeading('Personal Details');
    expect(stepButton('Form no 60/61 (not applicable)')).toBeDisabled();

    await saveAndNext(user);
    await stepHeading('Additional Details');
    expect(lastBody(calls, 'UpdatePersonalDetails')).toMatchObject({
      objRegistrationHolders: { Id: 102, isPAN: true, PAN: 'ABCPE1234F' },
    });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Personal Details');
  });

  it('goes Back from Additional Details to Form 60/61 without PAN, and from Personal Details to the hub', async () => {
    const { user, router } = openWizard({ savedSteps: ['personal', 'form60'], personalDetails: savedOther(true) });
    await stepHeading('Additional Details');
    expect(stepButton('Form no 60/61')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Form no 60/61');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Personal Details');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.location.pathname).toBe('/CreateNewAccount'));
  });

  it('shows a 400 on objRegistrationHolders.FirstName beside First Name and stays on the step', async () => {
    const { user } = openWizard(
      { personalDetails: savedOther(false) },
      {
        'POST /api/Registration/UpdatePersonalDetails': () =>
          validationRefusal([{ field: 'objRegistrationHolders.FirstName', message: 'Enter character only!' }]),
      },
    );
    await stepHeading('Personal Details');
    await saveAndNext(user);
    const firstName = screen.getByRole('textbox', { name: 'First Name' });
    await waitFor(() => expect(firstName).toHaveAccessibleDescription('Enter character only!'));
    expect(firstName).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Personal Details', level: 2 })).toBeInTheDocument();
  });

  it('does not submit the step on Enter in a field', async () => {
    const { calls, user } = openWizard({ personalDetails: savedOther(false) });
    await stepHeading('Personal Details');
    await user.type(screen.getByRole('textbox', { name: 'Middle Name' }), '{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), '{Enter}');
    expect(screen.queryByText('There is a problem')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/Registration/UpdatePersonalDetails')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Personal Details', level: 2 })).toBeInTheDocument();
  });

  it('requires Mobile number belongs to for another holder', async () => {
    const { calls, user } = openWizard({
      personalDetails: savedPersonal({
        Id: OTHER_HOLDER_ID,
        mobileNoBelongsTo: '',
      }) as OtherHolderDetails['personalDetails'],
    });
    await stepHeading('Personal Details');
    await saveAndNext(user);
    expect(await screen.findAllByText('Mobile No. belongs to required')).not.toHaveLength(0);
    expect(calls.some((call) => call.path === '/api/Registration/UpdatePersonalDetails')).toBe(false);
  });
});
