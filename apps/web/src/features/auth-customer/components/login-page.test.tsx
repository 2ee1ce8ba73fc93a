import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OTP_SENT, otpVerified } from '@/test/otp-answers';
import { renderApp, stubFetch } from '@/test/render-app';

const wrongCode = (triesLeft: number) => ({
  status: 401,
  body: {
    responseCode: 'UNAUTHORIZED',
    responseMessage: 'Unauthorized',
    returnSuccess: 0,
    returnMessage: 'Invalid or expired OTP. Please try again or request a new one.',
    triesLeft,
  },
});

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

  it('offers Resend OTP only once a code was sent, enabled when its cool-down is over, with a new Guid per request', async () => {
    const { calls } = stubFetch({ 'POST /api/OTP/GetOTP': () => ({ body: { ...OTP_SENT, resendAfterSeconds: 3 } }) });
    const user = userEvent.setup();
    renderApp('/login');

    expect(await screen.findByRole('button', { name: 'Get OTP' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    await requestOtp(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeDisabled();
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 4_000 });
    await user.click(resend);
    await screen.findByRole('dialog', { name: 'Enter OTP' });

    const sent = calls.filter((call) => call.path === '/api/OTP/GetOTP').map((call) => call.body as { Guid: string });
    expect(sent).toHaveLength(2);
    expect(sent[0]?.Guid).not.toBe(sent[1]?.Guid);
    expect(sent[0]).toMatchObject({ MobileNo: '9876543210', Email: '', loginViaLAN: false });
  });

  it('shows "Please enter OTP!" for a short code and does not verify it', async () => {
    const { calls } = stubFetch({ 'POST /api/OTP/GetOTP': () => ({ body: OTP_SENT }) });
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
      'POST /api/OTP/GetOTP': () => ({ body: OTP_SENT }),
      'POST /api/OTP/VerifyOTP': () => wrongCode(2),
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

  it('shows the number the code went to, and Change number goes back to the Mobile Number field', async () => {
    stubFetch({ 'POST /api/OTP/GetOTP': () => ({ body: OTP_SENT }) });
    const user = userEvent.setup();
    renderApp('/login');

    const dialog = await requestOtp(user, '9876543210');
    expect(dialog).toHaveTextContent('We sent a 4-digit code to +91 98765 43210. It works for 5 minutes.');
    // The dialog's body is its description, so a screen reader hears the number as the dialog opens.
    expect(dialog).toHaveAccessibleDescription(/We sent a 4-digit code to \+91 98765 43210/);
    await user.click(within(dialog).getByRole('button', { name: 'Change number' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enter OTP' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Mobile Number' })).toHaveFocus());
  });

  it('says how many tries are left after a wrong code, and offers a new code when none are', async () => {
    let triesLeft = 3;
    stubFetch({
      'POST /api/OTP/GetOTP': () => ({ body: OTP_SENT }),
      'POST /api/OTP/VerifyOTP': () => wrongCode((triesLeft -= 1)),
    });
    const user = userEvent.setup();
    renderApp('/login');

    const dialog = await requestOtp(user);
    expect(within(dialog).queryByText(/tries left/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'OTP' }), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    const said = await within(dialog).findByText('2 tries left');
    expect(said).toHaveAttribute('aria-live', 'polite');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('1 try left')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('No tries left for this code. Ask for a new OTP.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeDisabled();
    // The next code comes when the server said it may (a spent code counts, or strangers could text the owner).
    expect(within(dialog).getByText(/^Resend OTP in 0:[0-3]\d$/)).toBeInTheDocument();
  });

  it('counts down to Resend OTP without announcing every second, then sends a new code to the same number', async () => {
    const { calls } = stubFetch({ 'POST /api/OTP/GetOTP': () => ({ body: { ...OTP_SENT, resendAfterSeconds: 2 } }) });
    const user = userEvent.setup();
    renderApp('/login');

    const dialog = await requestOtp(user, '9876543210');
    const countdown = await within(dialog).findByText(/^Resend OTP in 0:0[12]$/);
    expect(countdown.closest('[aria-live]')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    const resend = await within(dialog).findByRole('button', { name: 'Resend OTP' });
    expect(within(dialog).getByText('You can now ask for a new OTP.').closest('[aria-live]')).not.toBeNull();
    await user.click(resend);
    const newDialog = await screen.findByRole('dialog', { name: 'Enter OTP' });
    expect(await within(newDialog).findByText(/^Resend OTP in 0:0[12]$/)).toBeInTheDocument();

    const sent = calls.filter((call) => call.path === '/api/OTP/GetOTP').map((call) => call.body as { Guid: string });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ MobileNo: '9876543210' });
    expect(sent[1]?.Guid).not.toBe(sent[0]?.Guid);
  });

  const refusedFor50Minutes = {
    status: 429,
    body: {
      responseCode: 'RATE_LIMITED',
      responseMessage: 'Too many OTP requests for this mobile number. Try again after 14:35.',
      retryAfterSeconds: 3000,
    },
  };
  const COUNTDOWN_FROM_50_MINUTES = /^Too many OTP requests\. Try again in (50:00|49:5\d)\.$/;

  it('shows a refused Resend once, in the dialog, as a countdown instead of the "sent" notice', async () => {
    let first = true;
    stubFetch({
      'POST /api/OTP/GetOTP': () => {
        if (!first) return refusedFor50Minutes;
        first = false;
        return { body: { ...OTP_SENT, resendAfterSeconds: 0 } };
      },
    });
    const user = userEvent.setup();
    renderApp('/login');

    const dialog = await requestOtp(user);
    expect(within(dialog).getByRole('status')).toHaveTextContent('OTP has been sent to your mobile number.');
    await user.click(await within(dialog).findByRole('button', { name: 'Resend OTP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(COUNTDOWN_FROM_50_MINUTES);
    // One state: no "sent" beside the refusal, no second countdown, no toast behind the dialog.
    expect(within(dialog).queryByText('OTP has been sent to your mobile number.')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/^Resend OTP in/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/Try again/)).toHaveLength(1);
    expect(screen.queryByText(/14:35/)).not.toBeInTheDocument();
  });

  it('shows a refused Get OTP below the form as a countdown, until another number is typed', async () => {
    const { calls } = stubFetch({ 'POST /api/OTP/GetOTP': () => refusedFor50Minutes });
    const user = userEvent.setup();
    renderApp('/login');

    const mobile = await screen.findByRole('textbox', { name: 'Mobile Number' });
    await user.type(mobile, '9876543210');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COUNTDOWN_FROM_50_MINUTES);
    expect(screen.queryByRole('dialog', { name: 'Enter OTP' })).not.toBeInTheDocument();
    expect(screen.getAllByText(/Try again/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();

    await user.clear(mobile);
    await user.type(mobile, '9876543211');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get OTP' })).toBeEnabled();
    expect(calls.filter((call) => call.path === '/api/OTP/GetOTP')).toHaveLength(1);
  });

  it('signs in, stores authCustomer and goes to /CreateNewAccount for a new customer', async () => {
    const { calls } = stubFetch({
      'POST /api/OTP/GetOTP': () => ({ body: OTP_SENT }),
      'POST /api/OTP/VerifyOTP': () => otpVerified(),
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
    const verify = calls.find((call) => call.path === '/api/OTP/VerifyOTP');
    expect(Object.keys(verify?.body as object).sort()).toEqual(['Email', 'Guid', 'MobileNo', 'OTP']);
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
