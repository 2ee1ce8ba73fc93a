import { expect, test } from '@playwright/test';
import { completeFirstHolder, saveFixedDeposit, submitFromHub } from './support/holder-wizard.js';
import {
  expectNoViolations,
  generateApplication,
  newMobile,
  recordList,
  records,
  signInAsCustomer,
  signInAsStaff,
} from './support/portal.js';

const thisYear = new Date().getFullYear();

test('the branch clerk opens a submitted application from the list: holders, documents in place, history', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The customer fills and submits an FD at the Pune Main Branch.
  await signInAsCustomer(page, newMobile());
  // Signed in once the page has left /login (the session cookie is set by then).
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/Status');
  await page.getByRole('button', { name: 'Generate Form' }).click();
  const reference = await generateApplication(page, 'Fixed Deposit');
  await completeFirstHolder(page, { dob: `15-Apr-${thisYear - 36}`, accountOperations: 'Self' });
  await saveFixedDeposit(page);
  await submitFromHub(page, reference);

  // The branch's clerk, in a browser of their own.
  const staff = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const desk = await staff.newPage();
  const violations: string[] = [];
  desk.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signInAsStaff(desk, 'pune101');
  const list = recordList(desk, 'Completed forms');
  await records(list, reference).getByRole('link', { name: reference }).click();
  await expect(desk).toHaveURL(/\/CustomerList\/\d+$/);
  await expect(desk.getByRole('heading', { level: 1, name: `Application ${reference}` })).toBeVisible();
  await expect(desk.getByText('Completed', { exact: true }).first()).toBeVisible();

  // Holder 1's personal details, under the wizard's step name.
  await expect(desk.getByRole('tab', { name: 'Holder 1: Ravi Kumar Patil' })).toBeVisible();
  await expect(desk.getByRole('button', { name: /Personal Details/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(
    desk
      .getByRole('definition')
      .filter({ hasText: /^Ravi$/ })
      .first(),
  ).toBeVisible();
  await expect(desk.getByRole('button', { name: 'View PDF' })).toBeVisible();

  // The history has the creation, the saves and the submit, by the customer.
  const history = desk.getByRole('region', { name: 'History' });
  await expect(history.getByText('Application created')).toBeVisible();
  await expect(history.getByText('Application submitted')).toBeVisible();

  // The photo's thumbnail loads with the branch session and opens in place.
  const thumbnail = desk.getByRole('img', { name: 'Photo of holder 1' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await desk.screenshot({ path: 'test-results/staff-application-1366.png', fullPage: true });
  await expectNoViolations(desk);

  await desk.getByRole('button', { name: 'View Photo of holder 1' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Photo of holder 1' });
  const shown = dialog.getByRole('img', { name: 'Photo of holder 1' });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectNoViolations(desk);
  await desk.screenshot({ path: 'test-results/staff-application-1366-document.png' });
  await dialog.getByRole('button', { name: 'Close the document' }).click();
  await expect(dialog).toBeHidden();

  // A PDF is shown in a frame of its blob URL: the page's CSP allows that frame.
  const framed = await desk.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective));
        const frame = document.createElement('iframe');
        frame.title = 'probe';
        frame.src = URL.createObjectURL(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
        document.body.append(frame);
        setTimeout(() => {
          frame.remove();
          resolve('none');
        }, 1500);
      }),
  );
  expect(framed).toBe('none');

  // On a 360 px phone the page fits: nothing is wider than the screen.
  await desk.setViewportSize({ width: 360, height: 740 });
  await expect(desk.getByRole('heading', { level: 1, name: `Application ${reference}` })).toBeVisible();
  expect(await desk.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await desk.screenshot({ path: 'test-results/staff-application-360.png', fullPage: true });
  await expectNoViolations(desk);
  expect(violations).toEqual([]);
  await staff.close();
});
