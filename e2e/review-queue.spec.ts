import { expect, test, type Browser } from '@playwright/test';
import { completeFirstHolder, saveFixedDeposit, submitFromHub } from './support/holder-wizard.js';
import {
  expectNoViolations,
  generateApplication,
  newMobile,
  press,
  recordList,
  records,
  signInAsCustomer,
  signInToToDo,
} from './support/portal.js';

const thisYear = new Date().getFullYear();

/** A new customer's FD at the Pune Main Branch, filled and submitted in a browser of their own. */
async function submittedApplication(browser: Browser, baseURL: string | undefined): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAsCustomer(page, newMobile());
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/Status');
  await page.getByRole('button', { name: 'Generate Form' }).click();
  const reference = await generateApplication(page, 'Fixed Deposit');
  await completeFirstHolder(page, { dob: `15-Apr-${thisYear - 36}`, accountOperations: 'Self' });
  await saveFixedDeposit(page);
  await submitFromHub(page, reference);
  await context.close();
  return reference;
}

// docs/decisions/043: the clerk's home is To do; they take their work and go through it in a row.
test('a clerk works three applications in a row from To do', async ({ browser, baseURL }) => {
  test.setTimeout(480_000);
  const references: string[] = [];
  for (let i = 0; i < 3; i += 1) references.push(await submittedApplication(browser, baseURL));

  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  const clerk = await context.newPage();
  await signInToToDo(clerk, 'pune101');
  await expect(clerk.getByRole('heading', { level: 1, name: 'To do' })).toBeVisible();
  const navigation = clerk.getByRole('navigation', { name: 'Staff pages' });
  await expect(navigation.getByRole('link').first()).toHaveText('To do');
  const queue = recordList(clerk, 'To do');
  // Oldest first: the three in the order they were submitted, each free to take.
  for (const reference of references) await expect(records(queue, reference)).toContainText('Not taken');
  const shown = await records(queue).allInnerTexts();
  const positions = references.map((reference) => shown.findIndex((text) => text.includes(reference)));
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  await expectNoViolations(clerk);

  // The clerk takes the three: each shows "Assigned to me" and offers Release instead of Take.
  for (const reference of references) {
    await press(clerk.getByRole('button', { name: `Take ${reference}` }));
    await expect(records(queue, reference)).toContainText('Assigned to me');
    await expect(clerk.getByRole('button', { name: `Release ${reference}` })).toBeVisible();
  }
  await expectNoViolations(clerk);
  await clerk.screenshot({ path: 'test-results/review-queue-1366.png', fullPage: true });

  // Open the first, verify it with every original ticked, and Next application opens the next.
  await press(clerk.getByRole('link', { name: `Open ${references[0]}` }));
  for (const [index, reference] of references.entries()) {
    await expect(clerk.getByRole('heading', { level: 1, name: `Application ${reference}` })).toBeVisible();
    await clerk.getByRole('button', { name: 'Verify' }).click();
    const dialog = clerk.getByRole('dialog', { name: 'Verify the originals' });
    const originals = dialog.getByRole('group', { name: /Originals seen/ }).getByRole('checkbox');
    await expect(originals.first()).toBeVisible();
    for (const original of await originals.all()) await original.check();
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toBeHidden();
    await expect(clerk.getByText('Review: Verified')).toBeVisible();
    if (index < references.length - 1) await press(clerk.getByRole('button', { name: 'Next application' }));
  }

  // Back to To do: the three verified ones wait for an officer now, not for the clerk.
  await press(clerk.getByRole('link', { name: 'Back to To do' }).first());
  await expect(clerk).toHaveURL(/\/ToDo$/);
  await expect(clerk.getByRole('heading', { level: 1, name: 'To do' })).toBeVisible();
  for (const reference of references) await expect(records(queue, reference)).toHaveCount(0);

  // The customer list shows them Verified at once, no Search pressed.
  await press(navigation.getByRole('link', { name: 'Customer List' }));
  const completed = recordList(clerk, 'Completed forms');
  for (const reference of references) await expect(records(completed, reference)).toContainText('Verified');
  await context.close();
});
