import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MASTER_COLUMNS, formatIndianAmount, messages, namedMessages } from '@portal/domain';
import { runCliCommand } from '../src/cli-commands.js';
import { expectOk } from './support/answers.js';
import { fdDetails, fillApplication, HOLDER_ONE_WIZARD } from './support/application-fixtures.js';
import { extractPdfText } from './support/pdf-text.js';
import { backends } from './support/test-database.js';
import { useApplicationAudience, useTestApp } from './support/test-app-hooks.js';
import { AADHAAR, additionalByYear, oneNominee, personalDetails, technoProducts } from './support/holder-fixtures.js';

const HEADER = CUSTOMER_MASTER_COLUMNS.join(',');
const suresh = '9766666661';
const meera = '9766666662';

/** One CSV line, in CUSTOMER_MASTER_COLUMNS order. */
function csvLine(values: Partial<Record<(typeof CUSTOMER_MASTER_COLUMNS)[number], string>>): string {
  const row = {
    customer_id: 'C1001',
    branch_code: '101',
    title: '1',
    first_name: 'Suresh',
    middle_name: 'Vasant',
    last_name: 'Joshi',
    dob: '1970-03-15',
    gender: '1',
    mobile: suresh,
    email: 'suresh@example.in',
    pan: 'ABCPJ1234K',
    address1: '"7 Tilak Road, Sadashiv Peth"',
    address2: '',
    address3: '',
    city: 'Pune',
    pin: '411030',
    state: '21',
    average_income: '55000',
    education: '4',
    occupation: '2',
    ...values,
  };
  return CUSTOMER_MASTER_COLUMNS.map((column) => row[column]).join(',');
}

