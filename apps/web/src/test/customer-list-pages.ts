import {
  contract,
  decodeCustomerListCursor,
  encodeCustomerListCursor,
  getCustomerListPageRequestShape,
  type CustomerListRecord,
  type CustomerListSortColumn,
} from '@portal/domain';
import { answerOf, OK } from './answer-of';
import type { StubbedCall } from './render-app';

export const CUSTOMER_LIST_PAGE = 'POST /api/Registration/GetCustomerListPage';

/**
 * GetCustomerListPage's answers over `records`, as the server gives them (decision 032): the body
 * parsed by the contract's schema, one status, the review status, reference and search text, the sort
 * with the id after it, and pages by cursors made as the server makes them.
 */
export function customerListPages(records: readonly CustomerListRecord[], options: { totalExact?: boolean } = {}) {
  return (call: StubbedCall) => {
    const body = getCustomerListPageRequestShape.parse(call.body);
    const search = body.Search.toLowerCase();
    const key: CustomerListSortColumn = body.SortBy;
    const sign = body.SortDirection === 'asc' ? 1 : -1;
    const matching = records
      .filter(
        (record) =>
          record.status === body.Status &&
          (body.ReviewStatus === undefined || record.reviewStatus === body.ReviewStatus) &&
          (body.ReferenceNo === undefined || record.referenceNo === body.ReferenceNo) &&
          (search === '' ||
            record.referenceNo.includes(search) ||
            record.mobileNo.includes(search) ||
            record.customerName.toLowerCase().includes(search)),
      )
      .sort((a, b) => (a[key] === b[key] ? (a.id - b.id) * sign : (a[key] < b[key] ? -1 : 1) * sign));
    const cursor = body.Cursor === undefined ? undefined : decodeCustomerListCursor(body.Cursor);
    const at = cursor ? matching.findIndex((record) => record.id === cursor.id) : -1;
    const start = cursor?.before ? Math.max(0, at - body.PageSize) : at + 1;
    const end = cursor?.before ? at : start + body.PageSize;
    const cursorAt = (record: CustomerListRecord | undefined, before: boolean) => {
      if (!record) return null;
      const value = record[key];
      return encodeCustomerListCursor({
        sortBy: key,
        direction: body.SortDirection,
        // Timestamps to the microsecond, as PostgreSQL keeps them.
        value:
          key === 'lastUpdated' || key === 'createdOn' ? new Date(value).toISOString().replace(/Z$/, '000Z') : value,
        id: record.id,
        before,
      });
    };
    const data = matching.slice(start, end);
    return answerOf(contract.GetCustomerListPage, {
      ...OK,
      data,
      nextCursor: end < matching.length ? cursorAt(data.at(-1), false) : null,
      previousCursor: start > 0 ? cursorAt(data[0], true) : null,
      total: matching.length,
      totalExact: options.totalExact ?? true,
    });
  };
}
