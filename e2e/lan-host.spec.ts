import { expect, test } from '@playwright/test';
import { newMobile, readOtpFromPhone } from './support/portal.js';

// The e2e server runs with LAN_HOST_MARKER=lan; Chromium resolves every *.localhost name to loopback.
test('on the internal-network host the OTP step leads to branch login', async ({ page, baseURL }) => {
  const lanBase = (baseURL ?? '').replace('127.0.0.1', 'lan.localhost');
  await page.goto(`${lanBase}/login`);
  const mobile = newMobile();
  await page.getByLabel('Mobile Number').fill(mobile);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/OTP/GetOTP'));
  await page.getByRole('button', { name: 'Get OTP' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ MobileNo: mobile, loginViaLAN: true });
  await page.getByRole('textbox', { name: 'OTP' }).fill(await readOtpFromPhone(mobile));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/lan\.localhost:\d+\/BranchLogin$/);
  await expect(page.getByRole('heading', { name: 'Branch Login' })).toBeVisible();
});
