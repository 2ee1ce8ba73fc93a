import { expect, test } from '@playwright/test';
import {
  applicationRecord,
  demoStaff,
  expectNoViolations,
  generateApplication,
  newMobile,
  signInAsCustomer,
} from './support/portal.js';

test('sign-in pages have no WCAG A/AA violations', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Mobile Number')).toBeVisible();
  await expectNoViolations(page);
  await page.goto('/BranchLogin');
  await expect(page.getByLabel('User Name')).toBeVisible();
  await expectNoViolations(page);
});

test('customer pages have no WCAG A/AA violations', { tag: '@phone' }, async ({ page }) => {
  // Sign-in, a generated application and three axe runs: more than the default 30 s on a loaded CI machine.
  test.setTimeout(60_000);
  await signInAsCustomer(page, newMobile());
  await expect(page.getByRole('textbox', { name: 'Form Type' })).toBeVisible();
  await expectNoViolations(page);
  const referenceNo = await generateApplication(page, 'Savings Account');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(applicationRecord(page, referenceNo)).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: `Delete ${referenceNo}` }).click();
  await expect(page.getByRole('dialog', { name: 'Confirmation' })).toBeVisible();
  await expectNoViolations(page);
});

test('the staff page has no WCAG A/AA violations', { tag: '@phone' }, async ({ page }) => {
  const { username, password } = demoStaff('admin');
  await page.goto('/BranchLogin');
  await page.getByLabel('User Name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page);
});
