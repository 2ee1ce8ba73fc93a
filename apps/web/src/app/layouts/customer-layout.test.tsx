import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { referenceListAnswers } from '@/features/create-account/hub-fixtures';
import { signInCustomer } from '@/test/customer-session';
import { renderApp, stubFetch } from '@/test/render-app';

const answers = {
  ...referenceListAnswers,
  'POST /api/Auth/Logout': () => ({ body: { responseCode: 'OK', responseMessage: 'Logged out' } }),
};

describe("the customer banner's Logout", () => {
  beforeEach(() => {
    signInCustomer();
  });

  it('asks before unsaved typing is thrown away, and stays when asked to', async () => {
    const { calls } = stubFetch(answers);
    const user = userEvent.setup();
    const { router } = renderApp('/CreateNewAccount');
    await user.click(await screen.findByRole('textbox', { name: 'Form Type' }));
    await user.click(await screen.findByRole('option', { name: 'Savings Account' }));

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const question = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(question).toHaveTextContent('What you typed is not saved. If you log out now, it is lost.');
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.location.pathname).toBe('/CreateNewAccount');
    expect(screen.getByRole('textbox', { name: 'Form Type' })).toHaveValue('Savings Account');
    expect(calls.some((call) => call.path === '/api/Auth/Logout')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(again).getByRole('button', { name: 'Logout without saving' }));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(calls.some((call) => call.path === '/api/Auth/Logout')).toBe(true);
    expect(localStorage.getItem('authCustomer')).toBeNull();
  });

  it('logs out at once when nothing is typed', async () => {
    const { calls } = stubFetch(answers);
    const user = userEvent.setup();
    const { router } = renderApp('/CreateNewAccount');
    await screen.findByRole('textbox', { name: 'Form Type' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/Auth/Logout')).toBe(true);
  });
});
