import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fdDetails, fillApplication } from './support/application-fixtures.js';
import { listRoutes, type RegisteredRoute } from './support/routes.js';
import { backends } from './support/test-database.js';
import { useTestApp } from './support/test-app-hooks.js';

/**
 * Generated requests over every registered route, as an anonymous caller, two customers and staff:
 * no answer is a 5xx, every failure (and every JSON answer) is in the envelope, and no refused
 * request changes a row. Seeded and bounded: FUZZ_SEED and FUZZ_RUNS override the defaults.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
// At least 10,000 on the embedded database; PostgreSQL repeats a share of them.
const RUNS = { pglite: Number(process.env.FUZZ_RUNS ?? 10_000), postgres: 2_500 };

// Rows these tables gain on a refused request are the point of them: a wrong code counts a try,
// a wrong password a failure, a call a session's last activity.
const COUNTING_TABLES = new Set(['otp_challenges', 'login_failures', 'sessions', 'schema_migrations']);
// Answers that are files (the DICGC QR code and logo among them), pages or health probes rather than
// API answers, when they succeed.
const NOT_API_ROUTES =
  /^\/(RegistrationPrintPDF|Photo|POIFiles|docs|metrics|healthz|readyz|api\/Portal\/Dicgc(?:QrCode|Logo))\b/;

const anyCharacter = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));
const hostileText = fc.oneof(
  fc.string({ unit: anyCharacter, maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\u001b[31m', '__proto__', 'constructor', "' OR 1=1 --"),
  fc.constantFrom('0', '-1', '2147483648', '9'.repeat(40), '1e309', 'NaN', 'true', '01-Feb-2026', '31-Feb-2026'),
  fc.nat({ max: 3 }).map((size) => 'a'.repeat([300, 5_000, 70_000, 1][size] ?? 1)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

interface Caller {
  name: string;
  token: string | undefined;
}

describe.each(backends)('fuzzing every route on %s', (backend) => {
  const t = useTestApp(backend);
  let routes: RegisteredRoute[];
  let callers: Caller[];
  let registrationId = 0;
  let checksum: () => Promise<string>;

  beforeAll(async () => {
    routes = listRoutes(t.app.printRoutes({ commonPrefix: false }));
    const owner = await t.signInCustomer('9744444444');
    ({ RegistrationId: registrationId } = await fillApplication(t, owner, '9744444444', { accountTypeId: 2 }));
    callers = [
      { name: 'anonymous', token: undefined },
      { name: 'owner', token: owner },
      { name: 'another customer', token: await t.signInCustomer('9755555555') },
      { name: 'staff', token: await t.addStaff({ username: 'pune101', branchCode: '101' }) },
    ];
    const { rows } = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`.execute(t.db);
    const watched = rows.map((row) => row.table_name).filter((name) => !COUNTING_TABLES.has(name));
    const query = watched
      .map(
        (name) =>
          `SELECT '${name}' AS t, md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) AS h FROM ${name} x`,
      )
      .join(' UNION ALL ');
    checksum = async () =>
      (await sql.raw<{ t: string; h: string }>(query).execute(t.db)).rows.map((row) => `${row.t}:${row.h}`).join(' ');
  });

  function requestArbitrary() {
    const body = fc.oneof(
      // A real body with one field replaced, so the request gets past the shape and into the rules.
      fc
        .record({ key: fc.constantFrom('RegistrationId', ...Object.keys(fdDetails)), value: hostileValue })
        .map(({ key, value }) => ({ RegistrationId: registrationId, ...fdDetails, [key]: value })),
      fc.record({ id: fc.constantFrom(registrationId, registrationId + 1, 0, -1, '1', 2 ** 31) }).map(({ id }) => ({
        RegistrationId: id,
      })),
      fc.jsonValue({ maxDepth: 3 }),
      fc.dictionary(hostileText, hostileValue, { maxKeys: 4 }),
    );
    return fc.record({
      route: fc.constantFrom(...routes),
      caller: fc.constantFrom(...callers),
      body,
      // Path parameters as they arrive on the wire: percent-encoded text, or raw malformed escapes.
      parameter: fc.oneof(
        fc.constant(String(registrationId)),
        // A URL carries UTF-8, which has no surrogates: those become U+FFFD on the wire.
        hostileText.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD').slice(0, 120))),
        fc.constantFrom('%zz', '%00', '%ed%a0%80', '%c0%af', '..%2f..%2fetc%2fpasswd', '1'.repeat(101)),
      ),
      contentType: fc.constantFrom('application/json', 'application/json', 'application/json', 'text/plain', undefined),
    });
  }

  it('answers no generated request with a 5xx or outside the envelope, and no refused one changes a row', async () => {
    const runs = RUNS[backend];
    const samples = fc.sample(requestArbitrary(), { numRuns: runs, seed: SEED });
    const statuses = new Map<number, number>();
    let before = await checksum();
    for (const [index, sample] of samples.entries()) {
      const { route, caller, body, parameter, contentType } = sample;
      const url = route.url.replace(/:\w+|\*/g, () => parameter);
      const withBody = route.method !== 'GET';
      const response = await t.app.inject({
        method: route.method as 'GET' | 'POST',
        url,
        headers: {
          ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
          ...(withBody && contentType ? { 'content-type': contentType } : {}),
        },
        ...(withBody ? { payload: JSON.stringify(body) } : {}),
      });
      const context = `request ${index} of seed ${SEED}: ${route.method} ${url} as ${caller.name} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      expect(response.statusCode, context).toBeLessThan(500);
      const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
      const notApi = response.statusCode < 400 && NOT_API_ROUTES.test(url);
      if (!notApi) {
        expect(isJson, context).toBe(true);
        const answer = response.json<Record<string, unknown>>();
        expect(typeof answer.responseCode, context).toBe('string');
        expect(typeof answer.responseMessage, context).toBe('string');
      }
      const after = await checksum();
      if (response.statusCode >= 400) expect(after, context).toBe(before);
      before = after;
    }
    expect([...statuses.values()].reduce((sum, count) => sum + count, 0)).toBe(runs);
    // Bounded by RUNS; about 20 s on PGlite alone, more when other test files share the two cores.
  }, 180_000);
});
