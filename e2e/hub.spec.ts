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

/** A nominee's card in the nomination section (its fields are labelled as in every card). */
function nominee(panel: Locator, number: number) {
  return panel.getByRole('group', { name: `Nominee ${number}`, exact: true });
}

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

  // Two nominees together with shares; the first a minor, for whom an adult appointee is asked.
  const nomination = await openSection(page, 'Nomination form DA-1');
  await nomination.getByRole('radio', { name: 'Nominate together with shares (simultaneous)' }).check();
  const first = nominee(nomination, 1);
  await field(first, 'First Name').fill('Ravi');
  await field(first, 'Last Name').fill('Patil');
  await field(first, 'Relationship').fill('Son');
  await field(first, 'Date of Birth').fill(`05-Mar-${minorBirthYear}`);
  await field(first, 'Date of Birth').press('Tab');
  await field(first, 'Address 1').fill('12 MG Road, Pune');
  await field(first, 'Pincode').fill('411001');
  await field(first, 'Share (%)').fill('60');
  const appointee = first.getByRole('group', { name: 'Appointee for nominee 1', exact: true });
  await field(appointee, 'Appointee First Name').fill('Sunita');
  await field(appointee, 'Appointee Last Name').fill('Patil');
  await field(appointee, 'Appointee Relationship').fill('Mother');
  await field(appointee, 'Appointee Address 1').fill('12 MG Road, Pune');
  await nomination.getByRole('button', { name: 'Add nominee' }).click();
  const second = nominee(nomination, 2);
  await field(second, 'First Name').fill('Asha');
  await field(second, 'Last Name').fill('Patil');
  await field(second, 'Relationship').fill('Wife');
  await field(second, 'Date of Birth').fill('12-Apr-1990');
  await field(second, 'Date of Birth').press('Tab');
  await field(second, 'Address 1').fill('12 MG Road, Pune');
  await field(second, 'Share (%)').fill('40');
  await expect(second.getByRole('group', { name: 'Appointee for nominee 2', exact: true })).toHaveCount(0);
  await expect(nomination.getByText('Total 100 % of 100 %')).toBeVisible();
  await save(page, nomination, 'UpdateNominees');

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
  await expect(
    nominationAgain.getByRole('radio', { name: 'Nominate together with shares (simultaneous)' }),
  ).toBeChecked();
  const firstAgain = nominee(nominationAgain, 1);
  await expect(field(firstAgain, 'First Name')).toHaveValue('Ravi');
  await expect(field(firstAgain, 'Date of Birth')).toHaveValue(`05-Mar-${minorBirthYear}`);
  await expect(field(firstAgain, 'Relationship')).toHaveValue('Son');
  await expect(field(firstAgain, 'Share (%)')).toHaveValue('60');
  await expect(field(firstAgain, 'Appointee First Name')).toHaveValue('Sunita');
  await expect(field(firstAgain, 'Appointee Relationship')).toHaveValue('Mother');
  const secondAgain = nominee(nominationAgain, 2);
  await expect(field(secondAgain, 'First Name')).toHaveValue('Asha');
  await expect(field(secondAgain, 'Share (%)')).toHaveValue('40');
  await expect(nominationAgain.getByText('Total 100 % of 100 %')).toBeVisible();

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
  // A nominee's card, with its order buttons, is checked too.
  const nomination = page.getByRole('region', { name: 'Nomination form DA-1', exact: true });
  await nomination.getByRole('radio', { name: 'Nominate one after another (successive)' }).check();
  await nomination.getByRole('button', { name: 'Add nominee' }).click();
  await expect(nominee(nomination, 2).getByRole('button', { name: 'Move up' })).toBeEnabled();
  // Saved empty, so the field messages and the error summary are checked too.
  await page.getByRole('region', { name: 'FD', exact: true }).getByRole('button', { name: 'Save' }).click();
  // The error summary at the top of the section links to each field with a problem.
  const fd = page.getByRole('region', { name: 'FD', exact: true });
  await expect(fd.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeVisible();
  await fd.getByRole('button', { name: 'Deposit Amount required' }).click();
  await expect(fd.getByRole('textbox', { name: 'Deposit Amount' })).toBeFocused();
  await expectNoViolations(page);
});
