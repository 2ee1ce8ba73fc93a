import { describe, expect, it } from 'vitest';
import {
  createCustomerListPageRequestSchema,
  customerListPageMessages,
  decodeCustomerListCursor,
  encodeCustomerListCursor,
  type CustomerListCursor,
} from '../src/index.js';

const today = { year: 2026, month: 11, day: 5 };
const search = { BranchCode: '101', Status: 'Completed', fromDate: '22-Oct-2026', toDate: '05-Nov-2026' };

describe('the customer list cursor', () => {
  it('reads back what it wrote, a name in Devanagari included, as base64url', () => {
    const cursor: CustomerListCursor = {
      sortBy: 'customerName',
      direction: 'asc',
      value: 'आशा पाटील',
      id: 42,
      before: true,
    };
    const text = encodeCustomerListCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCustomerListCursor(text)).toEqual(cursor);
  });

  it('is refused unless the server could have written it for this sort', () => {
    const schema = createCustomerListPageRequestSchema(today);
    const next = encodeCustomerListCursor({
      sortBy: 'lastUpdated',
      direction: 'desc',
      value: '2026-11-04T10:00:00.123456Z',
      id: 7,
      before: false,
    });
    expect(schema.parse({ ...search, PageSize: 25, Cursor: next }).cursor).toMatchObject({ id: 7 });
    for (const [Cursor, extra] of [
      [`${next}=`, {}],
      [next.slice(0, -3), {}],
      [next, { SortBy: 'createdOn' }],
      [
        encodeCustomerListCursor({ sortBy: 'holdersCount', direction: 'desc', value: 1.5, id: 7, before: false }),
        { SortBy: 'holdersCount' },
      ],
    ] as const) {
      const result = schema.safeParse({ ...search, PageSize: 25, Cursor, ...extra });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['Cursor', customerListPageMessages.cursor],
      ]);
    }
  });

  it('takes 10, 25, 50 or 100 records a page', () => {
    const schema = createCustomerListPageRequestSchema(today);
    for (const PageSize of [10, 25, 50, 100]) expect(schema.safeParse({ ...search, PageSize }).success).toBe(true);
    for (const PageSize of [0, 20, 101, '25']) expect(schema.safeParse({ ...search, PageSize }).success).toBe(false);
  });
});
