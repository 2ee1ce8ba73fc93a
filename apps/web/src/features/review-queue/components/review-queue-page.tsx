import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { queueStatusesOf, type GetReviewQueueResponse, type ReviewQueueRecord } from '@portal/domain';
import { IconEye, IconHandGrab, IconHandOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ApplicationLink } from '@/components/application-link';
import { BranchChoice } from '@/components/branch-choice';
import { useNarrowScreen, type DataTableColumn } from '@/components/data-table';
import { QueryContent } from '@/components/query-content';
import { SearchableRecordList } from '@/components/searchable-record-list';
import { ownQueueBranch, useAssignment, useReviewQueue } from '@/lib/review-queue';
import { useAllBranches } from '@/lib/reference-list';
import { getStaffRole, getStoredValue } from '@/lib/storage';
import { showInfoToast } from '@/lib/toasts';
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

  return (
    <SearchableRecordList
      title={TITLE}
      rows={answer.data}
      columns={columns}
      // The oldest first, as the server answers them.
      initialSort={[{ id: 'waitingSince', desc: false }]}
      cells={cells}
      actionColumn={{
        id: 'action',
        label: 'Action',
        cell: (record) => <RowButtons record={record} userName={userName} />,
      }}
      search={{ label: 'Search To do', description: 'Reference No., name or who has it' }}
      truncated={
        answer.truncated
          ? {
              title: 'More applications are waiting',
              text: `Showing the ${answer.data.length.toLocaleString('en-IN')} oldest.`,
            }
          : undefined
      }
      emptyText="Nothing to do: no application is waiting for your review step."
      minWidth={1000}
    />
  );
}

/**
 * /ToDo, the staff's home (docs/decisions/043): the applications waiting for the branch's next
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
      {isAdmin && <BranchChoice branches={branches.data} value={chosenBranch} onChange={setChosenBranch} />}
      <QueryContent query={queue} label="the applications to do">
        {(answer) => <ReviewQueueTable key={chosenBranch} answer={answer} isAdmin={isAdmin} />}
      </QueryContent>
    </Stack>
  );
}
