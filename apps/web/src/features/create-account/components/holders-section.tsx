import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { hubSectionsFor, messages, type AccountHolderRow, type RegistrationDetails } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import { ConfirmationModal, useConfirmation } from '../../../components/confirmation-modal';
import { formatTimestampForDisplay } from '../../../lib/format-date';
import { useOpenHolder } from '../../../lib/holder-route';
import { useAddApplicantHolder } from '../api/add-applicant-holder';
import { useDeleteCustomerAccountHolder } from '../api/delete-customer-account-holder';
import { useCustomerAccountHolderList } from '../api/get-customer-account-holder-list';
import { DataTable } from '../../../components/data-table';
import { QueryContent } from '../../../components/query-content';
import { RowActions } from '../../../components/row-actions';

interface HoldersSectionProps {
  registration: RegistrationDetails;
  readOnly: boolean;
}

const HOLDER_COLUMNS = ['Last Update', 'Account Holder Name', 'Status', 'Action'];

// Dark text keeps both statuses above the 4.5:1 WCAG AA contrast on white.
const STATUS_COLOUR = { Completed: 'green.9', 'Partially Filled': 'red.9' } as const;

function holderName(row: AccountHolderRow): string {
  // The KYC wizard fills the name; until then the row still needs something a person can recognise.
  return row.customerName.trim() || `Holder ${row.holderSrNo} (details not yet filled)`;
}

export function HoldersSection({ registration, readOnly }: HoldersSectionProps) {
  const { registrationId, accountTypeId } = registration;
  const holders = useCustomerAccountHolderList(registrationId);
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
        <QueryContent query={holders} label="the account holders">
          {(rows) => (
            <DataTable caption="Account holders" hideCaption columns={HOLDER_COLUMNS} minWidth={480}>
              {rows.map((row) => (
                <Table.Tr key={row.registrationHoldersId}>
                  <Table.Td>{formatTimestampForDisplay(row.lastUpdated)}</Table.Td>
                  <Table.Td>{holderName(row)}</Table.Td>
                  <Table.Td>
                    <Text span fw={700} c={STATUS_COLOUR[row.status]}>
                      {row.status}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      editLabel={`Edit holder ${row.holderSrNo}`}
                      onEdit={() => editHolder(row)}
                      // Holder 1 is the applicant: the application cannot exist without them.
                      deleteLabel={row.holderSrNo === 1 ? undefined : `Delete holder ${row.holderSrNo}`}
                      onDelete={() => confirmDelete.ask(row)}
                      disabled={readOnly}
                      deleting={deleteHolder.isPending && deleteHolder.variables === row.registrationHoldersId}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </DataTable>
          )}
        </QueryContent>
        {hubSectionsFor(accountTypeId).addApplicant && (
          <Group>
            <Button
              variant="outline"
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => addHolder.mutate()}
              loading={addHolder.isPending}
              disabled={readOnly}
            >
              Add new applicant
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmationModal {...confirmDelete.modalProps} message={messages.deleteHolderConfirm} />
    </Paper>
  );
}
