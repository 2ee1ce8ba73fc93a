import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoViolations } from '@/test/axe';
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

  it('shows the refusal beside the form until the next try, not in a toast that goes away', async () => {
    let answers = 0;
    stubFetch({
      'POST /api/BranchLogin/CheckLogin': () => {
        answers += 1;
        return {
          status: 401,
          body: {
            responseCode: 'UNAUTHORIZED',
            responseMessage: answers === 1 ? 'Invalid User Name or Password' : 'Too many tries: wait a minute',
          },
        };
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp('/BranchLogin');

    await user.type(await screen.findByLabelText('User Name'), 'clerk1');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Could not sign in');
    expect(refusal).toHaveTextContent('Invalid User Name or Password');
    expect(refusal.closest('form')).not.toBeNull();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(router.location.pathname).toBe('/BranchLogin');
    expect(localStorage.getItem('userName')).toBeNull();
    // It stays while the password is typed again, and the next try's answer replaces it.
    await user.type(screen.getByLabelText('Password'), '2');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid User Name or Password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many tries: wait a minute'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await expectNoViolations();
  });

  it('stores the session and opens To do, naming the branch', async () => {
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

    // Staff start at what waits for them (docs/decisions/043).
    expect(await screen.findByRole('heading', { name: 'To do', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/^Kothrud Branch: Submitted applications to verify/)).toBeInTheDocument();
    expect(router.location.pathname).toBe('/ToDo');
    // The staff header names the bank, as the customer's header does.
    expect(within(screen.getByRole('banner')).getByText('Demo Co-operative Bank')).toBeInTheDocument();
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
      await waitFor(() => expect(router.location.pathname).toBe('/ToDo'));
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
