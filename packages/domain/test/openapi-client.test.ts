import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/index.js';

/**
 * The bodies portal.md §7 lists for its calls, with values as a customer or clerk would send them.
 * Each is typed by the client openapi-typescript generates from the API document; the last one has a
 * field no call takes, and must be refused, so the check is seen to bite.
 */
const EXAMPLES = `
import type { paths } from './client';

type Body<Path extends keyof paths> = paths[Path] extends {
  post: { requestBody: { content: { 'application/json': infer Json } } };
}
  ? Json
  : never;
type Answer<Path extends keyof paths, Method extends 'get' | 'post'> = paths[Path] extends {
  [M in Method]: { responses: { 200: { content: { 'application/json': infer Json } } } };
}
  ? Json
  : never;

const guid = '0b7e4c1e-5f7a-4d0e-9a51-3c2f1d9e8a77';

export const getOtp: Body<'/api/OTP/GetOTP'> = {
  Guid: guid,
  MobileNo: '9876543210',
  Email: 'asha@example.com',
  loginViaLAN: false,
};
export const verifyOtp: Body<'/api/OTP/VerifyOTP'> = {
  Guid: guid,
  MobileNo: '9876543210',
  Email: 'asha@example.com',
  OTP: '123456',
};
export const verified: Answer<'/api/OTP/VerifyOTP', 'post'> = {
  responseCode: 'OK',
  responseMessage: 'OTP verified.',
  returnSuccess: 1,
  returnMessage: 'OTP verified.',
  token: 'eyJhbGciOiJIUzI1NiJ9.e30.sig',
  mobileNo: '9876543210',
  email: 'asha@example.com',
};
export const checkCustomerExists: Body<'/api/Registration/CheckCustomerExists'> = { MobileNo: '9876543210' };
export const checkLogin: Body<'/api/BranchLogin/CheckLogin'> = { username: 'pune101', password: 'a-long-password' };
export const accountList: Body<'/api/Registration/GetAllCustomerAccountList'> = { MobileNo: '9876543210' };
export const deleteAccount: Body<'/api/Registration/DeleteCustomerAccount'> = { RegistrationId: 42 };
export const createNewAccount: Body<'/api/Registration/CreateNewAccount'> = {
  Mobile: '9876543210',
  Email: 'asha@example.com',
  AccountTypeId: '1',
  EntityTypeId: '1',
  LocationId: '1',
  BranchId: '101',
  NoOfHolders: 1,
};
export const holderList: Body<'/api/Registration/GetCustomerAccountHolderList'> = { RegistrationId: 42 };
export const addHolder: Body<'/api/Registration/AddApplicantHolder'> = { RegistrationId: 42 };
export const deleteHolder: Body<'/api/Registration/DeleteCustomerAccountHolder'> = {
  RegistrationId: 42,
  RegistrationHolderId: 7,
};
export const accountOperation: Body<'/api/Registration/UpdateAccountOperation'> = {
  RegistrationId: 42,
  AccountOperations: 'Either or survivor',
};
export const submit: Body<'/api/Registration/SubmitAccount'> = { RegistrationId: 42, branchUserName: null };
export const customerList: Body<'/api/Registration/GetAllBranchLoginCustomerList'> = {
  BranchCode: '101',
  fromDate: '01-Nov-2026',
  toDate: '25-Nov-2026',
};
export const byReference: Body<'/api/Registration/GetRegistrationDetailsByRefNo'> = { ReferenceNo: 'REF0000042' };

export const refused: Body<'/api/Registration/DeleteCustomerAccount'> = {
  RegistrationId: 42,
  // @ts-expect-error DeleteCustomerAccount takes no such field.
  Reason: 'changed my mind',
};
`;

const require = createRequire(import.meta.url);
const work = mkdtempSync(path.join(tmpdir(), 'portal-openapi-client-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a TypeScript client generated from the API document', () => {
  it('type-checks the example bodies of portal.md §7 and refuses a field no call takes', async () => {
    // The document is plain JSON: what a client generator reads from /docs/json.
    const document = JSON.parse(JSON.stringify(buildOpenApiDocument())) as OpenAPI3;
    writeFileSync(path.join(work, 'client.ts'), astToString(await openapiTS(document)));
    writeFileSync(path.join(work, 'examples.ts'), EXAMPLES);
    const tsc = require.resolve('typescript/bin/tsc');
    const checked = spawnSync(
      process.execPath,
      [tsc, '--noEmit', '--strict', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler'].concat(
        [path.join(work, 'examples.ts')],
      ),
      { encoding: 'utf8' },
    );
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.status).toBe(0);
  }, 60_000);
});
