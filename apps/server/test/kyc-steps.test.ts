import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { findHolderProgress } from '../src/modules/holder-kyc/holder-progress.js';
import { MAP_STEP_KEYS } from '@portal/domain';
import type { KycRow } from '../src/modules/holder-kyc/kyc-repository.js';
import { KYC_STEP_KEYS, KYC_STEPS, type KycStep } from '../src/modules/holder-kyc/kyc-steps.js';
import { fillApplication, ONLY_PERSONAL_DETAILS } from './support/application-fixtures.js';
import { additional, family, formNo60, parentsOnly, relatedPerson } from './support/holder-fixtures.js';
import { backends } from './support/test-database.js';
import { useTestApp } from './support/test-app-hooks.js';

/**
 * The step table (holder-kyc/kyc-steps.ts) drives saving, progress and reads: these tests hold it to
 * the holder_kyc table and show a save through it and the progress read from it agree, step by step.
 */
/** A step's values and save count in the holder's row: its columns, or its key in the steps map. */
function keptIn(row: KycRow | undefined, step: KycStep) {
  const entry = KYC_STEPS[step];
  if ('map' in entry) return { values: row?.steps[entry.map], version: row?.step_versions[entry.map] ?? 0 };
  return { values: row?.[entry.column], version: row?.[entry.version] ?? 0 };
}

describe.each(backends)('the holder step table on %s', (backend) => {
  const t = useTestApp(backend);
  const mobile = '9733333333';
  let token: string;

  beforeAll(async () => {
    token = await t.signInCustomer(mobile);
  });

  it('has an entry for every step column and every version column of holder_kyc', async () => {
    const { rows } = await sql<{ column_name: string; data_type: string }>`
      SELECT column_name, data_type FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'holder_kyc'`.execute(t.db);
    // The map's steps share `steps`, their save counts in `step_versions` (decision 054).
    const stepColumns = rows
      .filter((row) => row.data_type === 'jsonb' || row.column_name === 'declaration_accepted_at')
      .map((row) => row.column_name)
      .filter((column) => column !== 'step_versions');
    const versionColumns = rows.filter((row) => row.column_name.endsWith('_version')).map((row) => row.column_name);
    expect(stepColumns.length).toBeGreaterThan(0);
    const entries = KYC_STEP_KEYS.map((step) => KYC_STEPS[step]);
    const kept = new Set(entries.map((entry) => ('map' in entry ? 'steps' : entry.column)));
    expect([...kept].sort()).toEqual(stepColumns.sort());
    expect(entries.flatMap((entry) => ('map' in entry ? [] : [entry.version])).sort()).toEqual(versionColumns.sort());
    expect(KYC_STEP_KEYS.filter((step) => 'map' in KYC_STEPS[step])).toEqual(MAP_STEP_KEYS);
  });

  it("lists each step as saved once its call has filled the table's column and moved its version", async () => {
    // An unmarried minor without PAN: every one of holder 1's own steps is on its path.
    const { RegistrationId } = await fillApplication(t, token, mobile, {
      personal: { DOB: '2015-06-01', MartialStatus: '2', isPAN: false, PAN: '', Base64PAN: '' },
      skip: ONLY_PERSONAL_DETAILS,
    });
    const holder = await t.db
      .selectFrom('registration_holders')
      .select('id')
      .where('registration_id', '=', RegistrationId)
      .where('holder_sr_no', '=', 1)
      .executeTakeFirstOrThrow();
    const calls: [Exclude<KycStep, 'personal'>, string, Record<string, unknown>][] = [
      ['family', 'UpdateFamilyDetails', parentsOnly],
      ['relatedPerson', 'UpdateDetailOfRelatedPerson', relatedPerson],
      ['form60', 'UpdateFormNo60', formNo60],
      ['additional', 'UpdateAdditionalDetails', additional],
      ['declaration', 'UpdateAccountHolderStatus', { TermsAccepted: true }],
    ];
    expect(new Set(['personal', ...calls.map(([step]) => step)])).toEqual(new Set(KYC_STEP_KEYS));

    const savedNow = async () => {
      const [progress] = await findHolderProgress(t.db, RegistrationId, holder.id);
      const row = await t.db.selectFrom('holder_kyc').selectAll().where('holder_id', '=', holder.id).executeTakeFirst();
      return {
        listed: progress!.savedSteps.filter((step) => step in KYC_STEPS),
        filled: KYC_STEP_KEYS.filter((step) => keptIn(row, step).values != null),
        versioned: KYC_STEP_KEYS.filter((step) => keptIn(row, step).version > 0),
      };
    };
    const expected: KycStep[] = ['personal'];
    expect(await savedNow()).toEqual({ listed: expected, filled: expected, versioned: expected });
    for (const [step, url, values] of calls) {
      const response = await t.call('POST', `/api/Registration/${url}`, { body: { RegistrationId, ...values }, token });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({ version: 1 });
      expected.push(step);
      expect(await savedNow()).toEqual({ listed: expected, filled: expected, versioned: expected });
    }

    // The read gives each step's version from the same table.
    const read = await t.call('POST', '/api/Registration/GetFirstAccountHolderDetails', {
      body: { RegistrationId },
      token,
    });
    expect(read.json<{ data: unknown[] }>().data[0]).toMatchObject({
      versions: { personal: 1, family: 1, relatedPerson: 1, form60: 1, additional: 1, declaration: 1 },
    });
  });

  it('keeps a married holder’s spouse in the family step, as its rules in the table ask', async () => {
    const married = '9744444444';
    const marriedToken = await t.signInCustomer(married);
    // The fixture's holder is married (MartialStatus 1).
    const { RegistrationId } = await fillApplication(t, marriedToken, married, { skip: ['UpdateFamilyDetails'] });
    const refused = await t.call('POST', '/api/Registration/UpdateFamilyDetails', {
      body: { RegistrationId, ...parentsOnly },
      token: marriedToken,
    });
    expect(refused.statusCode).toBe(400);
    const saved = await t.call('POST', '/api/Registration/UpdateFamilyDetails', {
      body: { RegistrationId, ...family },
      token: marriedToken,
    });
    expect(saved.statusCode).toBe(200);
    const read = await t.call('POST', '/api/Registration/GetFirstAccountHolderDetails', {
      body: { RegistrationId },
      token: marriedToken,
    });
    expect(read.json<{ data: unknown[] }>().data[0]).toMatchObject({
      familyDetails: { MaidenLastName: family.MaidenLastName },
    });
  });
});
