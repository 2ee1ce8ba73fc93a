import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { queueStatusesOf, type GetReviewQueueResponse, type ReviewQueueRecord } from '@portal/domain';
import { IconEye, IconHandGrab, IconHandOff, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApplicationLink } from '@/components/application-link';
import { DataTable, useNarrowScreen, type DataTableColumn } from '@/components/data-table';
import { QueryContent } from '@/components/query-content';
import { useRecordTable } from '@/components/record-table';
import { TablePager } from '@/components/table-pager';
import { ownQueueBranch, useAssignment, useReviewQueue } from '@/lib/review-queue';
import { getStaffRole, getStoredValue } from '@/lib/storage';
import { showInfoToast } from '@/lib/toasts';
import { useAllBranches } from '../api/all-branches';
import { dueByText, reviewQueueColumns, type ReviewQueueColumn } from '../review-queue-columns';

const TITLE = 'To do';

/** What waits for the signed-in role, in words for the page's introduction. */
function stepsText(): string {
  const role = getStaffRole();
  const statuses = role === null ? [] : queueStatusesOf(role);
  if (statuses.length === 2) return 'Submitted applications to verify and Verified applications to approve or reject';
  if (statuses[0] === 'Verified') return 'Verified applications to approve or reject';
  return 'Submitted applications to verify';
}

function RowButtons({ record, userName }: { record: ReviewQueueRecord; userName: string }) {
  const location = useLocation();
  const take = useAssignment('take');
  const release = useAssignment('release');
  // A finger needs a 44 px target on a phone's card (WCAG 2.5.5); a desk's row keeps them small.
  const narrow = useNarrowScreen();
  const size = { size: narrow ? 'sm' : 'xs', h: narrow ? 44 : undefined } as const;
  const mine = record.assignedTo === userName;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        {...size}
        component={Link}
        to={`/CustomerList/${record.id}`}
        state={{ from: `${location.pathname}${location.search}` }}
        variant="light"
        leftSection={<IconEye size={14} aria-hidden />}
        aria-label={`Open ${record.referenceNo}`}
      >
        Open
      </Button>
      {mine ? (
        <Button
          {...size}
          variant="default"
          leftSection={<IconHandOff size={14} aria-hidden />}
          loading={release.isPending}
          onClick={() => release.mutate(record.id, { onSuccess: (answer) => showInfoToast(answer.responseMessage) })}
          aria-label={`Release ${record.referenceNo}`}
        >
          Release
        </Button>
      ) : (
        <Button
          {...size}
          leftSection={<IconHandGrab size={14} aria-hidden />}
          loading={take.isPending}
          // Another's: an admin may take it over; anyone else is refused by the server, naming who has it.
          disabled={record.assignedTo !== null && getStoredValue('isAdmin') !== 'true'}
          onClick={() => take.mutate(record.id, { onSuccess: (answer) => showInfoToast(answer.responseMessage) })}
          aria-label={`Take ${record.referenceNo}`}
        >
          Take
        </Button>
      )}
    </Group>
  );
}

function ReviewQueueTable({ answer, isAdmin }: { answer: GetReviewQueueResponse; isAdmin: boolean }) {
  const userName = getStoredValue('userName') ?? '';
  const columns = useMemo(
    () => reviewQueueColumns(userName).filter((column) => isAdmin || !column.adminsOnly),
    [userName, isAdmin],
  );
  // The oldest first, as the server answers them; a header's click sorts by another column.
  const records = useRecordTable(answer.data, columns, [{ id: 'waitingSince', desc: false }]);

  const cells: Partial<Record<ReviewQueueColumn['id'], DataTableColumn<ReviewQueueRecord>['cell']>> = {
    referenceNo: (record) => <ApplicationLink registrationId={record.id} referenceNo={record.referenceNo} />,
    // Overdue in words and in bold red, not by colour alone.
    dueBy: (record) =>
      record.overdue ? (
        <Text component="span" size="sm" c="red.9" fw={700}>
          {dueByText(record)}
        </Text>
      ) : (
        dueByText(record)
      ),
  };
  const shownColumns: DataTableColumn<ReviewQueueRecord>[] = [
    ...columns.map((column) => {
      const shown = records.dataColumn(column);
      return { ...shown, cell: cells[column.id] ?? shown.cell };
    }),
    { id: 'action', label: 'Action', cell: (record) => <RowButtons record={record} userName={userName} /> },
  ];

  return (
    <Stack gap="sm">
      <TextInput
        label="Search To do"
        description="Reference No., name or who has it"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={records.globalFilter}
        onChange={(event) => records.table.setGlobalFilter(event.currentTarget.value)}
        w={{ base: '100%', xs: 320 }}
      />
      {answer.truncated && (
        <Alert color="yellow" title="More applications are waiting">
          {`Showing the ${answer.data.length.toLocaleString('en-IN')} oldest.`}
        </Alert>
      )}
      <DataTable
        caption={TITLE}
        hideCaption
        columns={shownColumns}
        records={records.pageRows}
        recordKey={(record) => record.id}
        recordName={(record) => `Reference No. ${record.referenceNo}`}
        emptyText="Nothing to do: no application is waiting for your review step."
        cardHeadingOrder={2}
        onSort={records.onSort}
        minWidth={1000}
      />
      <TablePager table={records.table} title={TITLE} />
    </Stack>
  );
}

/**
 * /ToDo, the staff's home (issue 28, docs/decisions/043): the applications waiting for the branch's next
 * review step (Submitted for a clerk, Verified for an officer, both for an admin), the oldest first,
 * whatever their date, with their age and due-by, and who has taken each. An admin chooses a branch or
 * sees them all.
 */
export function ReviewQueuePage() {
  const isAdmin = getStoredValue('isAdmin') === 'true';
  const [chosenBranch, setChosenBranch] = useState(ownQueueBranch);
  const queue = useReviewQueue(isAdmin ? chosenBranch : ownQueueBranch());
  const branchName = isAdmin ? null : (getStoredValue('branchName') ?? null);
  const dueDays = queue.data?.reviewDueDays;
  const branches = useAllBranches(isAdmin);

  return (
    <Stack gap="md">
      <Title order={1}>{TITLE}</Title>
      <Text size="sm">
        {`${branchName ? `${branchName}: ` : ''}${stepsText()}, the oldest first.${
          dueDays === undefined
            ? ''
            : ` Each is due ${dueDays} ${dueDays === 1 ? 'day' : 'days'} after it started waiting.`
        } Take one to show colleagues you are working on it.`}
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
      <QueryContent query={queue} label="the applications to do">
        {(answer) => <ReviewQueueTable key={chosenBranch} answer={answer} isAdmin={isAdmin} />}
      </QueryContent>
    </Stack>
  );
}