describe.each(backends)('the customer master (account type 5) on %s', (backend) => {
  const t = useTestApp(backend);
  let folder: string;
  const tokens = useApplicationAudience(t, { suresh, meera });
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'portal-customers-'));
  });

  const writeCsv = (name: string, lines: string[]) => {
    const file = path.join(folder, name);
    writeFileSync(file, `${lines.join('\r\n')}\r\n`);
    return file;
  };
  const importFile = (file: string) =>
    runCliCommand(t.db, ['customers', 'import', file], { clock: t.clock, askPassword: async () => '' });
  const lookup = (customerId: string, token: string) =>
    t.call('POST', '/api/Registration/GetCustomerDataByCustomerId', { body: { customerId }, token });
  const countCustomers = async () =>
    Number(
      (
        await t.db
          .selectFrom('customer_master')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe('customers import FILE.csv', () => {
    it('imports a good file (a BOM, CRLF and a quoted comma are fine)', async () => {
      const file = path.join(folder, 'good.csv');
      writeFileSync(
        file,
        `\uFEFF${[
          HEADER,
          csvLine({}),
          '',
          csvLine({
            customer_id: 'C1002',
            mobile: meera,
            first_name: 'Meera',
            pan: '',
            branch_code: '201',
            education: '',
          }),
        ].join('\r\n')}\r\n`,
      );
      expect(await importFile(file)).toBe('Imported 2 customer(s): 2 new, 0 updated.');
      expect(await countCustomers()).toBe(2);
    });

    it('refuses a file with a bad row, naming its line, and imports nothing', async () => {
      const file = writeCsv('bad.csv', [
        HEADER,
        csvLine({ customer_id: 'C2001', mobile: '9766666663' }),
        csvLine({ customer_id: 'C2002', pan: 'ABC12', pin: '4110' }),
        csvLine({ customer_id: 'C2003', dob: '2027-01-01' }),
        csvLine({ customer_id: 'C2001', branch_code: '999' }),
      ]);
      const failure = importFile(file);
      await expect(failure).rejects.toThrow(/^Nothing was imported/);
      const message = await failure.catch((error: Error) => error.message);
      expect(message).toContain(`line 3: pan: ${messages.panInvalid}`);
      expect(message).toContain(`line 3: pin: ${messages.pincodeInvalid}`);
      expect(message).toContain(`line 4: dob: ${messages.dateInFuture}`);
      expect(message).toContain('line 5: customer_id C2001 is already on line 2');
      expect(message).toContain('line 5: branch_code: no branch with code 999');
      expect(message).not.toContain('line 2:');
      expect(await countCustomers()).toBe(2);
      expect((await lookup('C2001', tokens.admin)).statusCode).toBe(404);
    });

    it('refuses unknown or missing columns, and a list id that does not exist', async () => {
      await expect(importFile(writeCsv('cols.csv', ['customer_id,branch_code,colour', 'C1,101,red']))).rejects.toThrow(
        /line 1: unknown column 'colour'[\s\S]*line 1: column 'title' is missing/,
      );
      await expect(importFile(writeCsv('state.csv', [HEADER, csvLine({ state: '999' })]))).rejects.toThrow(
        'line 2: state: no entry with id 999',
      );
    });

    it('re-import updates by customer id', async () => {
      const file = writeCsv('again.csv', [HEADER, csvLine({ city: 'Satara', average_income: '60000' })]);
      expect(await importFile(file)).toBe('Imported 1 customer(s): 0 new, 1 updated.');
      expect(await countCustomers()).toBe(2);
      expect((await lookup('C1001', tokens.suresh)).json()).toMatchObject({ city: 'Satara', averageIncome: '60000' });
    });
  });

  describe('GetCustomerDataByCustomerId', () => {
    const unknown = { responseCode: 'NOT_FOUND', responseMessage: messages.customerNotFound };

    it('answers the owner the master record', async () => {
      const response = await lookup('C1001', tokens.suresh);
      expectOk(response, '', {
        customerId: 'C1001',
        branchCode: '101',
        title: '1',
        firstName: 'Suresh',
        middleName: 'Vasant',
        lastName: 'Joshi',
        dob: '1970-03-15',
        gender: '1',
        mobile: suresh,
        email: 'suresh@example.in',
        pan: 'ABCPJ1234K',
        address1: '7 Tilak Road, Sadashiv Peth',
        address2: '',
        address3: '',
        city: 'Satara',
        pin: '411030',
        state: 21,
        averageIncome: '60000',
        education: 4,
        occupation: 2,
      });
      expect((await lookup('C1002', tokens.meera)).json()).toMatchObject({ customerId: 'C1002', education: null });
    });

    it('answers another customer’s id exactly as an unknown one', async () => {
      const someoneElse = await lookup('C1001', tokens.meera);
      const missing = await lookup('C9999', tokens.meera);
      expect(someoneElse.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(someoneElse.json()).toMatchObject(unknown);
      expect(someoneElse.body).toBe(missing.body);
    });

    it('answers staff their branch’s customers only, admins any', async () => {
      expect((await lookup('C1001', tokens.staff101)).statusCode).toBe(200);
      expect((await lookup('C1002', tokens.staff101)).json()).toMatchObject(unknown);
      expect((await lookup('C1002', tokens.staff201)).statusCode).toBe(200);
      expect((await lookup('C1001', tokens.staff201)).statusCode).toBe(404);
      expect((await lookup('C1001', tokens.admin)).statusCode).toBe(200);
    });

    it('needs a session and a customer id', async () => {
      expect((await lookup('C1001', '')).statusCode).toBe(401);
      const empty = await lookup('', tokens.suresh);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ errors: [{ field: 'customerId', message: messages.customerIdRequired }] });
    });
  });

  describe('a type-5 application for an imported customer', () => {
    it('needs no uploads, no extra holders, nomination or account operations, and submits', async () => {
      const master = (await lookup('C1001', tokens.suresh)).json<Record<string, string>>();
      const noFiles = {
        ...personalDetails(suresh, { photo: '', pan: '', proof: '' }),
        CustomerId: master.customerId,
        FirstName: master.firstName,
        MiddleName: master.middleName,
        LastName: master.lastName,
        DOB: master.dob,
        PAN: master.pan,
        registrationHoldersPOI: [{ POI: 'UID-Aadhaar No.', POINo: AADHAAR, POIPOA: '3', ExpiryDate: '' }],
      };
      const { RegistrationId } = await fillApplication(t, tokens.suresh, suresh, {
        accountTypeId: 5,
        personal: noFiles,
      });
      const call = (url: string, body: Record<string, unknown>) =>
        t.call('POST', `/api/Registration/${url}`, { body, token: tokens.suresh });

      const details = await call('GetFirstAccountHolderDetails', { RegistrationId });
      expect(details.json<{ data: unknown[] }>().data[0]).toMatchObject({
        accountTypeId: 5,
        holderStatus: 'Completed',
        personalDetails: { CustomerId: 'C1001', photoFilePath: '', panFilePath: '' },
      });
      const documents = await t.db
        .selectFrom('holder_documents as d')
        .innerJoin('registration_holders as h', 'h.id', 'd.holder_id')
        .select(['d.kind', 'd.file_name'])
        .where('h.registration_id', '=', RegistrationId)
        .execute();
      expect(documents).toEqual([{ kind: 'proof', file_name: null }]);

      expect((await call('AddApplicantHolder', { RegistrationId })).json()).toMatchObject({
        responseCode: 'CONFLICT',
        responseMessage: messages.noApplicantsForType,
      });
      // Neither hub section exists for type 5 (HUB_SECTION_ACCOUNT_TYPES), so neither can be saved.
      const nomination = await call('UpdateNominees', { RegistrationId, ...oneNominee });
      expect(nomination.json()).toMatchObject({
        responseCode: 'CONFLICT',
        responseMessage: messages.sectionNotForType,
      });
      const operations = await call('UpdateAccountOperation', { RegistrationId, AccountOperations: 'Self' });
      expect(operations.json()).toMatchObject({
        responseCode: 'CONFLICT',
        responseMessage: messages.sectionNotForType,
      });
      expect((await call('UpdateTechnoProducts', { RegistrationId, ...technoProducts })).statusCode).toBe(200);

      const submitted = await call('SubmitAccount', { RegistrationId, branchUserName: null });
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json()).toMatchObject({ responseCode: 'OK' });
      // The deposit is asked for and printed as for a new customer's FD.
      const pdf = await t.call('GET', `/RegistrationPrintPDF/${RegistrationId}.pdf`, { token: tokens.suresh });
      const text = extractPdfText(pdf.rawPayload).lines.join(' ').replace(/\s+/g, ' ');
      expect(text).toContain('Fixed Deposit details');
      expect(text).toContain(formatIndianAmount(fdDetails.DepositAmount));
    });

    it('asks for the deposit: no submit before the FD details are saved', async () => {
      const { RegistrationId } = await fillApplication(t, tokens.suresh, suresh, {
        accountTypeId: 5,
        personal: {
          CustomerId: 'C1001',
          registrationHoldersPOI: [{ POI: 'UID-Aadhaar No.', POINo: AADHAAR, POIPOA: '3', ExpiryDate: '' }],
        },
        skip: ['UpdateFDDetails'],
      });
      const refused = await t.call('POST', '/api/Registration/SubmitAccount', {
        body: { RegistrationId, branchUserName: null },
        token: tokens.suresh,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(messages.fdDetailsNotSaved);
    });

    it('checks holder 1 by the second flow’s rules: Divorce allowed, "Mobile No. belongs to" required', async () => {
      const { RegistrationId } = await fillApplication(t, tokens.suresh, suresh, {
        accountTypeId: 5,
        skip: HOLDER_ONE_WIZARD,
      });
      const holder = { ...personalDetails(suresh, { photo: '', pan: '', proof: '' }), MartialStatus: '3' };
      const register = (values: Record<string, unknown>) =>
        t.call('POST', '/api/Registration/Registration', {
          body: { RegistrationId, registrationHolders: [values] },
          token: tokens.suresh,
        });
      const refused = await register({ ...holder, mobileNoBelongsTo: '' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errors: [{ field: 'registrationHolders.0.mobileNoBelongsTo', message: messages.mobileBelongsToRequired }],
      });
      expect((await register(holder)).statusCode).toBe(200);
    });

    it('holder 1 of the second flow accepts the terms only after its steps, and is Completed with them', async () => {
      const { RegistrationId } = await fillApplication(t, tokens.suresh, suresh, {
        accountTypeId: 5,
        personal: { CustomerId: 'C1001' },
        skip: ['UpdateAdditionalDetails', 'HolderOneTerms'],
      });
      const call = (url: string, body: Record<string, unknown>) =>
        t.call('POST', `/api/Registration/${url}`, { body, token: tokens.suresh });

      const early = await call('UpdateAccountHolderStatus', { RegistrationId, TermsAccepted: true });
      expect(early.statusCode).toBe(400);
      expect(early.json()).toMatchObject({
        errors: [
          { field: 'RegistrationHolderId', message: namedMessages.stepsBeforeDeclaration(['Additional Details']) },
        ],
      });
      await call('UpdateAdditionalDetails', { RegistrationId, ...additionalByYear });
      const unsubmittable = await call('SubmitAccount', { RegistrationId, branchUserName: null });
      expect(unsubmittable.json<{ errors: unknown[] }>().errors).toEqual([
        {
          field: 'holders.1.declaration',
          message: 'Account holder 1 (Asha Ramesh Patil): Terms and conditions is not saved',
          // A catalogue template: the web shows it in the customer's language by its key and arguments.
          key: 'holderStepNotSaved',
          params: { holder: 'Account holder 1 (Asha Ramesh Patil)', step: 'Terms and conditions' },
        },
      ]);
      expect(
        (await call('GetFirstAccountHolderDetails', { RegistrationId })).json<{ data: unknown[] }>().data[0],
      ).toMatchObject({
        holderStatus: 'Partially Filled',
      });

      expect((await call('UpdateAccountHolderStatus', { RegistrationId, TermsAccepted: true })).statusCode).toBe(200);
      expect(
        (await call('GetFirstAccountHolderDetails', { RegistrationId })).json<{ data: unknown[] }>().data[0],
      ).toMatchObject({
        holderStatus: 'Completed',
        declarationAccepted: true,
      });
      expect((await call('SubmitAccount', { RegistrationId, branchUserName: null })).statusCode).toBe(200);
    });
  });
});
