import { expect, test } from '@playwright/test';
import { messages } from '@portal/domain';
import { demoStaff } from './support/portal.js';

test('branch staff sign in, see their branch and sign out', { tag: '@phone' }, async ({ page }) => {
  const { username, password } = demoStaff('pune101');
  await page.goto('/BranchLogin');
  await page.getByLabel('User Name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/CustomerList$/);
  await expect(page.getByRole('heading', { name: 'Pune Main Branch', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(username) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/BranchLogin$/);

  await page.goto('/CustomerList');
  await expect(page).toHaveURL(/\/BranchLogin$/);
});

test('branch login shows the required messages and refuses a wrong password', async ({ page }) => {
  await page.goto('/BranchLogin');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(messages.userNameRequired)).toBeVisible();
  await expect(page.getByText(messages.passwordRequired)).toBeVisible();

  await page.getByLabel('User Name').fill('admin');
  await page.getByLabel('Password').fill('wrong12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(messages.loginFailed)).toBeVisible();
  await expect(page).toHaveURL(/\/BranchLogin$/);
});
