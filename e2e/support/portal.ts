import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { english, type Say } from './say.js';

export const SMS_GATEWAY = `http://127.0.0.1:${process.env.E2E_SMS_PORT ?? 8182}`;
const DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.data');

/** A mobile number no other test uses (a new device may ask 5 codes a day for one mobile, spaced out). */
export function newMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** Every SMS the test gateway delivered to a mobile, oldest first. */
export async function messagesOnPhone(mobile: string): Promise<string[]> {
  return (await (await fetch(`${SMS_GATEWAY}/messages/${mobile}`)).json()) as string[];
}

/**
 * The newest message the test SMS gateway delivered to a mobile, once there is one more than the
 * `seenBefore` already there (so a second sign-in waits for its own code).
 */
export async function readNewMessageOnPhone(mobile: string, seenBefore = 0): Promise<string> {
  let messages: string[] = [];
  await expect
    .poll(async () => {
      messages = await messagesOnPhone(mobile);
      return messages.length;
    })
    .toBeGreaterThan(seenBefore);
  return messages.at(-1) ?? '';
}

/** The newest code the test SMS gateway delivered to a mobile, as the customer reads it off the phone. */
export async function readOtpFromPhone(mobile: string, seenBefore = 0): Promise<string> {
  const message = await readNewMessageOnPhone(mobile, seenBefore);
  const code = message.match(/^(\d{4,6}) /)?.[1];
  if (!code) throw new Error(`no code in ${message}`);
  return code;
}

/**
 * Activates a control as the person of the running project would: a tap in the phone project
 * (touch emulation), a click on the desktop. A tap is not a click: Mantine's selects and menus once
 * opened on one and not the other.
 */
export async function press(control: Locator): Promise<void> {
  if (test.info().project.use.hasTouch) await control.tap();
  else await control.click();
}

/** Ticks a checkbox or radio with a press, and checks that it took. */
export async function tick(control: Locator): Promise<void> {
  await press(control);
  await expect(control).toBeChecked();
}

export async function requestOtp(page: Page, mobile: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Mobile Number').fill(mobile);
  await press(page.getByRole('button', { name: 'Get OTP' }));
  await expect(page.getByRole('dialog', { name: 'Enter OTP' })).toBeVisible();
}

export async function signInAsCustomer(page: Page, mobile: string): Promise<void> {
  const seenBefore = (await messagesOnPhone(mobile)).length;
  await requestOtp(page, mobile);
  await page.getByRole('textbox', { name: 'OTP' }).fill(await readOtpFromPhone(mobile, seenBefore));
  await press(page.getByRole('button', { name: 'Verify' }));
}

export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await press(page.getByRole('textbox', { name: label }));
  await press(page.getByRole('option', { name: option, exact: true }));
}

/**
 * A customer of a new mobile signs in and opens `count` drafts (Partially Filled, type 3) at the Pune
 * Main Branch through the API, as the web app would: quicker than the screens where they are not tested.
 */
export async function openDraftsByApi(
  baseURL: string,
  count: number,
): Promise<{ mobile: string; references: string[] }> {
  const mobile = newMobile();
  const post = async (path: string, body: object, token?: string) => {
    const response = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    expect(response.status, path).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
  const Guid = randomUUID();
  await post('/api/OTP/GetOTP', { Guid, MobileNo: mobile, Email: '' });
  const OTP = await readOtpFromPhone(mobile);
  const { token } = await post('/api/OTP/VerifyOTP', { Guid, MobileNo: mobile, Email: '', OTP });
  const references: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const created = await post(
      '/api/Registration/CreateNewAccount',
      { Mobile: mobile, AccountTypeId: 3, EntityTypeId: 1, LocationId: 1, BranchId: '101' },
      String(token),
    );
    references.push(String(created.referenceNo));
  }
  return { mobile, references };
}

