import { describe, expect, it } from 'vitest';
import { messages, updateFdDetailsRequestSchema } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { isStaleVersion } from '@server/db/edit-versions.js';
import { createSectionService } from '@server/modules/sections/section-service.js';
import { fdDetails, openApplication } from './support/application-fixtures.js';
import { backends } from './support/test-database.js';
import { useSignedIn, useTestApp } from './support/test-app-hooks.js';

/**
 * Section saves that arrive together go to the database as one statement (docs/decisions/038); each
 * must still get its own answer, as if it had been saved alone.
 */
describe.each(backends)('section saves in batches on %s', (backend) => {
  const t = useTestApp(backend);
  const asha = '9744444401';
  const ravi = '9744444402';
  const tokens = useSignedIn(t, { asha, ravi });

  const newFdApplication = async (mobile: string, token: string) =>
    (await openApplication(t, token, mobile, { accountTypeId: 2 })).registrationId;

  /** The section service over a database that counts the statements run through it. */
  function countingSections() {
    const counter = { statements: 0 };
    const counted = new Proxy(t.db, {
      get(target, property) {
        if (property === 'executeQuery') {
          return (...args: Parameters<Database['executeQuery']>) => {
            counter.statements += 1;
            return target.executeQuery(...args);
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    return { sections: createSectionService(counted, t.clock), counter };
  }

  const customer = (mobile: string) => ({ kind: 'customer' as const, sessionId: 'not-used', mobile });
  const fdSave = (registrationId: number, extra: Record<string, unknown> = {}) =>
    updateFdDetailsRequestSchema.parse({ RegistrationId: registrationId, ...fdDetails, ...extra });

  const rejectionOf = (outcome: PromiseSettledResult<unknown> | undefined): unknown =>
    outcome?.status === 'rejected' ? outcome.reason : undefined;

  const auditCount = async (registrationId: number) =>
    (
      await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('registration_id', '=', registrationId)
        .where('action', '=', 'section.fixedDeposit.saved')
        .execute()
    ).length;

  const savedAmount = async (registrationId: number) =>
    (
      await t.db
        .selectFrom('deposit_details')
        .select('deposit_amount')
        .where('registration_id', '=', registrationId)
        .executeTakeFirst()
    )?.deposit_amount;

  it('saves the saves of one turn in one statement, each with its own values, version and audit entry', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5].map(() => newFdApplication(asha, tokens.asha)));
    const { sections, counter } = countingSections();
    const versions = await Promise.all(
      ids.map((id, index) =>
        sections.updateFdDetails(customer(asha), fdSave(id, { DepositAmount: String(10_000 + index), Version: 0 })),
      ),
    );
    expect(versions).toEqual([1, 1, 1, 1, 1]);
    expect(counter.statements).toBe(1);
    for (const [index, id] of ids.entries()) {
      expect(await savedAmount(id)).toBe(String(10_000 + index));
      expect(await auditCount(id)).toBe(1);
    }
  });

  it('answers each save of a batch alone: a stale version, another customer’s and a completed application fail, the rest are saved', async () => {
    const [fresh, savedOnce, completed] = await Promise.all([1, 2, 3].map(() => newFdApplication(asha, tokens.asha)));
    const ravisOwn = await newFdApplication(ravi, tokens.ravi);
    const { sections } = countingSections();
    await sections.updateFdDetails(customer(asha), fdSave(savedOnce!, { DepositAmount: '5000', Version: 0 }));
    await t.db.updateTable('registrations').set({ status: 'Completed' }).where('id', '=', completed!).execute();

    const outcomes = await Promise.allSettled([
      sections.updateFdDetails(customer(asha), fdSave(fresh!, { DepositAmount: '1000', Version: 0 })),
      sections.updateFdDetails(customer(asha), fdSave(savedOnce!, { DepositAmount: '9999', Version: 0 })),
      sections.updateFdDetails(customer(asha), fdSave(ravisOwn, { DepositAmount: '9999' })),
      sections.updateFdDetails(customer(asha), fdSave(completed!, { DepositAmount: '9999' })),
    ]);
    expect(outcomes[0]).toEqual({ status: 'fulfilled', value: 1 });
    expect(isStaleVersion(rejectionOf(outcomes[1]))).toBe(true);
    expect(outcomes[2]).toMatchObject({ status: 'rejected', reason: { code: 'NOT_FOUND' } });
    expect(outcomes[3]).toMatchObject({ status: 'rejected', reason: { code: 'CONFLICT' } });

    expect(await savedAmount(fresh!)).toBe('1000');
    expect(await savedAmount(savedOnce!)).toBe('5000');
    expect(await auditCount(savedOnce!)).toBe(1);
    expect(await savedAmount(ravisOwn)).toBeUndefined();
    expect(await savedAmount(completed!)).toBeUndefined();
    expect(await auditCount(ravisOwn)).toBe(0);
  });

  it('saves two saves of one application in one turn one after the other', async () => {
    const id = await newFdApplication(asha, tokens.asha);
    const { sections } = countingSections();
    const racing = await Promise.allSettled(
      ['1111', '2222'].map((amount) =>
        sections.updateFdDetails(customer(asha), fdSave(id, { DepositAmount: amount, Version: 0 })),
      ),
    );
    expect(racing[0]).toEqual({ status: 'fulfilled', value: 1 });
    expect(isStaleVersion(rejectionOf(racing[1]))).toBe(true);
    expect(await savedAmount(id)).toBe('1111');

    const overwriting = await Promise.all(
      ['3333', '4444'].map((amount) => sections.updateFdDetails(customer(asha), fdSave(id, { DepositAmount: amount }))),
    );
    expect(overwriting).toEqual([2, 3]);
    expect(await savedAmount(id)).toBe('4444');
    expect(await auditCount(id)).toBe(3);
  });

  it('answers saves sent together over HTTP each on its own', async () => {
    const own = await Promise.all([1, 2, 3].map(() => newFdApplication(asha, tokens.asha)));
    const ravisOwn = await newFdApplication(ravi, tokens.ravi);
    const answers = await Promise.all(
      [...own, ravisOwn].map((id) =>
        t.call('POST', '/api/Registration/UpdateFDDetails', {
          body: { RegistrationId: id, ...fdDetails, Version: 0 },
          token: tokens.asha,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 404]);
    expect(answers[0]!.json()).toEqual({ responseCode: 'OK', responseMessage: messages.saved, version: 1 });
    expect(await savedAmount(ravisOwn)).toBeUndefined();
  });
});
