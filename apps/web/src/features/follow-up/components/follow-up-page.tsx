import { Alert, Button, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FollowUpListResponse, FollowUpRecord } from '@portal/domain';
import { IconBell, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ApplicationLink } from '@/components/application-link';
import { DataTable, useNarrowScreen, type DataTableColumn } from '@/components/data-table';
import { QueryContent } from '@/components/query-content';
import { useRecordTable } from '@/components/record-table';
import { TablePager } from '@/components/table-pager';
import { getErrorMessage } from '@/lib/query-client';
import { getStoredValue } from '@/lib/storage';
import { showInfoToast } from '@/lib/toasts';
import { useAllBranches, useFollowUpList, useSendReminder } from '../api/follow-up-api';
import { FOLLOW_UP_COLUMNS, reminderWaitText, type FollowUpColumn } from '../follow-up-columns';

const TITLE = 'Applications to follow up';
/** A branch's own staff see one branch, so the rows need not name it. */
const BRANCH_COLUMNS = FOLLOW_UP_COLUMNS.filter((column) => !column.adminsOnly);

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
  const columns = isAdmin ? FOLLOW_UP_COLUMNS : BRANCH_COLUMNS;
  // The longest idle first, as the server answers them; a header's click sorts by another column.
  const records = useRecordTable(answer.data, columns, [{ id: 'daysSinceChange', desc: true }]);
  const reminder = useSendReminder(branchCode);

  const cells: Partial<Record<FollowUpColumn['id'], DataTableColumn<FollowUpRecord>['cell']>> = {
    referenceNo: (record) => <ApplicationLink registrationId={record.id} referenceNo={record.referenceNo} />,
    branchCode: (record) => branchNames.get(record.branchCode) ?? record.branchCode,
  };
  const shownColumns: DataTableColumn<FollowUpRecord>[] = [
    ...columns.map((column) => {
      const shown = records.dataColumn(column);
      return { ...shown, cell: cells[column.id] ?? shown.cell };
    }),
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
        value={records.globalFilter}
        onChange={(event) => records.table.setGlobalFilter(event.currentTarget.value)}
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
        records={records.pageRows}
        recordKey={(record) => record.id}
        recordName={(record) => `Reference No. ${record.referenceNo}`}
        emptyText="No applications to follow up"
        cardHeadingOrder={2}
        onSort={records.onSort}
        minWidth={900}
      />
      <TablePager table={records.table} title={TITLE} />
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
        {`${isAdmin ? 'Applications' : `${getStoredValue('branchName') ?? 'The branch'}: applications`} started and not yet submitted, the longest idle first. A reminder is one SMS to the customer, at most one per customer mobile a day, whichever application.`}
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
