import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInCustomer } from '@/test/customer-session';
import { renderApp, stubFetch } from '@/test/render-app';
import { hubAnswers, hubState, referenceListAnswers as referenceLists } from '../hub-fixtures';

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('create new account: primary details', () => {
  beforeEach(() => {
    signInCustomer('a@b.in');
  });

  it('names each missing choice and sends nothing', async () => {
    const { calls } = stubFetch(referenceLists);
    const user = userEvent.setup();
    renderApp('/CreateNewAccount');

    // The first test also loads the page's lazy modules, which takes more than a second on a busy machine.
    await user.click(await screen.findByRole('button', { name: 'Generate Details' }));
    // The account type is where the deposit is chosen: it says what DICGC insures (docs/decisions/042).
    expect(screen.getByRole('textbox', { name: 'Form Type' })).toHaveAccessibleDescription(
      expect.stringContaining('Deposits are insured by DICGC up to ₹5,00,000 per depositor.'),
    );
    expect(await screen.findByText('Form Type required')).toBeInTheDocument();
    expect(screen.getByText('Location required')).toBeInTheDocument();
    expect(screen.getByText('Branch required')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/Registration/CreateNewAccount')).toBe(false);
  });

  it('creates the application, stores its id and locks the primary details', async () => {
    const { calls } = stubFetch({
      ...hubAnswers(hubState()),
      'POST /api/Registration/CreateNewAccount': () => ({
        body: {
          responseCode: 'OK',
          responseMessage: 'Application created.',
          registrationId: 42,
          referenceNo: '2026030500042',
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/CreateNewAccount');

    expect(await screen.findByRole('textbox', { name: 'Number of Holders' })).toHaveValue('1');
    // Not to be typed in, and looking it (theme: read-only-fields.module.css styles [readonly]).
    expect(screen.getByRole('textbox', { name: 'Number of Holders' })).toHaveAttribute('readonly');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Entity Type' })).toHaveValue('Individual'));
    await choose(user, 'Form Type', 'Savings Account');
    await choose(user, 'Location', 'Nashik');
    await choose(user, 'Branch', 'Panchavati');
    // A new location empties the branch and loads that location's branches.
    await choose(user, 'Location', 'Pune');
    expect(screen.getByRole('textbox', { name: 'Branch' })).toHaveValue('');
    await choose(user, 'Branch', 'Kothrud');
    await user.click(screen.getByRole('button', { name: 'Generate Details' }));

    expect(await screen.findByText('Reference No. 2026030500042')).toBeInTheDocument();
    // The toasts' container is a chunk of its own, loaded with the first toast.
    expect(await screen.findByText('Application created.')).toBeInTheDocument();
    expect(screen.getByText('Information')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/Registration/CreateNewAccount')?.body).toEqual({
      Mobile: '9876543210',
      Email: 'a@b.in',
      AccountTypeId: 1,
      EntityTypeId: 1,
      LocationId: 1,
      BranchId: '101',
      NoOfHolders: 1,
    });
    expect(localStorage.getItem('registrationId')).toBe('42');
    expect(localStorage.getItem('RegistrationId')).toBe('42');
    expect(screen.getByRole('button', { name: 'Generate Details' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Form Type' })).toBeDisabled();
    // The hub opens below the primary details with the first holder.
    expect(await screen.findByRole('heading', { name: 'Account holders status' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit holder 1' })).toBeInTheDocument();
    // The next step is brought on screen and focused.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit holder 1' })).toHaveFocus());
  });
});
