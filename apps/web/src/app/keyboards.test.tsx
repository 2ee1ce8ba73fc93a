import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hubAnswers, hubState, openStoredApplication } from '../features/create-account/hub-fixtures';
import { OTP_SENT } from '@/test/otp-answers';
import { renderApp, stubFetch } from '@/test/render-app';

/** The attributes that choose a phone's keyboard and what the browser may fill in. */
function keyboardOf(input: HTMLElement) {
  return Object.fromEntries(
    ['type', 'inputmode', 'autocomplete', 'autocapitalize']
      .map((name) => [name, input.getAttribute(name)] as const)
      .filter(([, value]) => value !== null),
  );
}

describe('keyboards and autofill on a phone', () => {
  it('sign-in: the own mobile and e-mail autofill, the code comes from the SMS', async () => {
    stubFetch({
      'POST /api/OTP/GetOTP': () => ({ body: OTP_SENT }),
    });
    const user = userEvent.setup();
    renderApp('/login');
    const mobile = await screen.findByRole('textbox', { name: 'Mobile Number' });
    expect(keyboardOf(mobile)).toEqual({ type: 'tel', inputmode: 'numeric', autocomplete: 'tel-national' });
    expect(keyboardOf(screen.getByRole('textbox', { name: 'Email' }))).toEqual({
      type: 'email',
      inputmode: 'email',
      autocomplete: 'email',
    });

    await user.type(mobile, '9876543210');
    await user.click(screen.getByRole('button', { name: 'Get OTP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter OTP' });
    expect(within(dialog).getByLabelText('OTP')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(within(dialog).getByLabelText('OTP')).toHaveAttribute('inputmode', 'numeric');
  });

  it('staff sign-in: the user name and the current password', async () => {
    renderApp('/BranchLogin');
    expect(await screen.findByRole('textbox', { name: 'User Name' })).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('hub: digits for amounts, capitals for the IFSC, no autofill for accounts or other persons', async () => {
    openStoredApplication();
    stubFetch(hubAnswers(hubState({ accountTypeId: 2 })));
    const user = userEvent.setup();
    renderApp('/CreateNewAccount');

    await user.click(await screen.findByRole('button', { name: 'FD' }));
    expect(keyboardOf(await screen.findByRole('textbox', { name: 'Deposit Amount' }))).toEqual({
      type: 'text',
      inputmode: 'numeric',
      autocomplete: 'off',
    });
    expect(keyboardOf(screen.getByRole('textbox', { name: 'IFSC' }))).toEqual({
      autocomplete: 'off',
      autocapitalize: 'characters',
    });
    expect(screen.getByRole('textbox', { name: 'Account Number' })).toHaveAttribute('autocomplete', 'off');

    await user.click(screen.getByRole('button', { name: 'Nomination form DA-1' }));
    await user.click(await screen.findByRole('radio', { name: 'Nominate together with shares (simultaneous)' }));
    const nominee = screen.getByRole('group', { name: 'Nominee 1' });
    for (const name of ['First Name', 'Last Name', 'Relationship', 'Address 1', 'City']) {
      expect(within(nominee).getByRole('textbox', { name })).toHaveAttribute('autocomplete', 'off');
    }
    expect(keyboardOf(within(nominee).getByRole('textbox', { name: 'Pincode' }))).toEqual({
      inputmode: 'numeric',
      autocomplete: 'off',
    });
    expect(keyboardOf(within(nominee).getByRole('textbox', { name: 'Share (%)' }))).toEqual({
      inputmode: 'decimal',
      autocomplete: 'off',
    });
  });
});
