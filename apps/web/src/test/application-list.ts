import type { ApplicationListItem } from '@portal/domain';

/** A row of the customer's /Status list (GetAllCustomerAccountList): a submitted application unless `fields` say. */
export function applicationListItem(fields: Partial<ApplicationListItem> = {}): ApplicationListItem {
  return {
    id: 1,
    lastUpdated: '2026-03-04T20:00:00Z',
    referenceNo: '202603040000001',
    customerName: 'Asha Patil',
    accountTypeName: 'Savings Account',
    entityTypeName: 'Individual',
    holdersCount: 1,
    status: 'Completed',
    formFillBy: 'Customer',
    pdfAvailable: false,
    progress: { done: 9, needed: 9 },
    reviewStatus: 'Submitted',
    returnReasons: [],
    ...fields,
  };
}
