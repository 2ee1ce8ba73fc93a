import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, stubFetch } from '../../../test/render-app';

const otpSent = { responseCode: 'OK', responseMessage: 'OTP has been sent to your mobile number.' };

async function requestOtp(user: ReturnType<typeof userEvent.setup>, mobile = '9876543210') {
  await user.type(await screen.findByRole('textbox', { name: 'Mobile Number' }), mobile);
  await user.click(screen.getByRole('button', { name: 'Get OTP' }));
  return screen.findByRole('dialog', { name: 'Enter OTP' });
}

describe('customer login', () => {
  it('refuses a 9-digit mobile number without calling the API and returns focus to the field', async () => {
    const { calls } = stubFetch({});
    const user = userEvent.setup();
    renderApp('/login');

    const mobile = await screen.findByRole('textbox', { name: 'Mobile Number' });
    await user.type(mobile, '987654321');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));

    expect(await screen.findByText('Please enter 10 digit Mobile number!')).toBeInTheDocument();
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(calls.filter((call) => call.path === '/api/OTP/GetOTP')).toHaveLength(0);
  });

  it('asks for the mobile number when it is empty and keeps only digits', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderApp('/login');

    const mobile = await screen.findByRole('textbox', { name: 'Mobile Number' });
    await user.type(mobile, 'ab');
    expect(mobile).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByText('Mobile Number required')).toBeInTheDocument();
  });

  it('enables Resend OTP once a code was sent, with a new Guid per request', async () => {
    const { calls } = stubFetch({ 'POST /api/OTP/GetOTP': () => ({ body: otpSent }) });
    const user = userEvent.setup();
    renderApp('/login');

    expect(await screen.findByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    await requestOtp(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await screen.findByRole('dialog', { name: 'Enter OTP' });

    const sent = calls.filter((call) => call.path === '/api/OTP/GetOTP').map((call) => call.body as { Guid: string });
    expect(sent).toHaveLength(2);
    expect(sent[0]?.Guid).not.toBe(sent[1]?.Guid);
    expect(sent[0]).toMatchObject({ MobileNo: '9876543210', Email: '', loginViaLAN: false });
  });

  it('shows "Please enter OTP!" for a short code and does not verify it', async () => {
    const { calls } = stubFetch({ 'POST /api/OTP/GetOTP': () => ({ body: otpSent }) });
    const user = userEvent.setup();
    renderApp('/login');

    await requestOtp(user);
    const otp = screen.getByRole('textbox', { name: 'OTP' });
    // One box a digit of the configured length; the first takes the phone's SMS autofill.
    expect(screen.getAllByRole('textbox', { name: /^(OTP|Digit [2-4] of 4)$/ })).toHaveLength(4);
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(otp, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Please enter OTP!')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/OTP/VerifyOTP')).toBe(false);
  });

  it("shows the server's returnMessage in an Error toast for a wrong code", async () => {
    stubFetch({
      'POST /api/OTP/GetOTP': () => ({ body: otpSent }),
      'POST /api/OTP/VerifyOTP': () => ({
        status: 401,
        body: {
          responseCode: 'UNAUTHORIZED',
          responseMessage: 'Unauthorized',
          returnSuccess: 0,
          returnMessage: 'Invalid or expired OTP. Please try again or request a new one.',
        },
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login');

    await requestOtp(user);
    await user.type(screen.getByRole('textbox', { name: 'OTP' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(
      await screen.findByText('Invalid or expired OTP. Please try again or request a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(localStorage.getItem('authCustomer')).toBeNull();
    expect(router.location.pathname).toBe('/login');
  });

  it('signs in, stores authCustomer and goes to /CreateNewAccount for a new customer', async () => {
    const { calls } = stubFetch({
      'POST /api/OTP/GetOTP': () => ({ body: otpSent }),
      'POST /api/OTP/VerifyOTP': () => ({
        body: {
          responseCode: 'OK',
          responseMessage: 'OK',
          returnSuccess: 1,
          returnMessage: 'Verified',
          token: 'customer-token',
          mobileNo: '9876543210',
          email: '',
        },
      }),
      'POST /api/Registration/CheckCustomerExists': () => ({
        body: { responseCode: 'OK', responseMessage: 'OK', data: 0 },
      }),
      'GET /api/AccountType/GetAll': () => ({ body: { responseCode: 'OK', responseMessage: 'OK', data: [] } }),
      'GET /api/EntityType/GetAll': () => ({ body: { responseCode: 'OK', responseMessage: 'OK', data: [] } }),
      'GET /api/Location/GetAll': () => ({ body: { responseCode: 'OK', responseMessage: 'OK', data: [] } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login');

    await requestOtp(user);
    await user.type(screen.getByRole('textbox', { name: 'OTP' }), '1234');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Create New Account', level: 1 })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/CreateNewAccount');
    // Who is signed in, never the token: the session is an HttpOnly cookie the page cannot read.
    expect(JSON.parse(localStorage.getItem('authCustomer') ?? '{}')).toEqual({ mobileNo: '9876543210', email: '' });
    expect(JSON.stringify({ ...localStorage })).not.toContain('customer-token');
    const check = calls.find((call) => call.path === '/api/Registration/CheckCustomerExists');
    expect(check?.headers.Authorization).toBeUndefined();
    expect(check?.headers['X-Portal-Audience']).toBe('customer');
  });

  it('sends a signed-out customer from a protected page to /login', async () => {
    stubFetch({});
    const { router } = renderApp('/Status');
    expect(await screen.findByRole('button', { name: 'Get OTP' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/login');
    expect((router.location.state as { from?: { pathname: string } }).from?.pathname).toBe('/Status');
  });
});
