import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import {
  expectNoViolations,
  field,
  fillDeposit,
  generateApplication,
  holderRecord,
  newMobile,
  openSection,
  recordList,
  records,
  saveSection as save,
  signInAsCustomer,
} from './support/portal.js';

/* One customer for the whole file, signed in once: the three tests build on one session. */
test.describe.configure({ mode: 'serial' });
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  const { viewport, hasTouch, isMobile, baseURL } = testInfo.project.use;
  // A context of its own (not browser.newPage): axe-core's Playwright builder needs one.
  context = await browser.newContext({ viewport, hasTouch, isMobile, baseURL });
  page = await context.newPage();
  await signInAsCustomer(page, newMobile());
});

test.afterAll(async () => {
  await context.close();
});

/** Generate Form on /Status, then the Primary details of a new application. */
async function startApplication(formType: string) {
  await page.goto('/Status');
  await page.getByRole('button', { name: 'Generate Form' }).click();
  await generateApplication(page, formType);
}

const today = new Date();
const minorBirthYear = today.getFullYear() - 10;

async function expectDeposit(panel: Locator) {
  await expect(field(panel, 'Deposit Amount')).toHaveValue('₹50,000');
  await expect(field(panel, 'Tenure Months')).toHaveValue('6');
  await expect(field(panel, 'Interest Payout')).toHaveValue('Quarterly');
  await expect(field(panel, 'Mode of Interest')).toHaveValue('Standing Instructions');
  await expect(field(panel, 'Bank Name')).toHaveValue('State Bank of India');
  await expect(field(panel, 'IFSC')).toHaveValue('SBIN0001234');
}

