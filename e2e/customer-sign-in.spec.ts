import { expect, test } from '@playwright/test';
import { messages } from '@portal/domain';
import {
  applicationRecord,
  generateApplication,
  newMobile,
  requestOtp,
  signInAsCustomer,
  SMS_GATEWAY,
} from './support/portal.js';

test('a new customer signs in, generates an application and sees it on the Status list', async ({ page }) => {
  const mobile = newMobile();
  await signInAsCustomer(page, mobile);
  await expect(page).toHaveURL(/\/CreateNewAccount$/);
  await expect(page).toHaveTitle('CreateNewAccount | Online Account Application');
  await expect(page.getByRole('heading', { name: 'Create New Account', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Entity Type' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Number of Holders' })).toHaveValue('1');

  const referenceNo = await generateApplication(page, 'Fixed Deposit');
  await expect(page.getByText('Information')).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/Status$/);
  await expect(page.getByRole('heading', { name: 'See Your Status' })).toBeVisible();
  const row = applicationRecord(page, referenceNo);
  await expect(row).toContainText('Fixed Deposit');
  await expect(row).toContainText('Individual');
  await expect(row).toContainText('Partially Filled');
  await expect(row).toContainText('Customer');
  await expect(row.getByRole('button', { name: `Edit ${referenceNo}` })).toBeVisible();
});

test(
  'a returning customer lands on Status and deletes a Partially Filled application',
  { tag: '@phone' },
  async ({ page }) => {
    const mobile = newMobile();
    await signInAsCustomer(page, mobile);
    const keep = await generateApplication(page, 'Fixed Deposit');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Generate Form' }).click();
    const remove = await generateApplication(page, 'Recurring Deposit');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signInAsCustomer(page, mobile);
    await expect(page).toHaveURL(/\/Status$/);
    await page.getByRole('button', { name: `Delete ${remove}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmation' });
    await expect(dialog).toContainText(messages.deleteAccountConfirm);
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(applicationRecord(page, remove)).toBeVisible();

    await page.getByRole('button', { name: `Delete ${remove}` }).click();
    await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
    await expect(applicationRecord(page, remove)).toHaveCount(0);

    await page.reload();
    await expect(applicationRecord(page, keep)).toBeVisible();
    await expect(applicationRecord(page, remove)).toHaveCount(0);
  },
);

test('a wrong OTP shows the message and keeps the customer on the sign-in page', async ({ page }) => {
  const mobile = newMobile();
  await requestOtp(page, mobile);
  await page.getByRole('textbox', { name: 'OTP' }).fill('000000');
  // A one in a million chance that 000000 is the code sent: then 111111 is certainly wrong.
  const sent = (await (await fetch(`${SMS_GATEWAY}/messages/${mobile}`)).json()) as string[];
  if (sent.at(-1)?.startsWith('000000 ')) await page.getByRole('textbox', { name: 'OTP' }).fill('111111');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(messages.otpInvalid)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test(
  'the OTP dialog shows the number, the tries left, a countdown to Resend, and Change number',
  { tag: '@phone' },
  async ({ page }) => {
    const mobile = newMobile();
    await requestOtp(page, mobile);
    const dialog = page.getByRole('dialog', { name: 'Enter OTP' });
    await expect(dialog).toContainText(`We sent a 6-digit code to +91 ${mobile.slice(0, 5)} ${mobile.slice(5)}.`);
    await expect(dialog.getByText(/^Resend OTP in 0:0[1-4]$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);

    const first = (await (await fetch(`${SMS_GATEWAY}/messages/${mobile}`)).json()) as string[];
    const code = first.at(-1)?.match(/^(\d{6}) /)?.[1] ?? '';
    // The SMS ends with the WebOTP origin line, so Android Chrome can offer the code to this site.
    expect(first.at(-1)?.endsWith(`\n\n@localhost #${code}`)).toBe(true);
    await dialog.getByRole('textbox', { name: 'OTP' }).fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('2 tries left')).toBeVisible();

    // The cool-down is 4 s in this run (OTP_RESEND_AFTER_SECONDS); then the countdown becomes a button.
    await dialog.getByRole('button', { name: 'Resend OTP' }).click({ timeout: 10_000 });
    await expect
      .poll(async () => ((await (await fetch(`${SMS_GATEWAY}/messages/${mobile}`)).json()) as string[]).length)
      .toBe(2);
    await expect(dialog.getByText(/tries left/)).toHaveCount(0);
    // The second code's wait is twice the first's (docs/decisions/047).
    await expect(dialog.getByText(/^Resend OTP in 0:0[1-8]$/)).toBeVisible();

    await dialog.getByRole('button', { name: 'Change number' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Mobile Number')).toBeFocused();
    await expect(page.getByLabel('Mobile Number')).toHaveValue(mobile);
  },
);

test('the sign-in form checks the mobile number and the code before calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByText(messages.mobileRequired)).toBeVisible();
  await page.getByLabel('Mobile Number').fill('98765');
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByText(messages.mobileInvalid)).toBeVisible();
  await expect(page.getByLabel('Mobile Number')).toBeFocused();

  await requestOtp(page, newMobile());
  await page.getByRole('textbox', { name: 'OTP' }).fill('12');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(messages.otpRequired)).toBeVisible();
});

test('a signed-out visit to Status goes through sign-in and back to Status', async ({ page }) => {
  await page.goto('/Status');
  await expect(page).toHaveURL(/\/login$/);
  const mobile = newMobile();
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  const { readOtpFromPhone } = await import('./support/portal.js');
  await page.getByRole('textbox', { name: 'OTP' }).fill(await readOtpFromPhone(mobile));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/Status$/);
  await expect(page).toHaveTitle('Status | Online Account Application');
});
