import { expect, test } from '@playwright/test';
import { expectNoViolations, generateApplication, newMobile, openSection, signInAsCustomer } from './support/portal.js';

/**
 * Two tabs of one customer on one application: the later of two saves from the same version is
 * refused, shown in the form with Reload, and nothing the first tab saved is lost (decision 018).
 */
test('a section saved in another tab is not overwritten: the later save offers Reload', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const { viewport, hasTouch, isMobile, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, hasTouch, isMobile, baseURL });
  try {
    const first = await context.newPage();
    await signInAsCustomer(first, newMobile());
    await generateApplication(first, 'Fixed Deposit');
    // The second tab opens the same application (the stored one) before the first saves.
    const second = await context.newPage();
    await second.goto('/CreateNewAccount');
    await expect(second.getByText(/Reference No\.\s*\d{14}/)).toBeVisible();

    const firstPanel = await openSection(first, 'Techno based products requirement');
    const secondPanel = await openSection(second, 'Techno based products requirement');

    await firstPanel.getByRole('switch', { name: 'SMS banking' }).click();
    const saved = first.waitForResponse((response) => response.url().endsWith('/UpdateTechnoProducts'));
    await firstPanel.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);

    await secondPanel.getByRole('switch', { name: 'Debit Cum ATM Card' }).click();
    const refused = second.waitForResponse((response) => response.url().endsWith('/UpdateTechnoProducts'));
    await secondPanel.getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(409);
    const alert = secondPanel.getByRole('alert', { name: 'Changed elsewhere' });
    await expect(alert).toContainText('This section was changed elsewhere. Reload to see the latest.');
    await expectNoViolations(second);

    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect(alert).toBeHidden();
    // The first tab turned SMS banking off; the second tab's own change is gone until made again.
    await expect(secondPanel.getByRole('switch', { name: 'SMS banking' })).not.toBeChecked();
    await expect(secondPanel.getByRole('switch', { name: 'Debit Cum ATM Card' })).toBeChecked();

    // From what is on record now, the second tab's save goes through.
    await secondPanel.getByRole('switch', { name: 'Debit Cum ATM Card' }).click();
    const again = second.waitForResponse((response) => response.url().endsWith('/UpdateTechnoProducts'));
    await secondPanel.getByRole('button', { name: 'Save' }).click();
    expect((await again).status()).toBe(200);
  } finally {
    await context.close();
  }
});
