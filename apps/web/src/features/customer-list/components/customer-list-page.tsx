import { Stack, Tabs, Title } from '@mantine/core';
import {
  calendarDateInIndia,
  defaultCustomerListRange,
  formatIsoDate,
  parseDisplayDate,
  type CustomerListRecord,
} from '@portal/domain';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getStoredValue } from '@/lib/storage';
import { useDownloadStaffPdf, useViewStaffPdf } from '@/lib/staff-pdf';
import { criteriaChanges, criteriaOf, TAB_PARAMS, useListAddress } from '../customer-list-params';
import { CustomerListSearch } from './customer-list-search';
import { CustomerTable } from './customer-table';

function isoOf(display: string): string {
  const date = parseDisplayDate(display);
  return date ? formatIsoDate(date) : '';
}

/**
 * /CustomerList (portal.md §2): the branch's applications of the last 15 days on arrival, searched by
 * dates or by reference number, in the tabs 'Completed forms' and 'Partially Filled Forms', each paged
 * by the server (decision 032). Admins search every branch (an empty branch code). The search, tab,
 * sort and page are kept in the address (customer-list-params.ts), and each visit reads the list again,
 * so a status changed on an application's page shows on return.
 */
export function CustomerListPage() {
  const isAdmin = getStoredValue('isAdmin') === 'true';
  // An admin's list is every branch's, whichever branch the admin belongs to (portal.md §6).
  const heading = isAdmin ? 'All branches' : getStoredValue('branchName') || 'Customer List';
  const branchCode = isAdmin ? '' : (getStoredValue('branchCode') ?? '');
  const today = useMemo(() => calendarDateInIndia(new Date()), []);
  const range = useMemo(() => defaultCustomerListRange(today), [today]);
  // The search, tab and page live in the address, so coming back from an application finds them as left;
  // this page alone writes it, its tables through `address`.
  const address = useListAddress();
  const criteria = criteriaOf(address.get, branchCode, range);
  const tab = address.get('tab') === 'partial' ? 'partial' : 'completed';
  const queryClient = useQueryClient();
  const searching = useIsFetching({ queryKey: ['customer-list'] }) > 0;
  const view = useViewStaffPdf();
  const download = useDownloadStaffPdf();
  const downloadingId = download.isPending ? download.variables.registrationId : null;

  const tableProps = {
    address,
    criteria,
    onView: (record: CustomerListRecord) => view.view(record.id),
    onDownload: (record: CustomerListRecord) =>
      download.mutate({ registrationId: record.id, referenceNo: record.referenceNo }),
    viewingId: view.viewingId,
    downloadingId,
    showBranch: isAdmin,
  };

  return (
    <Stack gap="md">
      <Title order={1}>{heading}</Title>
      <CustomerListSearch
        today={today}
        defaults={{ fromDate: isoOf(range.fromDate), toDate: isoOf(range.toDate) }}
        initial={criteria}
        branchCode={branchCode}
        searching={searching}
        onSearch={(next) => {
          address.update(criteriaChanges(next));
          // Search again with the same criteria reads the list again.
          void queryClient.invalidateQueries({ queryKey: ['customer-list'] });
        }}
      />
      <Tabs
        value={tab}
        onChange={(value) =>
          // Each tab has its own search box, sort and pages, as when it is opened afresh.
          address.update({
            tab: value === 'partial' ? 'partial' : null,
            ...Object.fromEntries(TAB_PARAMS.map((name) => [name, null])),
          })
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="completed">Completed forms</Tabs.Tab>
          <Tabs.Tab value="partial">Partially Filled Forms</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="completed" pt="md">
          <CustomerTable title="Completed forms" status="Completed" showReviewStatus {...tableProps} />
        </Tabs.Panel>
        <Tabs.Panel value="partial" pt="md">
          <CustomerTable
            title="Partially Filled Forms"
            status="Partially Filled"
            showReviewStatus={false}
            {...tableProps}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
