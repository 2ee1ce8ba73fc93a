import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { messages, reviewMessages, reviewQueueMessages, type GetReviewQueueResponse } from '@portal/domain';
import { ConfigError, loadConfig } from '@server/config.js';
import { listDocumentIds } from '@server/modules/review/review-repository.js';
import { customerApplication } from './support/application-fixtures.js';
import { useSignedIn, useTestApp } from './support/test-app-hooks.js';
import { expectOk } from './support/answers.js';
import { backends } from './support/test-database.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

// The review work queue, "To do" (docs/decisions/043-review-work-queue.md).
describe.each(backends)('the review work queue on %s', (backend) => {
  const t = useTestApp(backend, { env: { REVIEW_DUE_DAYS: '3' } });
  const staff = useSignedIn(t, {
    clerk: { username: 'qclerk', branchCode: '101' },
    clerkB: { username: 'qclerkb', branchCode: '101' },
    officer: { username: 'qofficer', branchCode: '101', role: 'officer' },
    admin: { username: 'qadmin', branchCode: '201', role: 'admin' },
    clerk102: { username: 'qclerk102', branchCode: '102' },
  });
  const usernames = { clerk: 'qclerk', clerkB: 'qclerkb', officer: 'qofficer', admin: 'qadmin', clerk102: 'qclerk102' };
  /** Staff sessions end after 8 hours: after the clock has moved days, everyone signs in again. */
  async function signInAgain() {
    for (const [who, username] of Object.entries(usernames)) {
      staff[who as keyof typeof staff] = await t.signInStaff(username);
    }
  }

  const review = (call: string, token: string | undefined, body: Record<string, unknown>) =>
    t.call('POST', `/api/Review/${call}`, { token, body });
  const queue = async (token: string, branchCode = '101') => {
    const answer = await review('GetReviewQueue', token, { BranchCode: branchCode });
    expect(answer.statusCode).toBe(200);
    return answer.json<GetReviewQueueResponse>();
  };
  const idsOf = (answer: GetReviewQueueResponse) => answer.data.map((row) => row.id);
  const take = (id: number, token: string) => review('TakeApplication', token, { RegistrationId: id });
  const release = (id: number, token: string) => review('ReleaseApplication', token, { RegistrationId: id });
  const verify = async (id: number, token = staff.clerk) =>
    review('Verify', token, { RegistrationId: id, OriginalsSeen: await listDocumentIds(t.db, id), Remarks: '' });
  const audits = (id: number, action: string) =>
    t.db
      .selectFrom('audit_log')
      .select(['actor', 'at', 'detail'])
      .where('registration_id', '=', id)
      .where('action', '=', action)
      .orderBy('id')
      .execute();

  /** A new customer's application, filled, and submitted unless `draft`. */
  async function application(branchCode = '101', draft = false) {
    const { id, referenceNo } = await customerApplication(t, { branchCode, submit: !draft });
    return { id, referenceNo, submittedAt: t.clock.now().toISOString() };
  }

  it('lists what waits for each role, oldest first whatever its date, with age and due-by', async () => {
    const first = await application();
    t.clock.advance(DAY_MS + HOUR_MS);
    const second = await application();
    const draft = await application('101', true);
    const elsewhere = await application('102');
    t.clock.advance(DAY_MS);
    const third = await application();
    await signInAgain();

    const forClerk = await queue(staff.clerk);
    expect(forClerk.reviewDueDays).toBe(3);
    expect(forClerk.truncated).toBe(false);
    // Another branch's and a draft are not the branch clerk's to do.
    expect(idsOf(forClerk)).toEqual([first.id, second.id, third.id]);
    expect(forClerk.data[0]).toEqual({
      id: first.id,
      referenceNo: first.referenceNo,
      customerName: expect.any(String),
      accountTypeName: 'Savings Account',
      branchCode: '101',
      reviewStatus: 'Submitted',
      waitingSince: first.submittedAt,
      ageDays: 2,
      dueBy: new Date(Date.parse(first.submittedAt) + 3 * DAY_MS).toISOString(),
      overdue: false,
      assignedTo: null,
      assignedAt: null,
    });
    expect(forClerk.data[0]?.customerName).not.toBe('');
    expect(forClerk.data.map((row) => row.ageDays)).toEqual([2, 1, 0]);
    expect(idsOf(forClerk)).not.toContain(draft.id);
    expect((await queue(staff.officer)).data).toEqual([]);

    // Verified: off the clerks' queue, on the officers', waiting since the verification.
    t.clock.advance(HOUR_MS);
    const verifiedAt = t.clock.now().toISOString();
    expect((await verify(first.id)).statusCode).toBe(200);
    expect(idsOf(await queue(staff.clerk))).toEqual([second.id, third.id]);
    const forOfficer = await queue(staff.officer);
    expect(forOfficer.data).toMatchObject([
      { id: first.id, reviewStatus: 'Verified', waitingSince: verifiedAt, ageDays: 0, overdue: false },
    ]);

    // Sixty days on, nothing has dropped out of the queue, and each is overdue past its due-by.
    t.clock.advance(60 * DAY_MS);
    await signInAgain();
    const later = await queue(staff.clerk);
    expect(idsOf(later)).toEqual([second.id, third.id]);
    expect(later.data.every((row) => row.overdue && row.ageDays >= 60)).toBe(true);

    // An admin sees both steps of every branch (or of one, as asked), oldest first.
    const everything = idsOf(await queue(staff.admin, ''));
    const ours = [second.id, elsewhere.id, third.id, first.id];
    expect(everything.filter((id) => ours.includes(id))).toEqual(ours);
    expect(idsOf(await queue(staff.admin, '102'))).toEqual([elsewhere.id]);
    expect(idsOf(await queue(staff.admin, '101'))).toEqual([second.id, third.id, first.id]);

    // Approved, it waits for nobody.
    expect(
      (await review('Approve', staff.officer, { RegistrationId: first.id, AccountNumber: '0101300000001' })).statusCode,
    ).toBe(200);
    expect(idsOf(await queue(staff.officer))).not.toContain(first.id);
    expect(idsOf(await queue(staff.admin, ''))).not.toContain(first.id);
    expect((await take(first.id, staff.admin)).json()).toMatchObject({
      responseCode: 'CONFLICT',
      responseMessage: reviewQueueMessages.notWaiting,
    });
  });

  it('lets a clerk take one, shows who has it, refuses another clerk, and audits take and release', async () => {
    const app = await application();
    await signInAgain();
    const taken = await take(app.id, staff.clerk);
    expectOk(taken, reviewQueueMessages.taken, {
      registrationId: app.id,
      assignedTo: 'qclerk',
      assignedAt: t.clock.now().toISOString(),
    });
    const seenByOther = (await queue(staff.clerkB)).data.find((row) => row.id === app.id);
    expect(seenByOther).toMatchObject({ assignedTo: 'qclerk', assignedAt: t.clock.now().toISOString() });

    // Another clerk may neither take it nor release it; the holder is named.
    const refused = await take(app.id, staff.clerkB);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      responseCode: 'CONFLICT',
      responseMessage: reviewQueueMessages.takenBy('qclerk'),
    });
    const notTheirs = await release(app.id, staff.clerkB);
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toMatchObject({ responseMessage: reviewQueueMessages.takenBy('qclerk') });

    // Taking one's own again changes nothing and records nothing.
    expect((await take(app.id, staff.clerk)).statusCode).toBe(200);
    expect(await audits(app.id, 'review.taken')).toEqual([
      { actor: 'qclerk', at: t.clock.now(), detail: { status: 'Submitted' } },
    ]);

    // An admin takes it over, audited with whom it was taken from.
    t.clock.advance(HOUR_MS);
    expect((await take(app.id, staff.admin)).json()).toMatchObject({ assignedTo: 'qadmin' });
    expect((await audits(app.id, 'review.taken')).at(-1)).toMatchObject({
      actor: 'qadmin',
      detail: { status: 'Submitted', from: 'qclerk' },
    });
    expect((await take(app.id, staff.clerk)).statusCode).toBe(409);

    // The admin releases it; then the clerk takes it and releases their own.
    expect((await release(app.id, staff.admin)).json()).toEqual({
      responseCode: 'OK',
      responseMessage: reviewQueueMessages.released,
      registrationId: app.id,
      assignedTo: null,
      assignedAt: null,
    });
    expect((await queue(staff.clerk)).data.find((row) => row.id === app.id)?.assignedTo).toBeNull();
    expect((await take(app.id, staff.clerkB)).statusCode).toBe(200);
    expect((await release(app.id, staff.clerkB)).statusCode).toBe(200);
    expect((await audits(app.id, 'review.released')).map((entry) => [entry.actor, entry.detail])).toEqual([
      ['qadmin', { from: 'qadmin' }],
      ['qclerkb', { from: 'qclerkb' }],
    ]);
    // Releasing one nobody has changes nothing.
    expect((await release(app.id, staff.clerk)).statusCode).toBe(200);
    expect(await audits(app.id, 'review.released')).toHaveLength(2);
  });

  it('keeps an assignment for the status it was taken in: verified, it waits for an officer unassigned', async () => {
    const app = await application();
    await signInAgain();
    expect((await take(app.id, staff.clerk)).statusCode).toBe(200);
    t.clock.advance(HOUR_MS);
    expect((await verify(app.id)).statusCode).toBe(200);
    const row = (await queue(staff.officer)).data.find((record) => record.id === app.id);
    expect(row).toMatchObject({ reviewStatus: 'Verified', assignedTo: null });
    // The clerk's assignment no longer stands: they cannot release it, nor take it for the officers' step.
    const taken = await take(app.id, staff.officer);
    expect(taken.json()).toMatchObject({ assignedTo: 'qofficer' });
    expect(await audits(app.id, 'review.taken')).toMatchObject([
      { actor: 'qclerk', detail: { status: 'Submitted' } },
      { actor: 'qofficer', detail: { status: 'Verified' } },
    ]);
    const notTheClerks = await take(app.id, staff.clerk);
    expect(notTheClerks.statusCode).toBe(403);
    expect(notTheClerks.json()).toMatchObject({ responseMessage: reviewQueueMessages.roleCannotTake('Verified') });

    // Returned to the customer: in nobody's queue, and not to be taken.
    const returned = await review('Return', staff.officer, {
      RegistrationId: app.id,
      Reasons: [{ Section: 'Personal Details', Reason: 'The photo is blurred' }],
    });
    expect(returned.statusCode).toBe(200);
    expect(idsOf(await queue(staff.admin, ''))).not.toContain(app.id);
    const closed = await take(app.id, staff.clerk);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ responseMessage: reviewQueueMessages.notWaiting });
  });

  it('lets each role take only its own step, and an admin never the decision on one they verified', async () => {
    const app = await application();
    await signInAgain();
    const officerTakes = await take(app.id, staff.officer);
    expect(officerTakes.statusCode).toBe(403);
    expect(officerTakes.json()).toMatchObject({ responseMessage: reviewQueueMessages.roleCannotTake('Submitted') });

    expect((await verify(app.id, staff.admin)).statusCode).toBe(200);
    const fourEyes = await take(app.id, staff.admin);
    expect(fourEyes.statusCode).toBe(403);
    expect(fourEyes.json()).toMatchObject({ responseMessage: reviewMessages.fourEyes });

    const draft = await application('101', true);
    await signInAgain();
    expect((await take(draft.id, staff.clerk)).statusCode).toBe(409);
  });

  it('answers only staff, each within their branch (another branch is 404 as a missing one)', async () => {
    const app = await application();
    await signInAgain();
    for (const call of ['GetReviewQueue', 'TakeApplication', 'ReleaseApplication']) {
      const body = call === 'GetReviewQueue' ? { BranchCode: '101' } : { RegistrationId: app.id };
      expect((await review(call, undefined, body)).statusCode).toBe(401);
      const customer = await t.signInCustomer('9655500001');
      expect((await review(call, customer, body)).statusCode).toBe(403);
    }

    // Another branch's clerk: not their branch's list (403, as the customer list), not its applications (404).
    expect((await review('GetReviewQueue', staff.clerk102, { BranchCode: '101' })).statusCode).toBe(403);
    expect(idsOf(await queue(staff.clerk102, '102'))).not.toContain(app.id);
    for (const refused of [await take(app.id, staff.clerk102), await release(app.id, staff.clerk102)]) {
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ responseCode: 'NOT_FOUND', responseMessage: messages.notFound });
    }
    expect((await take(999_999, staff.clerk)).statusCode).toBe(404);
    expect(await audits(app.id, 'review.taken')).toEqual([]);

    // A registration id that is not a number is refused before anything is read.
    const bad = await review('TakeApplication', staff.clerk, { RegistrationId: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('reads the queue through its indexes', async () => {
    // Few rows make a scan and a sort cheapest: with them off, the plan shows which index gives the
    // queue in its order.
    const plan = await t.db.transaction().execute(async (tx) => {
      for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) {
        await sql.raw(`SET LOCAL ${setting} = off`).execute(tx);
      }
      const explain = async (where: string) => {
        const answer = await sql
          .raw<{ 'QUERY PLAN': string }>(
            `EXPLAIN SELECT id FROM registrations WHERE ${where} ORDER BY review_status_at, id LIMIT 501`,
          )
          .execute(tx);
        return answer.rows.map((row) => row['QUERY PLAN']).join('\n');
      };
      return [
        await explain(`branch_code = '101' AND review_status IN ('Submitted')`),
        await explain(`review_status IN ('Submitted', 'Verified')`),
      ];
    });
    expect(plan[0]).toContain('registrations_review_queue_branch_idx');
    expect(plan[0]).not.toContain('Sort');
    expect(plan[1]).toContain('registrations_review_queue_idx');
    expect(plan[1]).not.toContain('Sort');
  });
});

describe('REVIEW_DUE_DAYS', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(40) };
  it('is 3 days unless set, a whole number of days from 1 to 90', () => {
    expect(loadConfig(base).reviewDueDays).toBe(3);
    expect(loadConfig({ ...base, REVIEW_DUE_DAYS: '5' }).reviewDueDays).toBe(5);
    for (const wrong of ['0', '2.5', 'three', '91']) {
      expect(() => loadConfig({ ...base, REVIEW_DUE_DAYS: wrong })).toThrow(ConfigError);
    }
  });
});
