import { expect, test, type Browser, type Page } from '@playwright/test';
import { completeFirstHolder, saveAndNext, saveFixedDeposit, submitFromHub, textbox } from './support/holder-wizard.js';
import {
  applicationRecord,
  expectNoViolations,
  field,
  generateApplication,
  messagesOnPhone,
  newMobile,
  openSection,
  recordList,
  records,
  saveSection,
  signInAsCustomer,
  signInAsStaff,
} from './support/portal.js';

const thisYear = new Date().getFullYear();
const REASON = 'The deposit should be 60000, as you told the branch';
const FAMILY_REASON = "Your father's first name differs from the PAN card";

/** A browser of its own at 1366 px: the customer and each member of staff sign in separately. */
async function desk(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 } });
  return context.newPage();
}

/** Staff open the application from the branch's list. */
async function openApplication(page: Page, username: string, reference: string) {
  await signInAsStaff(page, username);
  await records(recordList(page, 'Completed forms'), reference).getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Application ${reference}` })).toBeVisible();
}

/** The customer's /Status row of the application, once signed in (again). */
async function statusRow(page: Page, mobile: string, reference: string) {
  await signInAsCustomer(page, mobile);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/Status');
  return applicationRecord(page, reference);
}

test.use({ viewport: { width: 1366, height: 768 } });

test('the branch returns two sections, the customer fixes them and resubmits, the branch verifies and approves it', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const mobile = newMobile();

  // The customer fills and submits an FD at the Pune Main Branch.
  await signInAsCustomer(page, mobile);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/Status');
  await page.getByRole('button', { name: 'Generate Form' }).click();
  const reference = await generateApplication(page, 'Fixed Deposit');
  await completeFirstHolder(page, { dob: `15-Apr-${thisYear - 36}`, accountOperations: 'Self' });
  await saveFixedDeposit(page);
  await submitFromHub(page, reference);
  await page.goto('/Status');
  await expect(applicationRecord(page, reference)).toContainText('Submitted, waiting for the branch to check it');

  // The clerk returns it: the FD section, with a reason.
  const clerk = await desk(browser, baseURL);
  await openApplication(clerk, 'pune101', reference);
  await clerk.getByRole('button', { name: 'Return to customer' }).click();
  const returnDialog = clerk.getByRole('dialog', { name: 'Return to the customer' });
  await returnDialog.getByRole('textbox', { name: 'Section 1', exact: true }).click();
  await clerk.getByRole('option', { name: 'FD', exact: true }).click();
  await returnDialog.getByRole('textbox', { name: 'Reason for section 1' }).fill(REASON);
  await returnDialog.getByRole('button', { name: 'Add another section' }).click();
  await returnDialog.getByRole('textbox', { name: 'Section 2', exact: true }).click();
  await clerk.getByRole('option', { name: 'Family Details', exact: true }).click();
  await returnDialog.getByRole('textbox', { name: 'Reason for section 2' }).fill(FAMILY_REASON);
  await returnDialog.getByRole('button', { name: 'Return to customer' }).click();
  await expect(returnDialog).toBeHidden();
  await expect.poll(async () => (await messagesOnPhone(mobile)).at(-1)).toContain('needs some changes');

  // The customer signs in again: /Status says it is returned, in words, with the reason.
  const customer = await desk(browser, baseURL);
  const row = await statusRow(customer, mobile, reference);
  await expect(row).toContainText('Returned to you for changes');
  const notice = customer.getByRole('note', { name: `Reference No. ${reference}: Returned to you for changes` });
  await expect(notice).toContainText(`FD: ${REASON}`);
  await customer.screenshot({ path: 'test-results/review-returned-status-1366.png', fullPage: true });
  await row.getByRole('button', { name: `Make changes to ${reference}` }).click();

  // The hub opens the FD section only, its reason beside it; the rest stays as submitted.
  await expect(customer).toHaveURL(/\/CreateNewAccount$/);
  await expect(customer.getByRole('note', { name: 'Returned to you for changes' })).toBeVisible();
  const fd = customer.getByRole('region', { name: 'FD', exact: true });
  await expect(fd.getByRole('note', { name: 'The branch asks you to change this' })).toContainText(REASON);
  // A returned wizard step opens the holder's wizard, its reason above the holders.
  await expect(
    customer.getByRole('region', { name: 'Account holders status' }).getByRole('note', {
      name: 'The branch asks you to change this',
    }),
  ).toContainText(FAMILY_REASON);
  await expect(customer.getByRole('button', { name: 'Edit holder 1' })).toBeEnabled();
  const nomination = await openSection(customer, 'Nomination form DA-1');
  await expect(nomination).toContainText('The branch did not return this part');
  await expect(nomination.getByRole('radio', { name: 'Nominate one after another (successive)' })).toBeDisabled();
  await expectNoViolations(customer);
  await customer.screenshot({ path: 'test-results/review-returned-hub-1366.png', fullPage: true });

  // On a 360 px phone the same: the reasons on /Status, Make changes on the card, a hub that fits.
  const phoneContext = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await phoneContext.newPage();
  const card = await statusRow(phone, mobile, reference);
  await expect(card).toContainText('Returned to you for changes');
  await expect(phone.getByRole('note', { name: /Returned to you for changes/ })).toContainText(REASON);
  await expectNoViolations(phone);
  await phone.screenshot({ path: 'test-results/review-returned-status-360.png', fullPage: true });
  await card.getByRole('button', { name: `Make changes to ${reference}` }).tap();
  const phoneFd = phone.getByRole('region', { name: 'FD', exact: true });
  await expect(phoneFd.getByRole('note', { name: 'The branch asks you to change this' })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoViolations(phone);
  await phone.screenshot({ path: 'test-results/review-returned-hub-360.png', fullPage: true });
  await phoneContext.close();

  await field(fd, 'Deposit Amount').fill('60000');
  await saveSection(customer, fd, 'UpdateFDDetails');

  // Holder 1's wizard opens at the returned step; the steps the branch did not return are read-only.
  await customer.getByRole('button', { name: 'Edit holder 1' }).click();
  await expect(customer).toHaveURL(/\/FirstHolder\/family$/);
  await expect(customer.getByRole('heading', { name: 'Family Details', level: 2 })).toBeVisible();
  await expect(customer.getByRole('note', { name: 'The branch asks you to change this' })).toContainText(FAMILY_REASON);
  await textbox(customer, 'Father First Name').fill('Vinayak');
  await expectNoViolations(customer);
  await customer.screenshot({ path: 'test-results/review-returned-wizard-1366.png', fullPage: true });
  await saveAndNext(customer, 'UpdateFamilyDetails', 'Additional Details');
  await expect(customer.getByText('The branch did not return this part')).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Save & Next' })).toHaveCount(0);
  await customer.goto('/CreateNewAccount');
  await customer.getByRole('button', { name: 'Submit again' }).click();
  await expect(customer).toHaveURL(/\/success\/\d+$/);
  await customer.goto('/Status');
  await expect(applicationRecord(customer, reference)).toContainText('Submitted, waiting for the branch to check it');
  await expect(customer.getByRole('note', { name: /Returned to you for changes/ })).toHaveCount(0);

  // The clerk verifies it again, every original seen.
  await clerk.reload();
  await expect(clerk.getByRole('heading', { level: 1, name: `Application ${reference}` })).toBeVisible();
  await clerk.getByRole('button', { name: 'Verify' }).click();
  const verifyDialog = clerk.getByRole('dialog', { name: 'Verify the originals' });
  const originals = verifyDialog.getByRole('group', { name: /Originals seen/ }).getByRole('checkbox');
  await expect(originals.first()).toBeVisible();
  for (const original of await originals.all()) await original.check();
  await verifyDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(verifyDialog).toBeHidden();
  await clerk.context().close();

  // The officer approves it with the account number the core banking system gave.
  const officer = await desk(browser, baseURL);
  await openApplication(officer, 'officer101', reference);
  await officer.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = officer.getByRole('dialog', { name: 'Approve the application' });
  await approveDialog.getByRole('textbox', { name: 'Account number' }).fill(`0101${Date.now() % 1e9}`);
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(approveDialog).toBeHidden();
  await expect.poll(async () => (await messagesOnPhone(mobile)).at(-1)).toContain('is approved');
  await officer.context().close();

  // The customer's /Status says so.
  await customer.reload();
  await expect(applicationRecord(customer, reference)).toContainText('Approved: your account is opened');
  await customer.context().close();
});
