import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import {
  FIRST_HOLDER_STEP_KEYS,
  customerMayChange,
  hubSectionsFor,
  messages,
  type AccountHolderRow,
  type RegistrationDetails,
} from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import { ConfirmationModal, useConfirmation } from '@/components/confirmation-modal';
import { formatTimestampForDisplay } from '@/lib/format-date';
import { useOpenHolder } from '@/lib/holder-route';
import { useRegistrationQuery } from '@/lib/registration-queries';
import { useAddApplicantHolder } from '../api/add-applicant-holder';
import { useDeleteCustomerAccountHolder } from '../api/delete-customer-account-holder';
import { StatusBadge, StatusText } from '@/components/application-status';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { QueryContent } from '@/components/query-content';
import { ReturnedPartNote } from '@/components/review-notice';
import { editDeleteActions } from '@/components/row-actions';

interface HoldersSectionProps {
  registration: RegistrationDetails;
}

function holderName(row: AccountHolderRow): string {
  // The KYC wizard fills the name; until then the row still needs something a person can recognise.
  return row.customerName.trim() || `Holder ${row.holderSrNo} (details not yet filled)`;
}

const HOLDER_COLUMNS: readonly DataTableColumn<AccountHolderRow>[] = [
  { id: 'lastUpdated', label: 'Last Update', cell: (row) => formatTimestampForDisplay(row.lastUpdated) },
  // The name is each card's heading.
  { id: 'name', label: 'Account Holder Name', cell: holderName, card: 'hidden' },
  {
    id: 'status',
    label: 'Status',
    cell: (row) => <StatusText status={row.status} />,
    card: 'status',
    cardCell: (row) => <StatusBadge status={row.status} />,
  },
  // How far each holder's wizard is: what is left before Submit, holder by holder.
  { id: 'steps', label: 'Steps saved', cell: (row) => `${row.steps.done} of ${row.steps.needed}` },
];

export function HoldersSection({ registration }: HoldersSectionProps) {
  const { registrationId, accountTypeId } = registration;
  // Adding and removing holders is never reopened; a returned wizard step opens every holder's wizard.
  const holdersLocked = !customerMayChange(registration, 'holders');
  const stepsOpen = FIRST_HOLDER_STEP_KEYS.some((step) => customerMayChange(registration, step));
  const holders = useRegistrationQuery(registrationId, 'holders');
  const addHolder = useAddApplicantHolder(registrationId);
  const deleteHolder = useDeleteCustomerAccountHolder(registrationId);
  const confirmDelete = useConfirmation((row: AccountHolderRow) => deleteHolder.mutate(row.registrationHoldersId));

  const editHolder = useOpenHolder(accountTypeId);

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="holders-heading">
      <Stack>
        <Title order={2} size="h3" id="holders-heading">
          Account holders status
        </Title>
        <ReturnedPartNote review={registration} parts={FIRST_HOLDER_STEP_KEYS} />
        <QueryContent query={holders} label="the account holders">
          {(rows) => (
            <DataTable
              caption="Account holders"
              hideCaption
              columns={HOLDER_COLUMNS}
              records={rows}
              recordKey={(row) => row.registrationHoldersId}
              recordName={holderName}
              actions={(row) =>
                editDeleteActions({
                  recordName: `holder ${row.holderSrNo}`,
                  onEdit: () => editHolder(row),
                  // Holder 1 is the applicant: the application cannot exist without them.
                  onDelete: row.holderSrNo === 1 ? undefined : () => confirmDelete.ask(row),
                  disabled: !stepsOpen,
                  deleteDisabled: holdersLocked,
                  deleting: deleteHolder.isPending && deleteHolder.variables === row.registrationHoldersId,
                })
              }
              cardHeadingOrder={3}
              minWidth={480}
            />
          )}
        </QueryContent>
        {hubSectionsFor(accountTypeId).addApplicant && (
          <Group>
            <Button
              variant="outline"
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => addHolder.mutate()}
              loading={addHolder.isPending}
              disabled={holdersLocked}
            >
              Add new applicant
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmationModal
        {...confirmDelete.modalProps}
        message={messages.deleteHolderConfirm}
        detail={
          confirmDelete.pending?.customerName.trim()
            ? `Holder ${confirmDelete.pending.holderSrNo}: ${confirmDelete.pending.customerName.trim()}`
            : confirmDelete.pending
              ? holderName(confirmDelete.pending)
              : undefined
        }
      />
    </Paper>
  );
}
