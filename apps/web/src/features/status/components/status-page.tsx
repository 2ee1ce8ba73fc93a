import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ApplicationListItem } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clearRegistrationSelection, getCustomerAuth, saveRegistrationId } from '../../../lib/storage';
import { useDeleteCustomerAccount } from '../api/delete-customer-account';
import { useDownloadRegistrationPdf } from '../api/download-registration-pdf';
import { useCustomerAccountList } from '../api/get-all-customer-account-list';
import { ApplicationTable } from './application-table';
import { DeleteApplicationModal } from './delete-application-modal';

export function StatusPage() {
  const navigate = useNavigate();
  // The route guard guarantees a stored sign-in here.
  const mobileNo = getCustomerAuth()?.mobileNo ?? '';
  const list = useCustomerAccountList(mobileNo);
  const deleteAccount = useDeleteCustomerAccount(mobileNo);
  const downloadPdf = useDownloadRegistrationPdf();
  const [pendingDelete, setPendingDelete] = useState<ApplicationListItem | null>(null);

  function generateForm() {
    clearRegistrationSelection();
    void navigate('/CreateNewAccount');
  }

  function editApplication(row: ApplicationListItem) {
    saveRegistrationId(row.id);
    void navigate('/CreateNewAccount');
  }

  function confirmDelete() {
    if (pendingDelete) deleteAccount.mutate(pendingDelete.id);
    setPendingDelete(null);
  }

  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          See Your Status
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={generateForm}>
          Generate Form
        </Button>
      </Group>

      {list.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading your applications" />
        </Center>
      ) : list.isError ? (
        <Alert color="red" title="Your applications could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Please try again.</Text>
            <Button size="xs" variant="outline" color="red" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : list.data.length === 0 ? (
        <Text>You have no applications yet. Select Generate Form to start one.</Text>
      ) : (
        <ApplicationTable
          rows={list.data}
          downloadingId={downloadPdf.isPending ? (downloadPdf.variables?.registrationId ?? null) : null}
          onDownload={(row) => downloadPdf.mutate({ registrationId: row.id, referenceNo: row.referenceNo })}
          onEdit={editApplication}
          onDelete={setPendingDelete}
        />
      )}

      <DeleteApplicationModal
        opened={pendingDelete !== null}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </Stack>
  );
}
