import {
  depositMessages,
  EMPTY_RENEWAL_PERIOD,
  messages,
  type FieldError,
  type RegistrationDetails,
} from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubNarrowScreen } from '@/test/narrow-screen';
import { stubPdfBlobs } from '@/test/pdf-stubs';
import { staleVersionRefusal } from '@/test/refusals';
import { renderApp, stubFetch, type StubbedCall } from '@/test/render-app';
import { textsOf } from '@/test/role-texts';
import { holderRow, hubAnswers, hubState, openStoredApplication, submitAnswers } from '../hub-fixtures';

type User = ReturnType<typeof userEvent.setup>;

/** Opens /CreateNewAccount on a stored application whose calls are answered by the hub fixtures. */
function openHub(
  registration: Partial<RegistrationDetails> = {},
  overrides: Parameters<typeof stubFetch>[0] = {},
  missing: FieldError[] = [],
) {
  const state = hubState(registration);
  state.missing = missing;
  const { calls } = stubFetch({ ...hubAnswers(state), ...overrides });
  const user = userEvent.setup();
  const { router } = renderApp('/CreateNewAccount');
  return { calls, user, router, state };
}

const progressReads = (calls: StubbedCall[]) =>
  calls.filter((call) => call.path === '/api/Registration/GetApplicationProgress').length;

/** The server's answer to a change of a Completed application. */
const refused = () => ({
  status: 409,
  body: { responseCode: 'CONFLICT', responseMessage: 'This application is completed and can no longer be changed.' },
});

/** Saves the open section and answers what was sent, once the Information toast shows. */
async function saveSection(user: User, calls: StubbedCall[], name: string) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
  return bodyOf(calls, name);
}

/** The hub with one section's panel opened. */
async function openHubSection(title: string, ...hub: Parameters<typeof openHub>) {
  const opened = openHub(...hub);
  await openSection(opened.user, title);
  return opened;
}

function bodyOf(calls: StubbedCall[], name: string) {
  return calls.filter((call) => call.path === `/api/Registration/${name}`).at(-1)?.body;
}

async function openSection(user: User, title: string) {
  await user.click(await screen.findByRole('button', { name: title }));
}

