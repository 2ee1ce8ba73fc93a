import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalConfig, renderApp, stubFetch } from '@/test/render-app';

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
    expect(localStorage.getItem('userName')).toBeNull();
  });

  it('stores the session and opens the customer list headed by the branch name', async () => {
    stubFetch({
      'POST /api/BranchLogin/CheckLogin': () => ({
        body: {
          responseCode: 'OK',
          responseMessage: 'OK',
          token: 'staff-token',
          employee: { username: 'clerk1', lbrcode: '101', lbrname: 'Kothrud Branch', isAdmin: false, role: 'clerk' },
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
    expect(JSON.stringify({ ...localStorage })).not.toContain('staff-token');
    expect(localStorage.getItem('userName')).toBe('clerk1');
    expect(localStorage.getItem('branchCode')).toBe('101');
    expect(localStorage.getItem('isAdmin')).toBe('false');
    expect(localStorage.getItem('staffRole')).toBe('clerk');
  });

  describe('on the LAN host (portal.md §1, §4)', () => {
    const signedIn = () => ({
      body: {
        responseCode: 'OK',
        responseMessage: 'OK',
        token: 'staff-token',
        employee: { username: 'clerk1', lbrcode: '101', lbrname: 'Kothrud Branch', isAdmin: false, role: 'clerk' },
      },
    });

    afterEach(() => vi.restoreAllMocks());

    /** The tests run on http://localhost: a LAN marker it contains makes this the LAN host. */
    async function signInOnLanHost(lanParentOrigin: string | null) {
      const postMessage = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
      stubFetch({
        'GET /api/Portal/Config': () => ({ body: { ...portalConfig, lanHostMarker: 'localhost', lanParentOrigin } }),
        'POST /api/BranchLogin/CheckLogin': signedIn,
      });
      const user = userEvent.setup();
      const { router } = renderApp('/BranchLogin');
      await user.type(await screen.findByLabelText('User Name'), 'clerk1');
      await user.type(screen.getByLabelText('Password'), 'secret');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(router.location.pathname).toBe('/CustomerList'));
      return postMessage;
    }

    it('posts the session to the parent page, for the configured parent origin only', async () => {
      const postMessage = await signInOnLanHost('https://intranet.bank.example');
      expect(postMessage).toHaveBeenCalledTimes(1);
      expect(postMessage).toHaveBeenCalledWith(
        {
          type: 'portal-branch-session',
          token: 'staff-token',
          userName: 'clerk1',
          branchCode: '101',
          branchName: 'Kothrud Branch',
          isAdmin: false,
        },
        'https://intranet.bank.example',
      );
      expect(postMessage).not.toHaveBeenCalledWith(expect.anything(), '*');
    });

    it('posts nothing when no parent origin is configured', async () => {
      const postMessage = await signInOnLanHost(null);
      expect(postMessage).not.toHaveBeenCalled();
      expect(localStorage.getItem('branchCode')).toBe('101');
    });
  });
});
