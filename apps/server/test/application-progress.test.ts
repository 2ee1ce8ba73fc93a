import { describe, expect, it } from 'vitest';
import { applicationProgressResponseSchema } from '@portal/domain';
import { backends } from './support/test-database.js';
import { useApplicationAudience, useTestApp } from './support/test-app-hooks.js';
import { fillApplication, type ApplicationOptions } from './support/application-fixtures.js';
import { technoProducts } from './support/holder-fixtures.js';
import { fieldProblems } from './support/field-problems.js';
import { expectCustomersOwnRead, expectNotFound } from './support/answers.js';

/**
 * What is left before Submit (decision 023): the hub's read, the submit's refusal and the Status list's
 * "N of M parts saved" come from one check, so they agree whatever state the application is in.
 */
describe.each(backends)('GetApplicationProgress on %s', (backend) => {
  const t = useTestApp(backend);
  const asha = '9755555561';
  // Ravi only signs in, to be refused Asha's applications.
  const tokens = useApplicationAudience(t, { asha, ravi: '9766666662' });

  const read = (RegistrationId: number, token: string = tokens.asha) =>
    t.call('POST', '/api/Registration/GetApplicationProgress', { body: { RegistrationId }, token });
  const progressOf = async (RegistrationId: number) => {
    const response = await read(RegistrationId);
    expect(response.statusCode).toBe(200);
    return applicationProgressResponseSchema.parse(response.json());
  };
  const listed = async (RegistrationId: number) => {
    const response = await t.call('POST', '/api/Registration/GetAllCustomerAccountList', {
      body: { MobileNo: asha },
      token: tokens.asha,
    });
    const rows = response.json<{ data: { id: number; progress: { done: number; needed: number } }[] }>().data;
    return rows.find((row) => row.id === RegistrationId)?.progress;
  };
  const submit = (RegistrationId: number) =>
    t.call('POST', '/api/Registration/SubmitAccount', { body: { RegistrationId }, token: tokens.asha });

  const ravisHolder = [{ firstName: 'Ravi', lastName: 'Patil' }];
  const everyStep = ['Registration', 'UpdateFamilyDetails', 'UpdateAdditionalDetails', 'UpdateTechnoProducts'];
  const hubSections = ['UpdateNominees', 'UpdateAccountOperation', 'UpdateFDDetails', 'UpdateRDDetails'];

  it.each<[string, ApplicationOptions]>([
    ['a new RD application', { accountTypeId: 3, skip: [...everyStep, ...hubSections] }],
    [
      'an FD with a second holder, some steps missing',
      { accountTypeId: 2, otherHolders: ravisHolder, skip: ['UpdateAdditionalDetails', 'UpdateAccountHolderStatus'] },
    ],
    [
      'a savings account without techno products and nomination',
      { skip: ['UpdateTechnoProducts', 'UpdateNominees', 'UpdateAccountOperation'] },
    ],
    ['an existing customer’s FD without techno products', { accountTypeId: 5, skip: ['UpdateTechnoProducts'] }],
  ])('agrees with the refused submit and the Status list for %s', async (_name, options) => {
    const { RegistrationId } = await fillApplication(t, tokens.asha, asha, options);
    const progress = await progressOf(RegistrationId);
    expect(progress.missing.length).toBeGreaterThan(0);
    expect(progress.done).toBeLessThan(progress.needed);
    expect(await listed(RegistrationId)).toEqual({ done: progress.done, needed: progress.needed });

    const refused = await submit(RegistrationId);
    expect(refused.statusCode).toBe(400);
    expect(fieldProblems(refused.json())).toEqual(progress.missing);
  });

  it('names nothing once everything is saved, and the submit then goes through', async () => {
    const { RegistrationId } = await fillApplication(t, tokens.asha, asha, { otherHolders: ravisHolder });
    const progress = await progressOf(RegistrationId);
    expect(progress).toMatchObject({ responseCode: 'OK', missing: [] });
    expect(progress.done).toBe(progress.needed);
    expect(await listed(RegistrationId)).toEqual({ done: progress.needed, needed: progress.needed });
    expect((await submit(RegistrationId)).statusCode).toBe(200);
  });

  it('counts a new application from nothing and moves with each save', async () => {
    const { RegistrationId } = await fillApplication(t, tokens.asha, asha, {
      accountTypeId: 2,
      skip: [...everyStep, ...hubSections],
    });
    const before = await progressOf(RegistrationId);
    // An FD: four hub sections, holder 1's personal, family, additional and DA-1 steps (its
    // techno-products step is the hub section's record, one part) and holder 1's declaration.
    expect(before).toMatchObject({ done: 0, needed: 9 });
    expect(before.missing.map((part) => part.field)).toContain('technoProducts');

    await t.call('POST', '/api/Registration/UpdateTechnoProducts', {
      body: { RegistrationId, ...technoProducts },
      token: tokens.asha,
    });
    const after = await progressOf(RegistrationId);
    expect(after).toMatchObject({ done: 1, needed: 9 });
    expect(after.missing).toEqual(before.missing.filter((part) => part.field !== 'technoProducts'));
    expect(await listed(RegistrationId)).toEqual({ done: 1, needed: 9 });
  });

  it('answers another customer 404, as for a missing id, and names nothing of the application', async () => {
    const { RegistrationId } = await fillApplication(t, tokens.asha, asha, { skip: ['UpdateFamilyDetails'] });
    expectNotFound(await read(RegistrationId, tokens.ravi), 'Family');
    expect((await read(99_999_999)).statusCode).toBe(404);
  });

  it('answers 401 without a session and 403 to branch staff, admins included', async () => {
    const { RegistrationId } = await fillApplication(t, tokens.asha, asha, { skip: ['UpdateFamilyDetails'] });
    await expectCustomersOwnRead((token) => read(RegistrationId, token), [tokens.staff101, tokens.admin]);
  });

  it('answers a bad id 400', async () => {
    expect((await read(0)).statusCode).toBe(400);
  });
});
