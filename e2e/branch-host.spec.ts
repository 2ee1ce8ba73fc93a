import { expect, test } from '@playwright/test';
import { demoStaff, generateApplication, newMobile, readOtpFromPhone } from './support/portal.js';

// The e2e server runs with BRANCH_HOST_MARKER=branch; Chromium resolves every *.localhost name to loopback.
test('on the branch host the staff user stays signed in while filling an application with the customer', async ({
  page,
  baseURL,
}) => {
  const branchBase = (baseURL ?? '').replace('127.0.0.1', 'branch.localhost');
  const { username, password } = demoStaff('pune101');
  await page.goto(`${branchBase}/BranchLogin`);
  await page.getByLabel('User Name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/ToDo$/);

  const mobile = newMobile();
  await page.goto(`${branchBase}/login`);
  await page.getByLabel('Mobile Number').fill(mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.getByRole('textbox', { name: 'OTP' }).fill(await readOtpFromPhone(mobile));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/branch\.localhost:\d+\/CreateNewAccount$/);
  await expect(page.getByText(`Branch user: ${username}`)).toBeVisible();

  await generateApplication(page, 'Fixed Deposit');
  await expect(page.getByText(`Branch user: ${username}`)).toBeVisible();
  // Both sessions are HttpOnly cookies: the page can read neither.
  const { visibleCookies, storage, registrationId } = await page.evaluate(() => ({
    visibleCookies: document.cookie,
    storage: JSON.stringify({ ...localStorage }),
    registrationId: Number(localStorage.getItem('registrationId')),
  }));
  expect(visibleCookies).not.toContain('portal_');
  expect(storage).not.toMatch(/token/i);
  const cookieNames = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookieNames).toEqual(expect.arrayContaining(['portal_customer', 'portal_staff']));

  // The server believes the branch user name only with that user's own staff session beside the customer's.
  // Sent from the page itself: only the browser resolves *.localhost to loopback, and it adds the cookies.
  const submit = (branchUserName: string) =>
    page.evaluate(
      async ({ registrationId, branchUserName }) => {
        const response = await fetch('/api/Registration/SubmitAccount', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Portal-Audience': 'customer' },
          body: JSON.stringify({ RegistrationId: registrationId, branchUserName }),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      },
      { registrationId, branchUserName },
    );
  expect((await submit('someone')).status).toBe(403);
  // Vouched for, the submit goes on to its own checks: this new application is not complete yet.
  const vouched = await submit(username);
  expect(vouched.status).toBe(400);
  expect(vouched.body).toMatchObject({ responseCode: 'VALIDATION_ERROR' });
});
