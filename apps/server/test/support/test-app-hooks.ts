import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type StaffUser, type TestApp, type TestAppOptions } from './test-app.js';
import type { Backend } from './test-database.js';

// Vitest's hooks around a test app: kept out of test-app.ts, which the benchmarks also load outside Vitest.

/**
 * The describe block's app: built before its tests, closed after them. The object answered is filled in
 * when the tests start, so the block's helpers can name it at once.
 */
export function useTestApp(backend: Backend, options: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(backend, options));
  });
  afterAll(() => t.close());
  return t;
}

/** A customer signing in by their mobile (and the e-mail the sign-in form also takes), or a branch user to add. */
type Person = string | { mobile: string; email: string } | StaffUser;

/**
 * Signs these people in before the describe block's tests, in the order given: a customer by their
 * mobile, a branch user added as `addStaff` takes one. Answers their tokens by the same names, filled in
 * when the tests start.
 */
export function useSignedIn<Name extends string>(t: TestApp, people: Record<Name, Person>) {
  const tokens = {} as Record<Name, string>;
  beforeAll(async () => {
    for (const [name, person] of Object.entries(people) as [Name, Person][]) {
      if (typeof person === 'string') tokens[name] = await t.signInCustomer(person);
      else if ('mobile' in person) tokens[name] = await t.signInCustomer(person.mobile, person.email);
      else tokens[name] = await t.addStaff(person);
    }
  });
  return tokens;
}

/**
 * Everyone an application's access rules tell apart, signed in before the block's tests: the customers
 * (an owner and another, by their mobiles), a clerk of branch 101 (where the fixtures open
 * applications), a clerk of branch 201 and an admin of branch 201 (who sees every branch).
 */
export function useApplicationAudience<Customer extends string>(t: TestApp, customers: Record<Customer, string>) {
  return useSignedIn(t, {
    ...customers,
    staff101: { username: 'clerk101', branchCode: '101' },
    staff201: { username: 'clerk201', branchCode: '201' },
    admin: { username: 'admin201', branchCode: '201', isAdmin: true },
  });
}
