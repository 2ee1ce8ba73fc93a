import { Alert, Button, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { CUSTOMER_LIST_PAGE_SIZE, type FollowUpListResponse, type FollowUpRecord } from '@portal/domain';
import { IconBell, IconSearch } from '@tabler/icons-react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useId, useState } from 'react';
import { ApplicationLink } from '@/components/application-link';
import { DataTable, useNarrowScreen, type DataTableColumn } from '@/components/data-table';
import { QueryContent } from '@/components/query-content';
import { shownTextFilter } from '@/components/shown-text-filter';
import { sortableHeader } from '@/components/sort-header';
import { TablePager } from '@/components/table-pager';
import { getErrorMessage } from '@/lib/query-client';
import { getStoredValue } from '@/lib/storage';
import { showInfoToast } from '@/lib/toasts';
import { useAllBranches, useFollowUpList, useSendReminder } from '../api/follow-up-api';
import { FOLLOW_UP_COLUMNS, reminderWaitText } from '../follow-up-columns';

const TITLE = 'Applications to follow up';

function ReminderButton({ record, sending, onSend }: { record: FollowUpRecord; sending: boolean; onSend: () => void }) {
  const reasonId = useId();
  const waiting = !record.reminderAllowed;
  // A finger needs a 44 px target on a phone's card (WCAG 2.5.5); a desk's row keeps it small.
  const narrow = useNarrowScreen();
  return (
    <Stack gap={4} align="flex-start">
      <Button
        size={narrow ? 'sm' : 'xs'}
        h={narrow ? 44 : undefined}
        variant="light"
        leftSection={<IconBell size={14} aria-hidden />}
        disabled={waiting}
        loading={sending}
        onClick={onSend}
        aria-label={`Send reminder for ${record.referenceNo}`}
        aria-describedby={waiting ? reasonId : undefined}
        style={{ flexShrink: 0 }}
      >
        Send reminder
      </Button>
      {waiting && (
        <Text id={reasonId} size="xs" c="gray.7">
          {reminderWaitText(record)}
        </Text>
      )}
    </Stack>
  );
}

function FollowUpTable({
  answer,
  isAdmin,
  branchNames,
  branchCode,
}: {
  answer: FollowUpListResponse;
  isAdmin: boolean;
  branchNames: ReadonlyMap<string, string>;
  branchCode: string;
}) {
  const columns = FOLLOW_UP_COLUMNS.filter((column) => isAdmin || !column.adminsOnly);
  // The longest idle first, as the server answers them; a header's click sorts by another column.
  const [sorting, setSorting] = useState<SortingState>([{ id: 'daysSinceChange', desc: true }]);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: CUSTOMER_LIST_PAGE_SIZE });
  const [globalFilter, setGlobalFilter] = useState('');
  const reminder = useSendReminder(branchCode);

  const definitions: ColumnDef<FollowUpRecord, string | number>[] = columns.map((column) => ({
    id: column.id,
    header: column.header,
    accessorFn: column.sortValue ?? column.text,
    sortingFn: column.sortValue ? 'basic' : 'text',
    sortDescFirst: column.sortValue !== undefined,
  }));
  // TanStack Table keeps its own state and is not memoizable: the compiler skips this component, as intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: answer.data,
    columns: definitions,
    state: { sorting, pagination, globalFilter },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    onGlobalFilterChange: setGlobalFilter,
    globalFilterFn: shownTextFilter(columns),
    getColumnCanGlobalFilter: () => true,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getRowId: (row) => String(row.id),
  });

  const shownColumns: DataTableColumn<FollowUpRecord>[] = [
    ...columns.map<DataTableColumn<FollowUpRecord>>((column) => ({
      id: column.id,
      label: column.header,
      ...sortableHeader(table.getColumn(column.id), column.header),
      cell:
        column.id === 'referenceNo'
          ? (record) => <ApplicationLink registrationId={record.id} referenceNo={record.referenceNo} />
          : column.id === 'branchCode'
            ? (record) => branchNames.get(record.branchCode) ?? record.branchCode
            : column.text,
    })),
    {
      id: 'reminder',
      label: 'Reminder',
      cell: (record) => (
        <ReminderButton
          record={record}
          sending={reminder.isPending && reminder.variables === record.id}
          onSend={() => reminder.mutate(record.id, { onSuccess: (sent) => showInfoToast(sent.responseMessage) })}
        />
      ),
    },
  ];

  return (
    <Stack gap="sm">
      {reminder.isError && (
        <Alert
          color="red"
          title="The reminder was not sent"
          withCloseButton
          closeButtonLabel="Close the message"
          onClose={() => reminder.reset()}
        >
          {getErrorMessage(reminder.error)}
        </Alert>
      )}
      <TextInput
        label={`Search ${TITLE.toLowerCase()}`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={globalFilter}
        onChange={(event) => table.setGlobalFilter(event.currentTarget.value)}
        w={{ base: '100%', xs: 320 }}
      />
      {answer.truncated && (
        <Alert color="yellow" title="Too many applications">
          {`Showing the ${answer.data.length.toLocaleString('en-IN')} longest idle.`}
        </Alert>
      )}
      <DataTable
        caption={TITLE}
        hideCaption
        columns={shownColumns}
        records={table.getRowModel().rows.map((row) => row.original)}
        recordKey={(record) => record.id}
        recordName={(record) => `Reference No. ${record.referenceNo}`}
        emptyText="No applications to follow up"
        cardHeadingOrder={2}
        onSort={(columnId, direction) => setSorting([{ id: columnId, desc: direction === 'descending' }])}
        minWidth={900}
      />
      <TablePager table={table} title={TITLE} />
    </Stack>
  );
}

/**
 * /FollowUp (issue 14, decision 028): the branch's applications not yet submitted, with how far the
 * customer got and how long ago, sortable, and a reminder SMS for each (one a day). An admin chooses a
 * branch or sees them all.
 */
export function FollowUpPage() {
  const isAdmin = getStoredValue('isAdmin') === 'true';
  const [chosenBranch, setChosenBranch] = useState('');
  const branchCode = isAdmin ? chosenBranch : (getStoredValue('branchCode') ?? '');
  const list = useFollowUpList(branchCode);
  const branches = useAllBranches(isAdmin);
  const branchNames = new Map((branches.data ?? []).map((branch) => [branch.id, branch.branchName]));

  return (
    <Stack gap="md">
      <Title order={1}>Follow-up</Title>
      <Text size="sm">
        {`${isAdmin ? 'Applications' : `${getStoredValue('branchName') ?? 'The branch'}: applications`} started and not yet submitted, the longest idle first. A reminder is one SMS to the customer, at most one per application a day.`}
      </Text>
      {isAdmin && (
        <NativeSelect
          label="Branch"
          value={chosenBranch}
          onChange={(event) => setChosenBranch(event.currentTarget.value)}
          data={[
            { value: '', label: 'All branches' },
            ...(branches.data ?? []).map((branch) => ({ value: branch.id, label: branch.branchName })),
          ]}
          w={{ base: '100%', xs: 320 }}
        />
      )}
      <QueryContent query={list} label="the applications to follow up">
        {(answer) => (
          <FollowUpTable
            // A new branch starts again at its first page, sorted the longest idle first.
            key={branchCode}
            answer={answer}
            isAdmin={isAdmin}
            branchNames={branchNames}
            branchCode={branchCode}
          />
        )}
      </QueryContent>
    </Stack>
  );
}
