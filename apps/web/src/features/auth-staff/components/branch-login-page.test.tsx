import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, stubFetch } from '../../../test/render-app';

describe('branch login', () => {
  it('requires both fields and does not call the server while one is empty', async () => {
    const { calls } = stubFetch({});
    const user = userEvent.setup();
    renderApp('/BranchLogin');

    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('User Name required')).toBeInTheDocument();
    expect(screen.getByText('Password required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('User Name'), 'clerk1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Password required')).toBeInTheDocument();
    expect(screen.queryByText('User Name required')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/BranchLogin/CheckLogin')).toBe(false);
  });

  it('shows the refusal in an Error toast', async () => {
    stubFetch({
      'POST /api/BranchLogin/CheckLogin': () => ({
        status: 401,
        body: { responseCode: 'UNAUTHORIZED', responseMessage: 'Invalid User Name or Password' },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/BranchLogin');

    await user.type(await screen.findByLabelText('User Name'), 'clerk1');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Invalid User Name or Password')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/BranchLogin');
    expect(localStorage.getItem('branchToken')).toBeNull();
  });

  it('stores the session and opens the customer list headed by the branch name', async () => {
    stubFetch({
      'POST /api/BranchLogin/CheckLogin': () => ({
        body: {
          responseCode: 'OK',
          responseMessage: 'OK',
          token: 'staff-token',
          employee: { username: 'clerk1', lbrcode: '101', lbrname: 'Kothrud Branch', isAdmin: false },
        },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/BranchLogin');

    await user.type(await screen.findByLabelText('User Name'), 'clerk1');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Kothrud Branch', level: 1 })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/CustomerList');
    expect(localStorage.getItem('branchToken')).toBe('staff-token');
    expect(localStorage.getItem('branchCode')).toBe('101');
    expect(localStorage.getItem('isAdmin')).toBe('false');
  });
});
