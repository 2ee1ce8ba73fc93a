import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, preferredLanguage, switchLanguage } from '@/lib/i18n';
import { OTP_SENT, otpVerified } from '@/test/otp-answers';
import { renderApp, stubFetch } from '@/test/render-app';

afterEach(async () => {
  await switchLanguage('en');
  localStorage.clear();
});

describe('the sign-in screen in Marathi and Hindi', () => {
  it('switches the texts and <html lang>, and keeps the choice on the device for the next visit', async () => {
    stubFetch({});
    const user = userEvent.setup();
    const { unmount } = renderApp('/login');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'हिंदी');

    expect(await screen.findByRole('textbox', { name: 'मोबाइल नंबर' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ओटीपी प्राप्त करें' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('language')).toBe('hi');
    // Each option is named in its own script and marked with its language.
    expect(screen.getByRole('option', { name: 'मराठी' })).toHaveAttribute('lang', 'mr');

    // A reload starts in the kept language (main.tsx loads it before the first render).
    unmount();
    await i18n.changeLanguage('en');
    expect(preferredLanguage()).toBe('hi');
    await switchLanguage(preferredLanguage());
    renderApp('/login');
    expect(await screen.findByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it("shows the domain's messages in the chosen language, the schema's and the server's", async () => {
    stubFetch({ 'POST /api/OTP/GetOTP': () => ({ body: OTP_SENT }) });
    const user = userEvent.setup();
    renderApp('/login');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'मराठी');

    const mobile = await screen.findByRole('textbox', { name: 'मोबाईल नंबर' });
    await user.click(screen.getByRole('button', { name: 'ओटीपी मिळवा' }));
    expect(await screen.findByText('मोबाईल नंबर आवश्यक आहे')).toBeInTheDocument();

    await user.type(mobile, '9876543210');
    await user.click(screen.getByRole('button', { name: 'ओटीपी मिळवा' }));
    expect(await screen.findByRole('dialog', { name: 'ओटीपी टाका' })).toBeInTheDocument();
    expect(screen.getByText('तुमच्या मोबाईल नंबरवर ओटीपी पाठवला आहे.')).toBeInTheDocument();
    expect(screen.getByText(/5 मिनिटांसाठी चालेल/)).toBeInTheDocument();
  });

  it("takes the language kept on the customer's record at sign-in", async () => {
    const { calls } = stubFetch({
      'POST /api/OTP/GetOTP': () => ({ body: OTP_SENT }),
      'POST /api/OTP/VerifyOTP': () => otpVerified({ language: 'mr' }),
      'POST /api/Registration/CheckCustomerExists': () => ({
        body: { responseCode: 'OK', responseMessage: 'OK', data: 1 },
      }),
      'POST /api/Registration/GetAllCustomerAccountList': () => ({
        body: { responseCode: 'OK', responseMessage: 'OK', data: [] },
      }),
    });
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByRole('textbox', { name: 'Mobile Number' }), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    await user.type(await screen.findByRole('textbox', { name: 'OTP' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(document.documentElement.lang).toBe('mr'));
    expect(localStorage.getItem('language')).toBe('mr');
    // The record already has it: nothing to save.
    expect(calls.some((call) => call.path === '/api/Customer/SetLanguage')).toBe(false);
  });
});
