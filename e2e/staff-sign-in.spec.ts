import { expect, test } from '@playwright/test';
import { messages } from '@portal/domain';
import { demoStaff } from './support/portal.js';

test('branch staff sign in, see their branch and sign out', { tag: '@phone' }, async ({ page }) => {
  const { username, password } = demoStaff('pune101');
  await page.goto('/BranchLogin');
  await page.getByLabel('User Name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();

  // Staff land on To do (docs/decisions/043), their branch named.
  await expect(page).toHaveURL(/\/ToDo$/);
  await expect(page.getByRole('heading', { name: 'To do', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Pune Main Branch: /)).toBeVisible();
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
  // Beside the form until the next try, not a toast that goes away before it is read.
  await expect(page.getByRole('alert')).toContainText(messages.loginFailed);
  await page.waitForTimeout(3000);
  await expect(page.getByRole('alert')).toContainText(messages.loginFailed);
  await expect(page).toHaveURL(/\/BranchLogin$/);
});
