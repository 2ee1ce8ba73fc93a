import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { FollowUpListResponse, FollowUpRecord } from '@portal/domain';
import { IconBell } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ApplicationLink } from '@/components/application-link';
import { BranchChoice } from '@/components/branch-choice';
import { useNarrowScreen, type DataTableColumn } from '@/components/data-table';
import { QueryContent } from '@/components/query-content';
import { SearchableRecordList } from '@/components/searchable-record-list';
import { getErrorMessage } from '@/lib/query-client';
import { useAllBranches } from '@/lib/reference-list';
import { getStoredValue } from '@/lib/storage';
import { showInfoToast } from '@/lib/toasts';
import { useFollowUpList, useSendReminder } from '../api/follow-up-api';
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
  const reminder = useSendReminder(branchCode);
  const cells: Partial<Record<FollowUpColumn['id'], DataTableColumn<FollowUpRecord>['cell']>> = {
    referenceNo: (record) => <ApplicationLink registrationId={record.id} referenceNo={record.referenceNo} />,
    branchCode: (record) => branchNames.get(record.branchCode) ?? record.branchCode,
  };

  return (
    <SearchableRecordList
      title={TITLE}
      rows={answer.data}
      columns={isAdmin ? FOLLOW_UP_COLUMNS : BRANCH_COLUMNS}
      // The longest idle first, as the server answers them.
      initialSort={[{ id: 'daysSinceChange', desc: true }]}
      cells={cells}
      actionColumn={{
        id: 'reminder',
        label: 'Reminder',
        cell: (record) => (
          <ReminderButton
            record={record}
            sending={reminder.isPending && reminder.variables === record.id}
            onSend={() => reminder.mutate(record.id, { onSuccess: (sent) => showInfoToast(sent.responseMessage) })}
          />
        ),
      }}
      search={{ label: `Search ${TITLE.toLowerCase()}` }}
      truncated={
        answer.truncated
          ? {
              title: 'Too many applications',
              text: `Showing the ${answer.data.length.toLocaleString('en-IN')} longest idle.`,
            }
          : undefined
      }
      emptyText="No applications to follow up"
      minWidth={900}
      notice={
        reminder.isError && (
          <Alert
            color="red"
            title="The reminder was not sent"
            withCloseButton
            closeButtonLabel="Close the message"
            onClose={() => reminder.reset()}
          >
            {getErrorMessage(reminder.error)}
          </Alert>
        )
      }
    />
  );
}

/**
 * /FollowUp (decision 028): the branch's applications not yet submitted, with how far the
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
      {isAdmin && <BranchChoice branches={branches.data} value={chosenBranch} onChange={setChosenBranch} />}
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