test('an FD application keeps every hub section after a reload', async () => {
  test.setTimeout(90_000);
  await generateApplication(page, 'Fixed Deposit');

  await page.getByRole('button', { name: 'Add new applicant' }).click();
  await expect(page.getByRole('button', { name: 'Delete holder 2' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Number of Holders' })).toHaveValue('2');
  await expect(holderRecord(page, 'Holder 2 (details not yet filled)')).toBeVisible();

  const nomination = await openSection(page, 'Nomination form DA-1');
  await expect(field(nomination, 'Guardian Name')).toBeDisabled();
  await field(nomination, 'Name of Nominee').fill('Ravi Patil');
  await field(nomination, 'Address').fill('12 MG Road, Pune');
  await field(nomination, 'Date of Birth').fill(`05-Mar-${minorBirthYear}`);
  await field(nomination, 'Date of Birth').press('Tab');
  await field(nomination, 'Relationship').fill('Son');
  await field(nomination, 'Guardian Name').fill('Sunita Patil');
  await field(nomination, 'Guardian Address').fill('12 MG Road, Pune');
  await field(nomination, 'Guardian Relation').fill('Mother');
  await save(page, nomination, 'UpdateNominationDetails');

  const techno = await openSection(page, 'Techno based products requirement');
  // Every switch starts on: the customer turns the debit card off.
  await expect(techno.getByRole('switch', { name: 'SMS banking' })).toBeChecked();
  await techno.getByRole('switch', { name: 'Debit Cum ATM Card' }).uncheck();
  await save(page, techno, 'UpdateTechnoProducts');

  const operations = await openSection(page, 'Instruction for account operations');
  await operations.getByRole('radio', { name: 'Either or survivor' }).check();
  await save(page, operations, 'UpdateAccountOperation');

  const fd = await openSection(page, 'FD');
  await fillDeposit(page, fd);
  await fd.getByRole('radio', { name: 'No' }).check();
  await expect(field(fd, 'Period Years')).toBeDisabled();
  await field(fd, 'TDS membership number').fill('TDS42');
  await save(page, fd, 'UpdateFDDetails');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Form Type' })).toHaveValue('Fixed Deposit');
  await expect(page.getByRole('textbox', { name: 'Form Type' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Branch' })).toHaveValue('Pune Main Branch');
  await expect(page.getByRole('textbox', { name: 'Number of Holders' })).toHaveValue('2');
  await expect(records(recordList(page, 'Account holders'))).toHaveCount(2);

  const nominationAgain = await openSection(page, 'Nomination form DA-1');
  await expect(field(nominationAgain, 'Name of Nominee')).toHaveValue('Ravi Patil');
  await expect(field(nominationAgain, 'Date of Birth')).toHaveValue(`05-Mar-${minorBirthYear}`);
  await expect(field(nominationAgain, 'Relationship')).toHaveValue('Son');
  await expect(field(nominationAgain, 'Guardian Name')).toHaveValue('Sunita Patil');
  await expect(field(nominationAgain, 'Guardian Name')).toBeEnabled();
  await expect(field(nominationAgain, 'Guardian Relation')).toHaveValue('Mother');

  const technoAgain = await openSection(page, 'Techno based products requirement');
  await expect(technoAgain.getByRole('switch', { name: 'SMS banking' })).toBeChecked();
  await expect(technoAgain.getByRole('switch', { name: 'Internet banking' })).toBeChecked();
  await expect(technoAgain.getByRole('switch', { name: 'Debit Cum ATM Card' })).not.toBeChecked();

  const operationsAgain = await openSection(page, 'Instruction for account operations');
  await expect(operationsAgain.getByRole('radio', { name: 'Either or survivor' })).toBeChecked();

  const fdAgain = await openSection(page, 'FD');
  await expectDeposit(fdAgain);
  await expect(fdAgain.getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(field(fdAgain, 'Period Years')).toBeDisabled();
  await expect(field(fdAgain, 'Period Years')).toHaveValue('');
  await expect(field(fdAgain, 'TDS membership number')).toHaveValue('TDS42');
});

test('an RD application keeps its deduction instructions after a reload', async () => {
  test.setTimeout(60_000);
  await startApplication('Recurring Deposit');
  await expect(page.getByRole('button', { name: 'FD', exact: true })).toHaveCount(0);

  const rd = await openSection(page, 'RD');
  await fillDeposit(page, rd);
  await field(rd, 'Period Years').fill('1');
  await field(rd, 'Period Months').fill('0');
  await field(rd, 'Period Days').fill('0');
  const instructions = rd.getByRole('group', { name: 'Instructions for deduction of RD instalment' });
  await field(instructions, 'Debit SB/CA/CC A/c Number').fill('001234567');
  await field(instructions, 'RD Amount').fill('1000');
  await field(instructions, 'Number of Months').fill('24');
  await save(page, rd, 'UpdateRDDetails');

  await page.reload();
  const rdAgain = await openSection(page, 'RD');
  await expectDeposit(rdAgain);
  await expect(rdAgain.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(field(rdAgain, 'Period Years')).toHaveValue('1');
  await expect(field(rdAgain, 'Debit SB/CA/CC A/c Number')).toHaveValue('001234567');
  await expect(field(rdAgain, 'RD Amount')).toHaveValue('₹1,000');
  await expect(field(rdAgain, 'Number of Months')).toHaveValue('24');
});

test('the hub with every section open has no WCAG A/AA violations', { tag: '@phone' }, async () => {
  await startApplication('Fixed Deposit');
  await page.getByRole('button', { name: 'Add new applicant' }).click();
  await expect(page.getByRole('button', { name: 'Delete holder 2' })).toBeVisible();
  for (const title of [
    'Nomination form DA-1',
    'Techno based products requirement',
    'Instruction for account operations',
    'FD',
  ]) {
    await openSection(page, title);
  }
  // Saved empty, so the field messages and the error summary are checked too.
  await page.getByRole('region', { name: 'FD', exact: true }).getByRole('button', { name: 'Save' }).click();
  // The error summary at the top of the section links to each field with a problem.
  const fd = page.getByRole('region', { name: 'FD', exact: true });
  await expect(fd.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  await fd.getByRole('button', { name: 'Deposit Amount required' }).click();
  await expect(fd.getByRole('textbox', { name: 'Deposit Amount' })).toBeFocused();
  await expectNoViolations(page);
});
