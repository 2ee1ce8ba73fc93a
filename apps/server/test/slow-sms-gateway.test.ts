import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/test-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * A gateway that takes the message and never answers must hold no database connection: more hanging
 * sends than the PostgreSQL pool has connections (20), or one on the single-connection embedded
 * database, and other calls still answer while they hang.
 */
const HANGING_SENDS = 25;

describe.each(backends)('a hanging SMS gateway on %s', (backend) => {
  let t: TestApp;
  let staffToken: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    staffToken = await t.addStaff({ username: 'pune101', branchCode: '101' });
    t.sms.hang = true;
  });
  afterAll(() => t.close());

  it('delays no other call, and each hanging send ends in 503 with nothing stored', async () => {
    const order: string[] = [];
    const sends = Array.from({ length: HANGING_SENDS }, (_, index) =>
      t
        .call('POST', '/api/OTP/GetOTP', {
          body: { Guid: randomUUID(), MobileNo: `96000000${String(index).padStart(2, '0')}` },
        })
        .then((response) => {
          order.push('send');
          return response;
        }),
    );
    // Let every send reach the gateway first.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const branches = await t.call('GET', '/api/Branch/GetAll');
    const list = await t.call('POST', '/api/Registration/GetAllBranchLoginCustomerList', {
      token: staffToken,
      body: { BranchCode: '101', fromDate: '01-Nov-2026', toDate: '05-Nov-2026' },
    });
    order.push('others');
    expect(branches.statusCode).toBe(200);
    expect(list.statusCode).toBe(200);

    const answers = await Promise.all(sends);
    expect(order.indexOf('others')).toBe(0);
    for (const answer of answers) expect(answer.statusCode).toBe(503);
    const stored = await t.db.selectFrom('otp_challenges').select('id').where('mobile', 'like', '960000%').execute();
    expect(stored).toEqual([]);
  });
});
