import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/domain';
import { fdDetails, openApplication } from './support/application-fixtures.js';
import { backends } from './support/test-database.js';
import { useSignedIn, useTestApp } from './support/test-app-hooks.js';
import {
  dataUrl,
  family,
  oneNominee,
  jpegWithExif,
  personalDetails,
  smallPng,
  technoProducts,
} from './support/holder-fixtures.js';

const stale = {
  responseCode: 'CONFLICT',
  responseMessage: messages.staleVersion,
  errors: [{ field: 'Version', message: messages.staleVersion, key: 'staleVersion' }],
};

/**
 * Two people (two tabs, two phones) editing the same section or step: each save names the version it
 * started from, and the later of two saves from one version is refused with 409 and changes nothing
 * (docs/decisions/018).
 */
describe.each(backends)('concurrent edits on %s', (backend) => {
  const t = useTestApp(backend);
  const asha = '9755555555';
  const ravi = '9766666666';
  let files: { photo: string; pan: string; proof: string };
  const tokens = useSignedIn(t, { asha, ravi });
  beforeAll(async () => {
    const jpeg = dataUrl(await jpegWithExif());
    files = { photo: jpeg, pan: (await smallPng()).toString('base64'), proof: jpeg };
  });

  const call = (url: string, body: Record<string, unknown>, token = tokens.asha) =>
    t.call('POST', `/api/Registration/${url}`, { body, token });

  const newApplication = async (accountTypeId: number) =>
    (await openApplication(t, tokens.asha, asha, { accountTypeId })).registrationId;

  /** Everything a refused save must leave as it was: the rows it would write and the audit trail. */
  async function snapshot(registrationId: number) {
    const [registration, deposit, kyc, audit, documents] = await Promise.all([
      t.db.selectFrom('registrations').selectAll().where('id', '=', registrationId).executeTakeFirstOrThrow(),
      t.db.selectFrom('deposit_details').selectAll().where('registration_id', '=', registrationId).execute(),
      t.db
        .selectFrom('holder_kyc as k')
        .innerJoin('registration_holders as h', 'h.id', 'k.holder_id')
        .selectAll('k')
        .where('h.registration_id', '=', registrationId)
        .execute(),
      t.db.selectFrom('audit_log').select('id').where('registration_id', '=', registrationId).execute(),
      t.db
        .selectFrom('holder_documents as d')
        .innerJoin('registration_holders as h', 'h.id', 'd.holder_id')
        .select(['d.id', 'd.file_name'])
        .where('h.registration_id', '=', registrationId)
        .execute(),
    ]);
    return JSON.stringify({ registration, deposit, kyc, audit, documents });
  }

  /** A later save from version 0 (one has gone through): refused with 409 and the stale answer, nothing changed. */
  async function expectLateSaveRefused(id: number, url: string, body: Record<string, unknown>) {
    const before = await snapshot(id);
    const late = await call(url, { RegistrationId: id, ...body, Version: 0 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(stale);
    expect(await snapshot(id)).toBe(before);
  }

  describe('a hub section', () => {
    it('answers version 0 before the first save and the new version after each save', async () => {
      const id = await newApplication(2);
      expect((await call('GetFDDetails', { RegistrationId: id })).json()).toMatchObject({ version: 0 });
      const first = await call('UpdateFDDetails', { RegistrationId: id, ...fdDetails, Version: 0 });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ responseCode: 'OK', responseMessage: messages.saved, version: 1 });
      const second = await call('UpdateFDDetails', { RegistrationId: id, ...fdDetails, Version: 1 });
      expect(second.json()).toMatchObject({ version: 2 });
      expect((await call('GetFDDetails', { RegistrationId: id })).json()).toMatchObject({ version: 2 });
    });

    it('refuses the later of two saves from one version with 409, changing nothing', async () => {
      const id = await newApplication(2);
      await call('UpdateFDDetails', { RegistrationId: id, ...fdDetails, Version: 0 });
      await expectLateSaveRefused(id, 'UpdateFDDetails', { ...fdDetails, DepositAmount: '9999' });
      expect((await call('GetFDDetails', { RegistrationId: id })).json()).toMatchObject({
        depositAmount: fdDetails.DepositAmount,
        version: 1,
      });
    });

    it('lets exactly one of two saves racing from the same version through', async () => {
      const id = await newApplication(2);
      const answers = await Promise.all(
        ['111111', '222222'].map((amount) =>
          call('UpdateFDDetails', { RegistrationId: id, ...fdDetails, DepositAmount: amount, Version: 0 }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)!;
      const saved = (await call('GetFDDetails', { RegistrationId: id })).json<{ depositAmount: string }>();
      expect(saved.depositAmount).toBe(answers[0] === winner ? '111111' : '222222');
      const audit = await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('registration_id', '=', id)
        .where('action', '=', 'section.fixedDeposit.saved')
        .execute();
      expect(audit).toHaveLength(1);
    });

    it('keeps overwriting for a client that sends no version (the spec shapes)', async () => {
      const id = await newApplication(2);
      await call('UpdateFDDetails', { RegistrationId: id, ...fdDetails, Version: 0 });
      const response = await call('UpdateFDDetails', { RegistrationId: id, ...fdDetails, DepositAmount: '5000' });
      expect(response.json()).toMatchObject({ version: 2 });
    });

    it('versions account operations', async () => {
      const id = await newApplication(1);
      const read = async () =>
        (await call('GetCustomerAccountOperationsDetails', { RegistrationId: id })).json<{ version: number }>();
      expect(await read()).toMatchObject({ accountOperations: null, version: 0 });
      const saved = await call('UpdateAccountOperation', { RegistrationId: id, AccountOperations: 'Self', Version: 0 });
      expect(saved.json()).toMatchObject({ version: 1 });
      const late = await call('UpdateAccountOperation', { RegistrationId: id, AccountOperations: 'Self', Version: 0 });
      expect(late.statusCode).toBe(409);
    });

    it("gives the nominees one version, the wizard's step 7 version", async () => {
      const id = await newApplication(1);
      await call('UpdateNominees', { RegistrationId: id, ...oneNominee, Version: 0 });
      const hub = (await call('GetNominees', { RegistrationId: id })).json<{ version: number }>();
      expect(hub.version).toBe(1);
      const [details] = (await call('GetFirstAccountHolderDetails', { RegistrationId: id })).json<{
        data: { versions: Record<string, number> }[];
      }>().data;
      expect(details!.versions.nomination).toBe(1);
      expect((await call('UpdateNominees', { RegistrationId: id, ...oneNominee, Version: 0 })).json()).toEqual(stale);
      expect((await call('UpdateNominees', { RegistrationId: id, ...oneNominee, Version: 1 })).json()).toMatchObject({
        version: 2,
      });
    });

    it('versions techno products, shared by the hub and wizard step 6', async () => {
      const id = await newApplication(1);
      await call('UpdateTechnoProducts', { RegistrationId: id, ...technoProducts, Version: 0 });
      const [details] = (await call('GetFirstAccountHolderDetails', { RegistrationId: id })).json<{
        data: { versions: Record<string, number> }[];
      }>().data;
      expect(details!.versions.technoProducts).toBe(1);
      const late = await call('UpdateTechnoProducts', {
        RegistrationId: id,
        ...technoProducts,
        DebitCard: false,
        Version: 0,
      });
      expect(late.json()).toEqual(stale);
    });
  });

  describe('a wizard step', () => {
    it('answers each step version and refuses a stale family save, changing nothing', async () => {
      const id = await newApplication(1);
      const versions = async () =>
        (await call('GetFirstAccountHolderDetails', { RegistrationId: id })).json<{
          data: { versions: Record<string, number> }[];
        }>().data[0]!.versions;
      expect(await versions()).toEqual({
        personal: 0,
        family: 0,
        relatedPerson: 0,
        form60: 0,
        additional: 0,
        technoProducts: 0,
        nomination: 0,
        declaration: 0,
      });
      // The family step reads the marital status the personal step saved.
      const holder = personalDetails(asha, files);
      await call('Registration', { RegistrationId: id, AccountTypeId: 1, registrationHolders: [holder] });
      expect((await call('UpdateFamilyDetails', { RegistrationId: id, ...family, Version: 0 })).json()).toMatchObject({
        version: 1,
      });
      expect(await versions()).toMatchObject({ family: 1, personal: 1 });
      await expectLateSaveRefused(id, 'UpdateFamilyDetails', { ...family, FatherFirstName: 'Other' });
    });

    it('refuses a stale personal step with its files: no document is replaced', async () => {
      const id = await newApplication(1);
      const holder = personalDetails(asha, files);
      const register = (Version: number, FirstName = 'Asha') =>
        call('Registration', {
          RegistrationId: id,
          AccountTypeId: 1,
          registrationHolders: [{ ...holder, FirstName }],
          Version,
        });
      const first = await register(0);
      expect(first.json()).toMatchObject({ responseCode: 'OK', registrationId: id, version: 1 });
      const before = await snapshot(id);
      const late = await register(0, 'Asheeta');
      expect(late.statusCode).toBe(409);
      expect(await snapshot(id)).toBe(before);
      expect((await register(1, 'Asheeta')).json()).toMatchObject({ version: 2 });
    });

    it('answers 404, not 409, for another customer application, whatever version it names', async () => {
      const id = await newApplication(2);
      await call('UpdateFDDetails', { RegistrationId: id, ...fdDetails, Version: 0 });
      const before = await snapshot(id);
      for (const Version of [0, 1, 7]) {
        const response = await call('UpdateFDDetails', { RegistrationId: id, ...fdDetails, Version }, tokens.ravi);
        expect(response.statusCode).toBe(404);
        const family404 = await call('UpdateFamilyDetails', { RegistrationId: id, ...family, Version }, tokens.ravi);
        expect(family404.statusCode).toBe(404);
      }
      expect(await snapshot(id)).toBe(before);
    });

    it('refuses a version that is not a whole number from 0', async () => {
      const id = await newApplication(2);
      for (const Version of [-1, 1.5, '1']) {
        const response = await call('UpdateFDDetails', { RegistrationId: id, ...fdDetails, Version });
        expect(response.statusCode).toBe(400);
        expect(response.json<{ errors: { field: string }[] }>().errors[0]!.field).toBe('Version');
      }
    });
  });
});
