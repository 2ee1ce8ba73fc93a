import type { TestApp } from './test-app.js';
import { useSignedIn } from './test-app-hooks.js';

/** An SMS as the test gateway received it. */
interface Sent {
  to: string;
  message: string;
  dltTemplateId?: string;
  senderId?: string;
}

/**
 * The branch review's staff, signed in before the describe block's tests, its calls as they make them,
 * and what a review leaves behind: the SMS sent and the review status kept. Branch 101 (where the fixtures open applications) has two clerks, two officers and an admin,
 * so that four eyes can be another's; branch 201 has an admin, who sees every branch, and a clerk and
 * an officer, who may not touch branch 101's applications.
 */
export function useReviewDesk(t: TestApp) {
  const staff = useSignedIn(t, {
    clerk: { username: 'clerk101', branchCode: '101' },
    clerkB: { username: 'clerkb101', branchCode: '101', role: 'clerk' },
    officer: { username: 'offi101', branchCode: '101', role: 'officer' },
    officerB: { username: 'offib101', branchCode: '101', role: 'officer' },
    admin: { username: 'rvadmin', branchCode: '201', role: 'admin' },
    adminB: { username: 'rvadminb', branchCode: '101', role: 'admin' },
    clerk201: { username: 'clerk201', branchCode: '201' },
    officer201: { username: 'offi201', branchCode: '201', role: 'officer' },
  });
  const review = (call: string, token: string | undefined, body: Record<string, unknown>) =>
    t.call('POST', `/api/Review/${call}`, { token, body });
  const smsTo = (mobile: string) => (t.sms.messages as Sent[]).filter((sms) => sms.to === mobile);
  const reviewStatusOf = async (id: number) =>
    (await t.db.selectFrom('registrations').select('review_status').where('id', '=', id).executeTakeFirstOrThrow())
      .review_status;
  return { staff, review, smsTo, reviewStatusOf };
}
