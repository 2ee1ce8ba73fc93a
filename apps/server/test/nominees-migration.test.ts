import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '@server/db/migrate.js';
import { backends } from './support/test-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** The last version with the single nomination: migration 17 turns it into nominees. */
const BEFORE_NOMINEES = 16;

describe.each(backends)('migrating single nominations to nominees on %s', (backend) => {
  let t: TestApp;
  let token: string;
  const mobile = '9711111111';
  const ids: Record<'da1' | 'simpleMinor' | 'oneWord', number> = { da1: 0, simpleMinor: 0, oneWord: 0 };

  beforeAll(async () => {
    t = await createTestApp(backend, { schemaVersion: BEFORE_NOMINEES });
    // Written as CreateNewAccount wrote them then: the sign-in of today's code needs later migrations.
    for (const [index, key] of (Object.keys(ids) as (keyof typeof ids)[]).entries()) {
      const created = await sql<{ id: number }>`
        INSERT INTO registrations (reference_no, mobile, email, account_type_id, entity_type_id, location_id,
          branch_code, status, form_fill_by, created_at, updated_at)
        VALUES (${String(971111111100 + index)}, ${mobile}, '', 1, 1, 1, '101', 'Partially Filled', 'Customer',
          now(), now())
        RETURNING id`.execute(t.db);
      ids[key] = created.rows[0]!.id;
    }
    // As the wizard's DA-1 step saved it (its parts, and the simple name and address joined from them).
    await sql`
      INSERT INTO nominations (registration_id, nominee_name, nominee_address, relationship, minor_dob,
        nature_of_deposit, distinguishing_no, nominee_first_name, nominee_middle_name, nominee_last_name,
        nominee_address1, nominee_address2, nominee_address3, age, version, updated_at)
      VALUES (${ids.da1}, 'Ravi Anil Patil', '12 MG Road, Camp, Pune', 'Brother', NULL, 'Savings deposit', 'SB-1',
        'Ravi', 'Anil', 'Patil', '12 MG Road', 'Camp', 'Pune', '30', 3, now())`.execute(t.db);
    // As the hub's simple form saved it before it also wrote the parts: a minor with a guardian.
    await sql`
      INSERT INTO nominations (registration_id, nominee_name, nominee_address, relationship, minor_dob,
        guardian_name, guardian_address, guardian_relation, updated_at)
      VALUES (${ids.simpleMinor}, '  Meera  Sunil Kumar Joshi ', 'Flat 4, Kothrud, Pune 411038', 'Daughter',
        '2015-06-01', 'Sunil Vasant Joshi', '7 Karve Road, Pune', 'Father', now())`.execute(t.db);
    await sql`
      INSERT INTO nominations (registration_id, nominee_name, nominee_address, relationship, minor_dob, updated_at)
      VALUES (${ids.oneWord}, 'Lakshmi', 'Pune', 'Mother', '1950-01-01', now())`.execute(t.db);
    expect(await migrateDatabase(t.db)).toContain(BEFORE_NOMINEES + 1);
    token = await t.signInCustomer(mobile);
  });
  afterAll(() => t.close());

  const nominees = async (RegistrationId: number) => {
    const response = await t.call('POST', '/api/Registration/GetNominees', { token, body: { RegistrationId } });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it("reads a DA-1 nomination as one successive nominee with its parts, keeping the record's version", async () => {
    expect(await nominees(ids.da1)).toMatchObject({
      mode: 'Successive',
      noNominationDeclared: false,
      version: 3,
      nominees: [
        {
          firstName: 'Ravi',
          middleName: 'Anil',
          lastName: 'Patil',
          relationship: 'Brother',
          dateOfBirth: '',
          address1: '12 MG Road',
          address2: 'Camp',
          address3: 'Pune',
          sharePercent: 0,
          order: 1,
          isMinor: false,
          appointee: null,
        },
      ],
    });
  });

  it("splits a simple name into its parts and makes a minor's guardian the appointee", async () => {
    expect(await nominees(ids.simpleMinor)).toMatchObject({
      mode: 'Successive',
      version: 1,
      nominees: [
        {
          firstName: 'Meera',
          middleName: 'Sunil Kumar',
          lastName: 'Joshi',
          relationship: 'Daughter',
          dateOfBirth: '2015-06-01',
          address1: 'Flat 4, Kothrud, Pune 411038',
          address2: '',
          order: 1,
          isMinor: true,
          appointee: {
            firstName: 'Sunil',
            lastName: 'Vasant Joshi',
            relationship: 'Father',
            address1: '7 Karve Road, Pune',
            address2: '',
            city: '',
            pincode: '',
          },
        },
      ],
    });
  });

  it('keeps a one-word name as the first name', async () => {
    expect(await nominees(ids.oneWord)).toMatchObject({
      nominees: [{ firstName: 'Lakshmi', middleName: '', lastName: '', dateOfBirth: '1950-01-01', appointee: null }],
    });
  });

  it('takes the next save on the carried-over version', async () => {
    const save = (Version: number) =>
      t.call('POST', '/api/Registration/UpdateNominees', {
        token,
        body: { RegistrationId: ids.da1, Mode: 'None', Nominees: [], NoNominationDeclared: true, Version },
      });
    expect((await save(1)).statusCode).toBe(409);
    expect((await save(3)).json()).toMatchObject({ version: 4 });
    expect(await nominees(ids.da1)).toMatchObject({ mode: 'None', nominees: [] });
  });
});