/** Fills the Primary details and generates the application; returns its reference number. */
export async function generateApplication(page: Page, formType: string, say: Say = english): Promise<string> {
  await expect(page).toHaveURL(/\/CreateNewAccount$/);
  await chooseOption(page, say('Form Type'), say(formType));
  await chooseOption(page, say('Location'), say('Pune'));
  await chooseOption(page, say('Branch'), say('Pune Main Branch'));
  await press(page.getByRole('button', { name: say('Generate Details') }));
  const label = say('Reference No. {referenceNo}', { referenceNo: '' }).trim();
  const reference = page.getByText(new RegExp(`${escapeRegExp(label)}\\s*\\d{14}`));
  await expect(reference).toBeVisible();
  return ((await reference.textContent()) ?? '').replace(/\D/g, '');
}

/** The demo branch users the first embedded start created, from DATA_DIR/demo-credentials.txt. */
export function demoStaff(username: string): { username: string; password: string } {
  const line = readFileSync(path.join(DATA_DIR, 'demo-credentials.txt'), 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`${username}\t`));
  const password = line?.split('\t')[1];
  if (!password) throw new Error(`no demo user ${username}`);
  return { username, password };
}

/** axe-core's WCAG 2.0 and 2.1 A/AA rules on the page as it is now (contrast included: a real browser). */
export async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Opens a hub accordion and answers its panel, where that section's fields and Save button are. */
export async function openSection(page: Page, title: string): Promise<Locator> {
  await press(page.getByRole('button', { name: title, exact: true }));
  const panel = page.getByRole('region', { name: title, exact: true });
  await expect(panel.getByRole('button', { name: 'Save' })).toBeVisible();
  return panel;
}

/** Saves a section and waits for the server's answer and the Information toast. */
export async function saveSection(page: Page, panel: Locator, call: string) {
  const answered = page.waitForResponse((response) => response.url().endsWith(`/api/Registration/${call}`));
  await press(panel.getByRole('button', { name: 'Save' }));
  expect((await answered).status()).toBe(200);
}

export function field(panel: Locator, name: string) {
  return panel.getByRole('textbox', { name, exact: true });
}

export async function fillDeposit(page: Page, panel: Locator) {
  await field(panel, 'Deposit Amount').fill('50000');
  await field(panel, 'Tenure Years').fill('1');
  await field(panel, 'Tenure Months').fill('6');
  await field(panel, 'Tenure Days').fill('0');
  await chooseOption(page, 'Interest Payout', 'Quarterly');
  await field(panel, 'Bank Name').fill('State Bank of India');
  await field(panel, 'Branch Name').fill('Kothrud');
  await field(panel, 'Account Number').fill('12345678901');
  await field(panel, 'IFSC').fill('SBIN0001234');
}

/** Signs a branch user in, to where staff land: To do (docs/decisions/043). */
export async function signInToToDo(page: Page, username: string): Promise<void> {
  const { password } = demoStaff(username);
  await page.goto('/BranchLogin');
  await page.getByLabel('User Name').fill(username);
  await page.getByLabel('Password').fill(password);
  await press(page.getByRole('button', { name: 'Login' }));
  await expect(page).toHaveURL(/\/ToDo$/);
}

/** Signs a branch user in and opens the customer list, as the specs written for it start. */
export async function signInAsStaff(page: Page, username: string): Promise<void> {
  await signInToToDo(page, username);
  await press(page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Customer List' }));
  await expect(page).toHaveURL(/\/CustomerList$/);
}

/**
 * A list of records by its caption (apps/web/src/components/data-table.tsx): a table on a wide screen,
 * a list of cards on a phone (below 768 px).
 */
export function recordList(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('table', { name, exact: true }).or(scope.getByRole('list', { name, exact: true }));
}

/** The list's records, the table's body rows or the cards; with `text`, those that contain it. */
export function records(list: Locator, text?: string | RegExp): Locator {
  const all = list.locator('tbody > tr').or(list.getByRole('listitem'));
  return text === undefined ? all : all.filter({ hasText: text });
}

/** A row or card of the customer's Status list. */
export function applicationRecord(page: Page, text: string | RegExp, say: Say = english): Locator {
  return records(recordList(page, say('Your applications')), text);
}

/** A row or card of the hub's Account holders status. */
export function holderRecord(page: Page, text: string | RegExp, say: Say = english): Locator {
  return records(recordList(page, say('Account holders')), text);
}

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** True in the phone project: lists of records are cards there. */
export function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}
