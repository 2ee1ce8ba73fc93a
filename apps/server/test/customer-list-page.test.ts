import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { sql } from 'kysely';
import {
  CUSTOMER_LIST_CSV_HEADERS,
  CUSTOMER_LIST_EXACT_COUNT_LIMIT,
  customerListPageMessages,
  customerListPageResponseSchema,
  encodeCustomerListCursor,
  type CustomerListPageResponse,
  type CustomerListSortColumn,
} from '@portal/domain';
import { backends } from './support/test-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const PAGE = '/api/Registration/GetCustomerListPage';
const CSV = '/api/Registration/CustomerListCsv';

interface ErrorAnswer {
  responseCode: string;
  responseMessage: string;
  errors?: { field: string; message: string }[];
}

interface Seeded {
  id: number;
  referenceNo: string;
  mobile: string;
  name: string;
  holders: number;
  /** Whole seconds, so JavaScript's Date sorts them as PostgreSQL does. */
  updatedAt: number;
  createdAt: number;
}

const NAMES = ['Kiran', 'Asha', 'Zoya', 'Bela', 'Omkar'];

// The test clock starts at 2026-11-05T04:30Z: 10:00 on 05-Nov-2026 in India.
describe.each(backends)('the customer list paged on the server on %s', (backend) => {
  let t: TestApp;
  let clerk301: string;
  let clerk302: string;
  let admin: string;
  let customer: string;
  /** Branch 301's Partially Filled applications: 130, three to each updated_at (the id decides). */
  let drafts301: Seeded[];
  /** Branch 301's Completed applications: 12, Submitted and Approved in turn. */
  let completed301: Seeded[];
  /** Branch 302's Completed ones, more than the exact count's limit. */
  let many302 = 0;

  /**
   * `count` applications of a branch, inserted as a bulk import would: the i-th last updated
   * `Math.floor(i / 3)` hours before 10:00 on 05-Nov-2026 India, created a day before that, holder 1
   * named from NAMES, a second holder for every fifth.
   */
  async function seed(options: {
    branch: string;
    count: number;
    status: 'Partially Filled' | 'Completed';
    firstReference: number;
    holders?: boolean;
  }): Promise<Seeded[]> {
    const completed = options.status === 'Completed';
    const inserted = await sql<{ id: number; reference_no: string; mobile: string; u: number; c: number }>`
      INSERT INTO registrations (reference_no, mobile, email, account_type_id, entity_type_id, location_id,
        branch_code, status, form_fill_by, pdf_file_name, created_at, updated_at, submitted_at, review_status)
      SELECT (${options.firstReference}::bigint + i)::text, (9000000000 + i)::text, '', 1, 1, 3, ${options.branch},
        ${options.status}, 'Customer', CASE WHEN ${completed} THEN (${options.firstReference}::bigint + i)::text || '.pdf' END,
        timestamptz '2026-11-05T04:30:00Z' - (i / 3) * interval '1 hour' - interval '1 day',
        timestamptz '2026-11-05T04:30:00Z' - (i / 3) * interval '1 hour',
        CASE WHEN ${completed} THEN timestamptz '2026-11-05T04:30:00Z' - (i / 3) * interval '1 hour' END,
        CASE WHEN ${completed} THEN (ARRAY['Submitted', 'Approved'])[1 + i % 2] END
      FROM generate_series(0, ${options.count - 1}) AS i
      RETURNING id, reference_no, mobile, extract(epoch FROM updated_at)::int AS u, extract(epoch FROM created_at)::int AS c`.execute(
      t.db,
    );
    const rows = inserted.rows;
    if (options.holders !== false) {
      await sql`
        INSERT INTO registration_holders (registration_id, holder_sr_no, first_name, created_at, updated_at)
        SELECT r.id, 1, (${sql.val(NAMES)}::text[])[1 + r.id % ${NAMES.length}], r.created_at, r.updated_at
        FROM registrations r WHERE r.id = ANY(${sql.val(rows.map((row) => row.id))}::int[])
        UNION ALL
        SELECT r.id, 2, 'Second', r.created_at, r.updated_at
        FROM registrations r WHERE r.id = ANY(${sql.val(rows.map((row) => row.id))}::int[]) AND r.id % 5 = 0`.execute(
        t.db,
      );
    }
    return rows.map((row) => ({
      id: row.id,
      referenceNo: row.reference_no,
      mobile: row.mobile,
      name: options.holders === false ? '' : (NAMES[row.id % NAMES.length] ?? ''),
      holders: options.holders === false ? 0 : row.id % 5 === 0 ? 2 : 1,
      updatedAt: Number(row.u),
      createdAt: Number(row.c),
    }));
  }

  const page = (token: string | undefined, body: Record<string, unknown>) => t.call('POST', PAGE, { token, body });
  const dates = { fromDate: '22-Oct-2026', toDate: '05-Nov-2026' };
  const drafts = { BranchCode: '301', Status: 'Partially Filled', ...dates };

  /** Every page of a search, following nextCursor, and the answers. */
  async function walkForward(token: string, body: Record<string, unknown>) {
    const answers: CustomerListPageResponse[] = [];
    let cursor: string | null | undefined;
    do {
      const response = await page(token, { ...body, ...(cursor ? { Cursor: cursor } : {}) });
      expect(response.statusCode, response.body).toBe(200);
      const answer = customerListPageResponseSchema.parse(response.json());
      answers.push(answer);
      cursor = answer.nextCursor;
    } while (cursor && answers.length < 100);
    return answers;
  }

  const sortValue: Record<string, (row: Seeded) => string | number> = {
    lastUpdated: (row) => row.updatedAt,
    createdOn: (row) => row.createdAt,
    referenceNo: (row) => row.referenceNo,
    customerName: (row) => row.name,
    mobileNo: (row) => row.mobile,
    holdersCount: (row) => row.holders,
  };
  /** The order PostgreSQL must give: the column, then the id, both in the direction asked. */
  function sortedIds(rows: Seeded[], column: CustomerListSortColumn, direction: 'asc' | 'desc'): number[] {
    const value = sortValue[column] ?? (() => 0);
    const sign = direction === 'asc' ? 1 : -1;
    return [...rows]
      .sort((a, b) => {
        const [x, y] = [value(a), value(b)];
        if (x !== y) return (x < y ? -1 : 1) * sign;
        return (a.id - b.id) * sign;
      })
      .map((row) => row.id);
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    clerk301 = await t.addStaff({ username: 'page301', branchCode: '301' });
    clerk302 = await t.addStaff({ username: 'page302', branchCode: '302' });
    admin = await t.addStaff({ username: 'pageadmin', branchCode: '101', isAdmin: true });
    customer = await t.signInCustomer('9733333333');
    drafts301 = await seed({
      branch: '301',
      count: 130,
      status: 'Partially Filled',
      firstReference: 301_000_000_000_000,
    });
    completed301 = await seed({ branch: '301', count: 12, status: 'Completed', firstReference: 301_500_000_000_000 });
    many302 = CUSTOMER_LIST_EXACT_COUNT_LIMIT + 40;
    await seed({
      branch: '302',
      count: many302,
      status: 'Completed',
      firstReference: 302_000_000_000_000,
      holders: false,
    });
    // The estimate reads the table's statistics, as autovacuum keeps them.
    await sql`ANALYZE registrations`.execute(t.db);
  }, 120_000);
  afterAll(() => t.close());

  describe('pages by keyset', () => {
    it('walks every page forwards, newest first, without a gap or a repeat, and back again', async () => {
      const forwards = await walkForward(clerk301, { ...drafts, PageSize: 25 });
      expect(forwards.map((answer) => answer.data.length)).toEqual([25, 25, 25, 25, 25, 5]);
      const ids = forwards.flatMap((answer) => answer.data.map((record) => record.id));
      expect(ids).toEqual(sortedIds(drafts301, 'lastUpdated', 'desc'));
      expect(forwards.every((answer) => answer.total === 130 && answer.totalExact)).toBe(true);
      expect(forwards[0]?.previousCursor).toBeNull();
      expect(forwards.at(-1)?.nextCursor).toBeNull();
      expect(forwards[0]?.data[0]).toMatchObject({
        status: 'Partially Filled',
        branchCode: '301',
        customerName: expect.any(String),
        reviewStatus: null,
      });

      // Previous from the last page gives each page again, the same records in the same order.
      const backwards: number[][] = [];
      let cursor = forwards.at(-1)?.previousCursor;
      while (cursor) {
        const response = await page(clerk301, { ...drafts, PageSize: 25, Cursor: cursor });
        expect(response.statusCode).toBe(200);
        const answer = response.json<CustomerListPageResponse>();
        backwards.unshift(answer.data.map((record) => record.id));
        expect(answer.nextCursor).not.toBeNull();
        cursor = answer.previousCursor;
      }
      expect(backwards).toEqual(forwards.slice(0, -1).map((answer) => answer.data.map((record) => record.id)));
    });

    it.each([10, 50, 100])('pages of %i', async (size) => {
      const answers = await walkForward(clerk301, { ...drafts, PageSize: size });
      expect(answers[0]?.data).toHaveLength(Math.min(size, 130));
      expect(answers).toHaveLength(Math.ceil(130 / size));
      expect(answers.flatMap((answer) => answer.data.map((record) => record.id))).toEqual(
        sortedIds(drafts301, 'lastUpdated', 'desc'),
      );
    });

    it.each<[CustomerListSortColumn, 'asc' | 'desc']>([
      ['lastUpdated', 'asc'],
      ['createdOn', 'desc'],
      ['referenceNo', 'asc'],
      ['referenceNo', 'desc'],
      ['customerName', 'asc'],
      ['customerName', 'desc'],
      ['mobileNo', 'asc'],
      ['holdersCount', 'desc'],
    ])('sorts by %s %s in SQL, ties by id, across pages', async (column, direction) => {
      const answers = await walkForward(clerk301, {
        ...drafts,
        PageSize: 25,
        SortBy: column,
        SortDirection: direction,
      });
      expect(answers.flatMap((answer) => answer.data.map((record) => record.id))).toEqual(
        sortedIds(drafts301, column, direction),
      );
    });

    it('refuses a page size outside 10, 25, 50 and 100, and an unknown sort, with the error envelope', async () => {
      for (const body of [
        { ...drafts, PageSize: 20 },
        { ...drafts, PageSize: '25' },
        { ...drafts, PageSize: 25, SortBy: 'accountTypeName' },
        { ...drafts, PageSize: 25, SortDirection: 'up' },
        { ...drafts, PageSize: 25, Status: 'Draft' },
      ]) {
        const response = await page(clerk301, body);
        expect(response.statusCode).toBe(400);
        expect(response.json<ErrorAnswer>().responseCode).toBe('VALIDATION_ERROR');
      }
    });
  });

  describe('a cursor that is not the server’s', () => {
    const first = async () => (await walkForward(clerk301, { ...drafts, PageSize: 100 }))[0];

    it.each<[string, string, Record<string, string>]>([
      ['not base64url', 'abc$%', {}],
      ['not JSON', Buffer.from('{"s":').toString('base64url'), {}],
      ['another shape', Buffer.from(JSON.stringify({ s: 'lastUpdated', d: 'desc', v: 1 })).toString('base64url'), {}],
      ['a timestamp that is no instant', encode('lastUpdated', 'desc', '2026-02-30T10:00:00.000000Z'), {}],
      ['a text where a count goes', encode('holdersCount', 'desc', 'two'), { SortBy: 'holdersCount' }],
      ['an id beyond an integer', encode('lastUpdated', 'desc', '2026-11-01T10:00:00.000000Z', 2 ** 40), {}],
    ])('is refused 400 (%s)', async (_name, cursor, sort) => {
      const response = await page(clerk301, { ...drafts, PageSize: 25, Cursor: cursor, ...sort });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorAnswer>()).toMatchObject({
        responseCode: 'VALIDATION_ERROR',
        errors: [{ field: 'Cursor', message: customerListPageMessages.cursor }],
      });
    });

    it('is refused 400 when tampered with, or of another sort than the search asks', async () => {
      const next = (await first())?.nextCursor ?? '';
      const tampered = `${next.slice(0, -2)}${next.endsWith('A') ? 'B' : 'A'}x`;
      for (const [cursor, extra] of [
        [tampered, {}],
        [next, { SortBy: 'referenceNo' }],
        [next, { SortDirection: 'asc' }],
      ] as const) {
        const response = await page(clerk301, { ...drafts, PageSize: 25, Cursor: cursor, ...extra });
        expect(response.statusCode).toBe(400);
        expect(response.json<ErrorAnswer>().responseCode).toBe('VALIDATION_ERROR');
      }
    });

    function encode(sortBy: CustomerListSortColumn, direction: 'asc' | 'desc', value: string | number, id = 5) {
      return encodeCustomerListCursor({ sortBy, direction, value, id, before: false });
    }
  });

  describe('searched in SQL', () => {
    it('lists one tab: the status asked for, with its review status filter', async () => {
      const done = await walkForward(clerk301, { ...drafts, Status: 'Completed', PageSize: 100 });
      expect(done[0]?.data.map((record) => record.id)).toEqual(sortedIds(completed301, 'lastUpdated', 'desc'));
      expect(done[0]?.data.every((record) => record.status === 'Completed')).toBe(true);
      /** The first page of branch 301's Completed applications of this review status. */
      const completedPage = async (ReviewStatus: string) =>
        (await walkForward(clerk301, { ...drafts, Status: 'Completed', ReviewStatus, PageSize: 10 }))[0];
      const approved = await completedPage('Approved');
      expect(approved).toMatchObject({ total: 6, totalExact: true });
      expect(approved?.data.every((record) => record.reviewStatus === 'Approved')).toBe(true);
      // A review status lists only submitted applications: no draft has one.
      const draftsApproved = await walkForward(clerk301, { ...drafts, ReviewStatus: 'Approved', PageSize: 10 });
      expect(draftsApproved[0]).toMatchObject({ data: [], total: 0, nextCursor: null, previousCursor: null });
      // A Completed application without a review status reads as Submitted (docs/decisions/028).
      const unreviewed = approved?.data[0];
      await t.db
        .updateTable('registrations')
        .set({ review_status: null })
        .where('id', '=', unreviewed?.id ?? 0)
        .execute();
      const submitted = await completedPage('Submitted');
      expect(submitted).toMatchObject({ total: 7, totalExact: true });
      expect(submitted?.data.find((record) => record.id === unreviewed?.id)).toMatchObject({
        reviewStatus: 'Submitted',
      });
      await t.db
        .updateTable('registrations')
        .set({ review_status: 'Approved' })
        .where('id', '=', unreviewed?.id ?? 0)
        .execute();
    });

    it('keeps to the dates (India days of Last updated)', async () => {
      // Updated from 10:00 05-Nov back by an hour every three: 04-Nov India holds hours 10 to 33 back.
      const answers = await walkForward(clerk301, {
        ...drafts,
        fromDate: '04-Nov-2026',
        toDate: '04-Nov-2026',
        PageSize: 100,
      });
      const inDay = drafts301.filter((row) => {
        const india = new Date(row.updatedAt * 1000 + 330 * 60_000).toISOString().slice(0, 10);
        return india === '2026-11-04';
      });
      expect(inDay.length).toBeGreaterThan(0);
      expect(answers[0]?.data.map((record) => record.id)).toEqual(sortedIds(inDay, 'lastUpdated', 'desc'));
    });

    it('finds one reference number instead of the dates, in its own tab only', async () => {
      const target = drafts301[40];
      const response = await page(clerk301, {
        BranchCode: '301',
        Status: 'Partially Filled',
        ReferenceNo: `${target?.referenceNo.slice(0, 5)} ${target?.referenceNo.slice(5)}`,
        PageSize: 10,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<CustomerListPageResponse>()).toMatchObject({
        data: [{ id: target?.id }],
        total: 1,
        totalExact: true,
      });
      const otherTab = await page(clerk301, {
        BranchCode: '301',
        Status: 'Completed',
        ReferenceNo: target?.referenceNo,
        PageSize: 10,
      });
      expect(otherTab.json<CustomerListPageResponse>().data).toEqual([]);
      const neither = await page(clerk301, { BranchCode: '301', Status: 'Completed', PageSize: 10 });
      expect(neither.statusCode).toBe(400);
      expect(neither.json<ErrorAnswer>().errors?.[0]?.message).toBe(customerListPageMessages.datesOrReference);
    });

    it('the search box matches part of a reference, a mobile or the name; LIKE wildcards are plain text', async () => {
      const target = drafts301[77];
      const byReference = await walkForward(clerk301, {
        ...drafts,
        Search: target?.referenceNo.slice(-4),
        PageSize: 10,
      });
      expect(byReference[0]?.data.map((record) => record.id)).toContain(target?.id);
      expect(
        byReference[0]?.data.every((record) => record.referenceNo.includes(target?.referenceNo.slice(-4) ?? '')),
      ).toBe(true);
      const byName = await walkForward(clerk301, { ...drafts, Search: 'zOyA', PageSize: 100 });
      expect(byName[0]?.data.map((record) => record.id)).toEqual(
        sortedIds(
          drafts301.filter((row) => row.name === 'Zoya'),
          'lastUpdated',
          'desc',
        ),
      );
      for (const wildcard of ['%', '_', '\\']) {
        const answer = await walkForward(clerk301, { ...drafts, Search: wildcard, PageSize: 10 });
        expect(answer[0]).toMatchObject({ data: [], total: 0 });
      }
    });

    it('counts exactly up to the limit, then says the total is an estimate', async () => {
      // An hour every three: 15 days of branch 302 hold about 1,080, its year every one of them.
      const fortnight = await page(clerk302, { BranchCode: '302', Status: 'Completed', ...dates, PageSize: 10 });
      expect(fortnight.json<CustomerListPageResponse>()).toMatchObject({ totalExact: true });
      const year = await page(clerk302, {
        BranchCode: '302',
        Status: 'Completed',
        fromDate: '05-Nov-2025',
        toDate: '05-Nov-2026',
        PageSize: 100,
      });
      expect(year.statusCode).toBe(200);
      const answer = year.json<CustomerListPageResponse>();
      expect(answer.totalExact).toBe(false);
      expect(answer.total).toBeGreaterThan(CUSTOMER_LIST_EXACT_COUNT_LIMIT);
      // PostgreSQL's estimate from the table's statistics: near the true count.
      expect(answer.total).toBeLessThan(many302 * 2);
      expect(answer.data).toHaveLength(100);
    });
  });

  describe('who may call', () => {
    it('no token 401, a customer 403, a clerk of another branch 403; an admin lists every branch', async () => {
      expect((await page(undefined, { ...drafts, PageSize: 10 })).statusCode).toBe(401);
      expect((await page(customer, { ...drafts, PageSize: 10 })).statusCode).toBe(403);
      const other = await page(clerk302, { ...drafts, PageSize: 10 });
      expect(other.statusCode).toBe(403);
      expect(other.json<ErrorAnswer>().responseCode).toBe('FORBIDDEN');
      const everyBranch = await page(admin, { ...drafts, BranchCode: '', Status: 'Completed', PageSize: 100 });
      expect(everyBranch.statusCode).toBe(200);
      const branches = new Set(everyBranch.json<CustomerListPageResponse>().data.map((record) => record.branchCode));
      expect([...branches].sort()).toEqual(['301', '302']);
      // A clerk's cursor works for nobody else's branch either: the branch is checked on every page.
      const next = (await walkForward(clerk301, { ...drafts, PageSize: 10 }))[0]?.nextCursor;
      expect((await page(clerk302, { ...drafts, PageSize: 10, Cursor: next })).statusCode).toBe(403);
    });
  });

  describe('the CSV, streamed', () => {
    const csv = (token: string | undefined, query: Record<string, string>) =>
      t.call('GET', `${CSV}?${new URLSearchParams(query).toString()}`, { token });

    it('holds every record of the tab in the sort asked, across batches, with the columns of the list', async () => {
      const response = await csv(clerk302, {
        BranchCode: '302',
        Status: 'Completed',
        ...dates,
        SortBy: 'referenceNo',
        SortDirection: 'asc',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="Completed_Forms.csv"');
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const parsed = Papa.parse<string[]>(response.body.slice(1), { newline: '\r\n' });
      expect(parsed.errors).toEqual([]);
      const [header, ...rows] = parsed.data;
      expect(header).toEqual(CUSTOMER_LIST_CSV_HEADERS);
      // The dates keep 02-Nov back to mid-October's, an hour every three: fewer than all of them.
      const references = rows.map((row) => row[1]);
      expect(new Set(references).size).toBe(references.length);
      expect(references).toEqual([...references].sort());
      expect(rows.length).toBeGreaterThan(1_000);
      // The reference stays text in Excel; the count and the review status as the list shows them.
      expect(references[0]).toMatch(/^="\d{15}"$/);
      expect(rows[0]?.[CUSTOMER_LIST_CSV_HEADERS.indexOf('Status')]).toBe('Completed');
      expect(rows[0]?.[CUSTOMER_LIST_CSV_HEADERS.indexOf('Branch')]).toBe(
        (await t.db.selectFrom('branches').select('name').where('code', '=', '302').executeTakeFirst())?.name,
      );
      // Every cell quoted, each line ended by CRLF but the last.
      expect(response.body.split('\r\n')[1]).toMatch(/^"\d{2}-[A-Z][a-z]{2}-\d{4}","=""\d{15}""","/);
    });

    it('escapes quotes, commas and line ends, and defuses a formula', async () => {
      const target = completed301[3];
      await sql`UPDATE registration_holders SET first_name = ${'=HYPERLINK("x"),\n "Bad"'}
        WHERE registration_id = ${target?.id} AND holder_sr_no = 1`.execute(t.db);
      const response = await csv(clerk301, {
        BranchCode: '301',
        Status: 'Completed',
        ReferenceNo: target?.referenceNo ?? '',
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`"'=HYPERLINK(""x""),\n ""Bad"""`);
      const [, row] = Papa.parse<string[]>(response.body.slice(1), { newline: '\r\n' }).data;
      expect(row?.[2]).toBe(`'=HYPERLINK("x"),\n "Bad"`);
    });

    it('names the drafts’ file, and is only the header when nothing matches', async () => {
      const response = await csv(clerk301, { ...drafts, Search: 'nobody' });
      expect(response.headers['content-disposition']).toBe('attachment; filename="Partially_Filled_Forms.csv"');
      expect(response.body).toBe(`\uFEFF${CUSTOMER_LIST_CSV_HEADERS.map((h) => `"${h}"`).join(',')}`);
    });

    it('no token 401, a customer 403, another branch 403, bad dates 400; an admin exports every branch', async () => {
      const query = { BranchCode: '301', Status: 'Completed', ...dates };
      expect((await csv(undefined, query)).statusCode).toBe(401);
      expect((await csv(customer, query)).statusCode).toBe(403);
      const other = await csv(clerk302, query);
      expect(other.statusCode).toBe(403);
      expect(other.json<ErrorAnswer>().responseCode).toBe('FORBIDDEN');
      const bad = await csv(clerk301, { ...query, fromDate: '06-Nov-2026' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorAnswer>().responseCode).toBe('VALIDATION_ERROR');
      const all = await csv(admin, { ...query, BranchCode: '' });
      expect(all.statusCode).toBe(200);
      expect(all.body).toContain('"=""301');
      expect(all.body).toContain('"=""302');
    });
  });
});
