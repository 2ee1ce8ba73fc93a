import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpDemoBank } from '../src/db/demo-setup.js';
import { systemClock } from '../src/lib/clock.js';
import { countCustomers, findVisibleCustomer } from '../src/modules/customer-master/customer-master-repository.js';
import { backends, createTestDatabase, type TestDatabase } from './support/test-database.js';

/** The first embedded start's demo bank (README "Demo bank"): what a newcomer can try at once. */
describe.each(backends)('the demo bank (%s)', (backend) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
    database = undefined;
  });

  it('creates a clerk, an officer and an admin with a private credentials file and loads one existing customer, once', async () => {
    database = await createTestDatabase(backend);
    const { db } = database;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-demo-'));

    const demo = await setUpDemoBank(db, systemClock, dataDir);
    expect(demo?.users.map((user) => [user.username, user.branchCode, user.role])).toEqual([
      ['pune101', '101', 'clerk'],
      ['officer101', '101', 'officer'],
      ['admin', '101', 'admin'],
    ]);
    const file = readFileSync(path.join(dataDir, 'demo-credentials.txt'), 'utf8');
    for (const user of demo?.users ?? []) expect(file).toContain(`${user.username}\t${user.password}\t`);
    expect(statSync(path.join(dataDir, 'demo-credentials.txt')).mode & 0o777).toBe(0o600);

    // The README's demo customer: found by its Customer Id for the mobile that signs in with it.
    const customer = await findVisibleCustomer(db, 'DEMO-1001', {
      kind: 'customer',
      sessionId: 'demo',
      mobile: '9999900001',
    });
    expect(customer).toMatchObject({ first_name: 'Vijay', last_name: 'Deshmukh', branch_code: '101' });

    // A second start changes nothing: no new users, no second copy of the customer.
    expect(await setUpDemoBank(db, systemClock, dataDir)).toBeNull();
    expect(await countCustomers(db)).toBe(1);
  });
});