// Long forms and many renders: generous limits so a busy machine does not fail them.
describe('the application hub', () => {
  beforeEach(() => openStoredApplication());

  it('pre-fills the stored application and lists its holders', async () => {
    const state = hubState({ noOfHolders: 2 });
    state.holders[0] = holderRow(1, { customerName: 'Asha Patil', status: 'Completed', steps: { done: 5, needed: 5 } });
    state.holders[1] = holderRow(2, { steps: { done: 1, needed: 4 } });
    stubFetch(hubAnswers(state));
    renderApp('/CreateNewAccount');

    // The first test also loads the page's lazy modules.
    expect(await screen.findByText('Reference No. 2026030500042')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Form Type' })).toHaveValue('Savings Account'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Branch' })).toHaveValue('Kothrud'));
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Pune');
    expect(screen.getByRole('textbox', { name: 'Location' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Number of Holders' })).toHaveValue('2');

    const table = await screen.findByRole('table');
    expect(within(table).getByText('Asha Patil')).toBeInTheDocument();
    expect(within(table).getByText('Holder 2 (details not yet filled)')).toBeInTheDocument();
    expect(within(table).getAllByText('05-Mar-2026')).toHaveLength(2);
    // Each holder's progress: what is left before Submit, holder by holder.
    expect(within(table).getByText('5 of 5')).toBeInTheDocument();
    expect(within(table).getByText('1 of 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete holder 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete holder 2' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('submits the application from the hub: /success/42 shows the reference read from the server, nothing downloads by itself', async () => {
    const pdf = stubPdfBlobs();
    const { calls, user, router } = openHub({}, submitAnswers);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(router.location.pathname).toBe('/success/42'));
    expect(bodyOf(calls, 'SubmitAccount')).toEqual({ RegistrationId: 42, branchUserName: null });
    expect(await screen.findByText('2026030500042')).toBeInTheDocument();
    expect(bodyOf(calls, 'GetSubmittedApplication')).toEqual({ RegistrationId: 42 });
    expect(calls.some((call) => call.path.startsWith('/RegistrationPrintPDF'))).toBe(false);
    expect(pdf.downloads).toEqual([]);
  });

  it('shows the Error toast when the hub submit is refused, and reads again what is left', async () => {
    stubPdfBlobs();
    const nomination = { field: 'nomination', message: messages.nominationNotSaved };
    const message = `The application cannot be submitted yet. Please complete: ${messages.nominationNotSaved}.`;
    const { calls, user, router, state } = openHub(
      {},
      {
        'POST /api/Registration/SubmitAccount': () => {
          // Saved elsewhere (another tab) since the hub read its list: the refusal names it.
          state.missing = [nomination];
          return {
            status: 400,
            body: { responseCode: 'VALIDATION_ERROR', responseMessage: message, errors: [nomination] },
          };
        },
      },
    );
    expect(await screen.findByText('Everything is filled in. You can submit.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    const list = await screen.findByRole('status', { name: 'Still to do before you can submit:' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(messages.nominationNotSaved);
    expect(router.location.pathname).toBe('/CreateNewAccount');
    expect(calls.some((call) => call.path.startsWith('/RegistrationPrintPDF'))).toBe(false);
  });

  it('lists what is left before Submit, each the way to its section or holder, before Submit is pressed', async () => {
    const { calls, user, router } = openHub({ noOfHolders: 2 }, {}, [
      { field: 'technoProducts', message: messages.technoProductsNotSaved },
      { field: 'holders.2.personal', message: 'Account holder 2: Personal Details is not saved' },
    ]);

    const list = await screen.findByRole('status', { name: 'Still to do before you can submit:' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([messages.technoProductsNotSaved, 'Account holder 2: Personal Details is not saved']);
    expect(bodyOf(calls, 'GetApplicationProgress')).toEqual({ RegistrationId: 42 });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();

    // A section's item opens its panel and takes the focus to it.
    await user.click(within(list).getByRole('button', { name: messages.technoProductsNotSaved }));
    const control = screen.getByRole('button', { name: 'Techno based products requirement' });
    await waitFor(() => expect(control).toHaveAttribute('aria-expanded', 'true'));
    expect(control).toHaveFocus();
    expect(await screen.findByRole('switch', { name: 'Debit Cum ATM Card' })).toBeInTheDocument();

    // A holder's item opens that holder's wizard, as Edit does.
    await user.click(within(list).getByRole('button', { name: 'Account holder 2: Personal Details is not saved' }));
    expect(await screen.findByRole('heading', { name: 'Account holder 2', level: 1 })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/OtherHolder');
    expect(router.location.state).toEqual({ accountTypeId: 1, registrationHoldersId: 102, holderSrNo: 2 });
  });

  it('reads what is left again after each save: the saved section leaves the list', async () => {
    const techno = { field: 'technoProducts', message: messages.technoProductsNotSaved };
    const { calls, user, state } = openHub({}, {}, [techno]);
    const list = await screen.findByRole('status', { name: 'Still to do before you can submit:' });
    await user.click(within(list).getByRole('button', { name: messages.technoProductsNotSaved }));
    await screen.findByRole('switch', { name: 'Debit Cum ATM Card' });
    const readsBefore = progressReads(calls);

    state.missing = [];
    await saveSection(user, calls, 'UpdateTechnoProducts');
    expect(await screen.findByRole('status', { name: 'Ready to submit' })).toHaveTextContent(
      'Everything is filled in. You can submit.',
    );
    expect(progressReads(calls)).toBe(readsBefore + 1);
    expect(screen.queryByRole('status', { name: 'Still to do before you can submit:' })).not.toBeInTheDocument();
  });

  it('opens a holder with its number and account type and comes back', async () => {
    const { user, router } = openHub({ noOfHolders: 2 });

    await user.click(await screen.findByRole('button', { name: 'Edit holder 2' }));
    expect(await screen.findByRole('heading', { name: 'Account holder 2', level: 1 })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/OtherHolder');
    expect(router.location.state).toEqual({ accountTypeId: 1, registrationHoldersId: 102, holderSrNo: 2 });
    expect(localStorage.getItem('registrationHoldersId')).toBe('102');
    // The hub's fixtures do not answer GetOtherHolderDetails: the failed read still leads back.
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Edit holder 1' }));
    await waitFor(() => expect(router.location.pathname).toBe('/FirstHolder'));
    // The hub has the same heading, so the first-holder page is known by its own read, which these
    // fixtures do not answer (finding the heading alone could catch the hub's on its way out).
    expect(await screen.findByText("The account holder's details could not be loaded")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Create New Account', level: 1 })).toBeInTheDocument();
    expect(router.location.state).toEqual({ accountTypeId: 1, registrationHoldersId: 101, holderSrNo: 1 });
  });

  it('adds an applicant and shows the new count', async () => {
    const { calls, user } = openHub();

    await user.click(await screen.findByRole('button', { name: 'Add new applicant' }));
    expect(await screen.findByText('Account holder added.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete holder 2' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Number of Holders' })).toHaveValue('2'));
    expect(bodyOf(calls, 'AddApplicantHolder')).toEqual({ RegistrationId: 42 });
  });

  it('deletes a holder only after the confirmation', async () => {
    const { calls, user } = openHub({ noOfHolders: 2 });

    await user.click(await screen.findByRole('button', { name: 'Delete holder 2' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(within(dialog).getByText('Are you sure you want to delete the selected account holder?')).toBeVisible();
    // The dialog names the holder it is about.
    expect(within(dialog).getByText('Holder 2 (details not yet filled)')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(bodyOf(calls, 'DeleteCustomerAccountHolder')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Delete holder 2' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Account holder deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit holder 2' })).not.toBeInTheDocument());
    expect(bodyOf(calls, 'DeleteCustomerAccountHolder')).toEqual({ RegistrationId: 42, RegistrationHolderId: 102 });
  });

  it('shows a refused deletion in an Error toast and keeps the holder', async () => {
    const { user } = openHub({ noOfHolders: 2 }, { 'POST /api/Registration/DeleteCustomerAccountHolder': refused });

    await user.click(await screen.findByRole('button', { name: 'Delete holder 2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('This application is completed and can no longer be changed.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit holder 2' })).toBeInTheDocument();
  });

  it.each([
    [1, ['Nomination form DA-1', 'Techno based products requirement', 'Instruction for account operations'], true],
    [
      2,
      ['Nomination form DA-1', 'Techno based products requirement', 'Instruction for account operations', 'FD'],
      true,
    ],
    [
      3,
      ['Nomination form DA-1', 'Techno based products requirement', 'Instruction for account operations', 'RD'],
      true,
    ],
    [5, ['Techno based products requirement', 'FD'], false],
  ])('form type %i shows the sections %j', async (accountTypeId, titles, addApplicant) => {
    openHub({ accountTypeId });

    await screen.findByRole('heading', { name: 'Techno based products requirement', level: 2 });
    const accordionTitles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((text) => !['Primary details', 'Account holders status', 'Submit the application'].includes(text ?? ''));
    expect(accordionTitles).toEqual(titles);
    await screen.findByRole('button', { name: 'Edit holder 1' });
    expect(screen.queryByRole('button', { name: 'Add new applicant' }) !== null).toBe(addApplicant);
  });
});

describe('hub sections', () => {
  beforeEach(() => openStoredApplication());

  it('allows only Self with one holder', async () => {
    const { calls, user } = await openHubSection('Instruction for account operations', { noOfHolders: 1 });

    const group = await screen.findByRole('radiogroup', { name: 'Account operations' });
    expect(within(group).getByRole('radio', { name: 'Self' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Self' })).toBeEnabled();
    for (const name of ['Either or survivor', 'Former or survivor', 'Anyone or survivor', 'Jointly by all']) {
      expect(within(group).getByRole('radio', { name })).toBeDisabled();
    }
    expect(await saveSection(user, calls, 'UpdateAccountOperation')).toEqual({
      RegistrationId: 42,
      AccountOperations: 'Self',
      Version: 0,
    });
  });

  it('offers all five operations with two holders', async () => {
    const { calls, user } = await openHubSection('Instruction for account operations', { noOfHolders: 2 });

    const group = await screen.findByRole('radiogroup', { name: 'Account operations' });
    for (const radio of within(group).getAllByRole('radio')) expect(radio).toBeEnabled();
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(group).getByRole('radio', { name: 'Either or survivor' }));
    expect(await saveSection(user, calls, 'UpdateAccountOperation')).toEqual({
      RegistrationId: 42,
      AccountOperations: 'Either or survivor',
      Version: 0,
    });
  });

  it('saves the techno products as the text true or false', async () => {
    const { calls, user } = await openHubSection('Techno based products requirement');

    // Every switch starts on (holder-wizards.md §3), as in the wizard.
    expect(await screen.findByRole('switch', { name: 'Debit Cum ATM Card' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'SMS banking' }));
    await user.click(screen.getByRole('switch', { name: 'Internet banking' }));
    expect(await saveSection(user, calls, 'UpdateTechnoProducts')).toEqual({
      RegistrationId: 42,
      DebitCard: 'true',
      SMSBanking: 'false',
      MobileBanking: 'true',
      StatementOnEmail: 'true',
      AadhaarCardSeeding: 'true',
      InterntBanking: 'false',
      Version: 0,
    });
  });

  it('sends the version it started from, then the one its own save left', async () => {
    const { calls, user } = await openHubSection('Techno based products requirement');
    await user.click(await screen.findByRole('switch', { name: 'SMS banking' }));
    expect(await saveSection(user, calls, 'UpdateTechnoProducts')).toMatchObject({ Version: 0 });
    await user.click(screen.getByRole('switch', { name: 'Mobile banking' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf(calls, 'UpdateTechnoProducts')).toMatchObject({ Version: 1, MobileBanking: 'false' }),
    );
  });

  it('shows a save refused as stale with Reload, which starts again from what is on record', async () => {
    let onRecord = false;
    const { user } = await openHubSection(
      'Techno based products requirement',
      {},
      {
        'POST /api/Registration/UpdateTechnoProducts': () => staleVersionRefusal(),
        'POST /api/Registration/GetCustomerTechnoProductsDetails': () => ({
          body: {
            responseCode: 'OK',
            responseMessage: '',
            debitCard: onRecord,
            smsBanking: false,
            mobileBanking: false,
            statementOnEmail: false,
            aadhaarCardSeeding: false,
            interntBanking: false,
            version: onRecord ? 3 : 0,
          },
        }),
      },
    );
    await user.click(await screen.findByRole('switch', { name: 'SMS banking' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert', { name: 'Changed elsewhere' });
    expect(within(alert).getByText(messages.staleVersion)).toBeInTheDocument();
    // What was typed stays until the person chooses to reload; no Error toast repeats the message.
    expect(screen.getByRole('switch', { name: 'SMS banking' })).toBeChecked();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();

    onRecord = true;
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Debit Cum ATM Card' })).toBeChecked());
    expect(screen.getByRole('switch', { name: 'SMS banking' })).not.toBeChecked();
    expect(screen.queryByRole('alert', { name: 'Changed elsewhere' })).not.toBeInTheDocument();
  });

  // Pasted rather than typed key by key: the deposit form is long and the suite runs in parallel.
  async function fill(user: User, name: string, value: string) {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(value);
  }

  async function fillDeposit(user: User) {
    await screen.findByRole('textbox', { name: 'Deposit Amount' });
    for (const [name, value] of [
      ['Deposit Amount', '50000'],
      ['Tenure Years', '1'],
      ['Tenure Months', '0'],
      ['Tenure Days', '0'],
      ['Bank Name', 'State Bank of India'],
      ['Branch Name', 'Kothrud'],
      ['Account Number', '12345678901'],
      ['IFSC', 'sbin0001234'],
    ] as const) {
      await fill(user, name, value);
    }
  }

  it('clears and disables the renewal period when auto renewal changes', async () => {
    const { calls, user } = await openHubSection('FD', { accountTypeId: 2 });
    await fillDeposit(user);

    expect(screen.getByRole('textbox', { name: 'Interest Payout' })).toHaveValue('Monthly');
    expect(screen.getByRole('textbox', { name: 'Mode of Interest' })).toHaveValue('Standing Instructions');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    const periodYears = screen.getByRole('textbox', { name: 'Period Years' });
    expect(periodYears).toBeEnabled();
    expect(periodYears).toHaveAttribute('inputmode', 'numeric');
    await user.type(periodYears, '1a');
    expect(periodYears).toHaveValue('1');

    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(periodYears).toBeDisabled();
    expect(periodYears).toHaveValue('');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(periodYears).toBeEnabled();
    expect(periodYears).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Please enter Period Year')).toHaveLength(2);

    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(await saveSection(user, calls, 'UpdateFDDetails')).toMatchObject({
      ...EMPTY_RENEWAL_PERIOD,
      IsAutoRenewal: 'false',
      DepositAmount: '50000',
      IFSC: 'SBIN0001234',
      TDSMembershipNo: '',
    });
  });

  it('saves the RD instalment instructions', async () => {
    const { calls, user } = await openHubSection('RD', { accountTypeId: 3 });
    await fillDeposit(user);
    expect(screen.queryByRole('textbox', { name: /TDS/ })).not.toBeInTheDocument();
    const instructions = screen.getByRole('group', { name: 'Instructions for deduction of RD instalment' });
    expect(within(instructions).getByRole('textbox', { name: 'RD Amount' })).toBeInTheDocument();
    for (const [name, value] of [
      ['Debit SB/CA/CC A/c Number', '0012345'],
      ['RD Amount', '1000'],
      ['Number of Months', '12'],
      ['Period Years', '1'],
      ['Period Months', '0'],
      ['Period Days', '0'],
    ] as const) {
      await fill(user, name, value);
    }
    expect(await saveSection(user, calls, 'UpdateRDDetails')).toMatchObject({
      IsAutoRenewal: 'true',
      PeriodYear: '1',
      DebitAccountNo: '0012345',
      RDAmount: '1000',
      RDMonths: '12',
    });
  });

  it('shows amounts with ₹ in lakhs and crores and keeps an amount or tenure out of bounds with its message', async () => {
    const { calls, user } = await openHubSection('FD', { accountTypeId: 2 });
    await fillDeposit(user);
    const amount = screen.getByRole('textbox', { name: 'Deposit Amount' });
    expect(amount).toHaveValue('₹50,000');
    expect(amount).toHaveAttribute('inputmode', 'numeric');
    expect(amount).toHaveAccessibleDescription('₹1,000 to ₹1,00,00,000');
    // Where the deposit is chosen, what DICGC insures of it (docs/decisions/042).
    expect(amount.closest('form')).toHaveTextContent('Deposits are insured by DICGC up to ₹5,00,000 per depositor.');

    await user.clear(amount);
    await user.type(amount, '123456789');
    expect(amount).toHaveValue('₹12,34,56,789');
    const days = screen.getByRole('textbox', { name: 'Tenure Days' });
    for (const [name, value] of [
      ['Tenure Years', '0'],
      ['Tenure Months', '12'],
      ['Tenure Days', '3'],
    ] as const) {
      const field = screen.getByRole('textbox', { name });
      await user.clear(field);
      await user.type(field, value);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Each message under its field and again in the error summary.
    expect(await screen.findAllByText(depositMessages.depositAmountRange)).toHaveLength(2);
    expect(screen.getAllByText(depositMessages.monthsPart)).toHaveLength(2);
    expect(amount).toHaveValue('₹12,34,56,789');
    expect(bodyOf(calls, 'UpdateFDDetails')).toBeUndefined();

    await user.clear(screen.getByRole('textbox', { name: 'Tenure Months' }));
    await user.type(screen.getByRole('textbox', { name: 'Tenure Months' }), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(depositMessages.tenureRange)).toHaveLength(2);
    expect(days).toHaveValue('3');
    expect(bodyOf(calls, 'UpdateFDDetails')).toBeUndefined();

    await user.clear(amount);
    await user.type(amount, '1000000');
    await user.clear(days);
    await user.type(days, '7');
    for (const name of ['Period Years', 'Period Months', 'Period Days']) await fill(user, name, '1');
    expect(await saveSection(user, calls, 'UpdateFDDetails')).toMatchObject({
      DepositAmount: '1000000',
      TenureYear: '0',
      TenureMonths: '0',
      TenureDays: '7',
    });
  });

  it('keeps what was typed when a save is refused', async () => {
    const { user } = await openHubSection(
      'Techno based products requirement',
      {},
      { 'POST /api/Registration/UpdateTechnoProducts': refused },
    );
    await user.click(await screen.findByRole('switch', { name: 'Debit Cum ATM Card' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This application is completed and can no longer be changed.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Debit Cum ATM Card' })).not.toBeChecked();
  });

  it('shows a Completed application read-only', async () => {
    const { user } = openHub({ status: 'Completed', noOfHolders: 2 });

    expect(await screen.findByText('This application is completed and can no longer be changed.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete holder 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit holder 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add new applicant' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();

    await openSection(user, 'Nomination form DA-1');
    await openSection(user, 'Techno based products requirement');
    await openSection(user, 'Instruction for account operations');
    expect(await screen.findByRole('radio', { name: 'Nominate one after another (successive)' })).toBeDisabled();
    expect(await screen.findByRole('switch', { name: 'SMS banking' })).toBeDisabled();
    const group = await screen.findByRole('radiogroup', { name: 'Account operations' });
    for (const radio of within(group).getAllByRole('radio')) expect(radio).toBeDisabled();
    for (const save of screen.getAllByRole('button', { name: 'Save' })) expect(save).toBeDisabled();
  });
});

describe('a Returned application in the hub', () => {
  beforeEach(() => openStoredApplication());

  const returned: Partial<RegistrationDetails> = {
    status: 'Completed',
    reviewStatus: 'Returned',
    noOfHolders: 2,
    returnReasons: [
      { section: 'Techno based products requirement', reason: 'Choose SMS banking again' },
      { section: 'Family Details', reason: "Father's name differs from the PAN card" },
    ],
    returnedParts: ['technoProducts', 'family'],
  };

  it("opens only the returned sections, each with the branch's reason, and the rest stays read-only", async () => {
    const { user } = openHub(returned);

    const notice = await screen.findByRole('note', { name: 'Returned to you for changes' });
    expect(within(notice).getByText('Choose SMS banking again')).toBeInTheDocument();
    expect(within(notice).getByText("Father's name differs from the PAN card")).toBeInTheDocument();

    // The returned hub section is open at once, its reason on top and its switches enabled.
    const techno = await screen.findByRole('region', { name: 'Techno based products requirement' });
    expect(within(techno).getByRole('note', { name: 'The branch asks you to change this' })).toHaveTextContent(
      'Techno based products requirement: Choose SMS banking again',
    );
    expect(await within(techno).findByRole('switch', { name: 'SMS banking' })).toBeEnabled();
    expect(within(techno).getByRole('button', { name: 'Save' })).toBeEnabled();

    // A section the branch did not return says so and stays read-only.
    await openSection(user, 'Nomination form DA-1');
    const nomination = await screen.findByRole('region', { name: 'Nomination form DA-1' });
    expect(within(nomination).getByText(/did not return this part/)).toBeInTheDocument();
    expect(
      await within(nomination).findByRole('radio', { name: 'Nominate one after another (successive)' }),
    ).toBeDisabled();

    // A returned wizard step opens every holder's wizard; holders cannot be added or removed.
    const holders = screen.getByRole('region', { name: 'Account holders status' });
    expect(within(holders).getByRole('note', { name: 'The branch asks you to change this' })).toHaveTextContent(
      "Family Details: Father's name differs from the PAN card",
    );
    expect(await screen.findByRole('button', { name: 'Edit holder 1' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit holder 2' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete holder 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add new applicant' })).toBeDisabled();
  });

  it('saves a returned section and submits the application again', async () => {
    stubPdfBlobs();
    const { calls, user, router } = openHub(returned, submitAnswers);

    const techno = await screen.findByRole('region', { name: 'Techno based products requirement' });
    await user.click(await within(techno).findByRole('switch', { name: 'SMS banking' }));
    expect(await saveSection(user, calls, 'UpdateTechnoProducts')).toMatchObject({ SMSBanking: 'false' });

    expect(screen.getByRole('heading', { name: 'Submit the application again' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit again' }));
    await waitFor(() => expect(router.location.pathname).toBe('/success/42'));
    expect(bodyOf(calls, 'SubmitAccount')).toEqual({ RegistrationId: 42, branchUserName: null });
  });

  it('keeps an application the branch has not returned read-only, without a submit', async () => {
    openHub({ status: 'Completed', reviewStatus: 'Verified' });
    expect(await screen.findByText('This application is completed and can no longer be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Returned to you for changes' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit holder 1' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Submit/ })).not.toBeInTheDocument();
  });
});

describe('the hub on a phone', () => {
  beforeEach(() => {
    openStoredApplication();
    stubNarrowScreen();
  });

  it('lists the holders as cards: name heading, status badge, last update, Edit and Delete buttons', async () => {
    const state = hubState({ noOfHolders: 2 });
    state.holders[0] = holderRow(1, { customerName: 'Asha Patil', status: 'Completed' });
    stubFetch(hubAnswers(state));
    const user = userEvent.setup();
    const { router } = renderApp('/CreateNewAccount');

    const list = await screen.findByRole('list', { name: 'Account holders' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const first = within(list).getByRole('listitem', { name: 'Asha Patil' });
    expect(within(first).getByRole('heading', { level: 3, name: 'Asha Patil' })).toBeInTheDocument();
    expect(within(first).getByText('Completed')).toBeInTheDocument();
    expect(textsOf(first, 'term')).toEqual(['Last Update', 'Steps saved']);
    expect(
      within(first)
        .getAllByRole('definition')
        .map((definition) => definition.textContent),
    ).toEqual(['05-Mar-2026', '0 of 5']);
    // Holder 1 is the applicant: Edit only.
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit']);
    expect(within(first).getByRole('button', { name: 'Edit holder 1' })).toBeEnabled();

    const second = within(list).getByRole('listitem', { name: 'Holder 2 (details not yet filled)' });
    expect(within(second).getByText('Partially Filled')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Delete holder 2' })).toHaveTextContent('Delete');
    await user.click(within(second).getByRole('button', { name: 'Edit holder 2' }));
    expect(await screen.findByRole('heading', { name: 'Account holder 2', level: 1 })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/OtherHolder');
    expect(router.location.state).toEqual({ accountTypeId: 1, registrationHoldersId: 102, holderSrNo: 2 });
  });

  it('deletes a holder from its card after the confirmation', async () => {
    const { calls, user } = openHub({ noOfHolders: 2 });

    await user.click(await screen.findByRole('button', { name: 'Delete holder 2' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Account holder deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Account holders' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(bodyOf(calls, 'DeleteCustomerAccountHolder')).toEqual({ RegistrationId: 42, RegistrationHolderId: 102 });
  });

  it('disables the card buttons of a Completed application', async () => {
    openHub({ status: 'Completed', noOfHolders: 2 });

    expect(await screen.findByRole('button', { name: 'Delete holder 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit holder 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit holder 2' })).toBeDisabled();
  });
});
