import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '@server/db/migrate.js';
import { fillApplication, HOLDER_ONE_WIZARD } from './support/application-fixtures.js';
import { formNo60 } from './support/holder-fixtures.js';
import { backends } from './support/test-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The last version with Form 60/61 in a column of its own: migration 24 moves it into the steps map. */
const BEFORE_STEPS_MAP = 23;

/** A holder without PAN, so Form 60/61 is on its path. */
const withoutPan = { isPAN: false, PAN: '', Base64PAN: '' };

/**
 * The steps map (decision 054): a step kept under its key in holder_kyc's `steps`, its save count in
 * `step_versions`. Form 60/61 is kept there, moved from its column by migration 24.
 */
describe.each(backends)('the steps map on %s', (backend) => {
  let t: TestApp;
  let token: string;
  const mobile = '9722222222';
  let moved: number;

  beforeAll(async () => {
    t = await createTestApp(backend, { schemaVersion: BEFORE_STEPS_MAP });
    token = await t.signInCustomer(mobile);
    // Holder 1's personal step through the API (it writes no Form 60/61), then Form 60/61 as its
    // column kept it, saved twice.
    ({ RegistrationId: moved } = await fillApplication(t, token, mobile, {
      personal: withoutPan,
      skip: HOLDER_ONE_WIZARD.filter((step) => step !== 'Registration'),
    }));
    await sql`
      UPDATE holder_kyc SET form_no_60 = ${JSON.stringify(formNo60)}::jsonb, form_no_60_version = 2
      WHERE holder_id IN (SELECT id FROM registration_holders WHERE registration_id = ${moved})`.execute(t.db);
    expect(await migrateDatabase(t.db)).toContain(BEFORE_STEPS_MAP + 1);
  });
  afterAll(() => t.close());

  const post = (url: string, body: Record<string, unknown>) =>
    t.call('POST', `/api/Registration/${url}`, { body, token });
  const holderOne = async (RegistrationId: number) =>
    (await post('GetFirstAccountHolderDetails', { RegistrationId })).json<{ data: Record<string, unknown>[] }>()
      .data[0]!;

  it('reads Form 60/61 saved before the map as it was, with its version', async () => {
    expect(await holderOne(moved)).toMatchObject({
      formNo60,
      declarantAssessedTax: false,
      versions: { form60: 2 },
      savedSteps: expect.arrayContaining(['personal', 'form60']),
    });
  });

  it('moves the version of a map step with each save and refuses a stale one, changing nothing', async () => {
    const saved = await post('UpdateFormNo60', { RegistrationId: moved, ...formNo60, Version: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 3 });

    const changed = { ...formNo60, ReasonForNoPan: 'Lost my PAN card' };
    const stale = await post('UpdateFormNo60', { RegistrationId: moved, ...changed, Version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(await holderOne(moved)).toMatchObject({ formNo60, versions: { form60: 3 } });

    const again = await post('UpdateFormNo60', { RegistrationId: moved, ...changed, Version: 3 });
    expect(again.json()).toMatchObject({ version: 4 });
    expect(await holderOne(moved)).toMatchObject({ formNo60: changed, versions: { form60: 4 } });
  });

  it('keeps a first save of a map step beside the steps already saved', async () => {
    const { RegistrationId } = await fillApplication(t, token, mobile, {
      personal: withoutPan,
      skip: HOLDER_ONE_WIZARD.filter((step) => step !== 'Registration'),
    });
    expect(await holderOne(RegistrationId)).toMatchObject({ formNo60: null, versions: { form60: 0, personal: 1 } });
    const saved = await post('UpdateFormNo60', { RegistrationId, ...formNo60, Version: 0 });
    expect(saved.json()).toMatchObject({ version: 1 });
    const [row] = await t.db
      .selectFrom('holder_kyc as k')
      .innerJoin('registration_holders as h', 'h.id', 'k.holder_id')
      .select(['k.steps', 'k.step_versions', 'k.personal_version'])
      .where('h.registration_id', '=', RegistrationId)
      .execute();
    expect(row).toEqual({ steps: { form60: formNo60 }, step_versions: { form60: 1 }, personal_version: 1 });
  });
});
