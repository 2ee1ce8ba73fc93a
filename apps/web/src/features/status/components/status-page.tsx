import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { messages, type ApplicationListItem } from '@portal/domain';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmationModal, useConfirmation } from '@/components/confirmation-modal';
import { QueryContent } from '@/components/query-content';
import { translateMessage } from '@/lib/i18n';
import { clearRegistrationSelection, getCustomerAuth, saveRegistrationId } from '@/lib/storage';
import { useDeleteCustomerAccount } from '../api/delete-customer-account';
import { useDownloadRegistrationPdf, useViewRegistrationPdf } from '../api/download-registration-pdf';
import { useCustomerAccountList } from '../api/get-all-customer-account-list';
import { ApplicationTable } from './application-table';
import { ReturnedApplications } from './returned-applications';

export function StatusPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The route guard guarantees a stored sign-in here.
  const mobileNo = getCustomerAuth()?.mobileNo ?? '';
  const list = useCustomerAccountList(mobileNo);
  const deleteAccount = useDeleteCustomerAccount(mobileNo);
  const downloadPdf = useDownloadRegistrationPdf();
  const viewPdf = useViewRegistrationPdf();
  const confirmDelete = useConfirmation((row: ApplicationListItem) => deleteAccount.mutate(row.id));

  function generateForm() {
    clearRegistrationSelection();
    void navigate('/CreateNewAccount');
  }

  function editApplication(row: ApplicationListItem) {
    saveRegistrationId(row.id);
    void navigate('/CreateNewAccount');
  }

  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('status.title')}
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={generateForm}>
          {t('status.generateForm')}
        </Button>
      </Group>

      <QueryContent query={list} label={t('status.yourApplications')}>
        {(rows) =>
          rows.length === 0 ? (
            <Text>{t('status.empty')}</Text>
          ) : (
            <>
              <ReturnedApplications rows={rows} />
              <ApplicationTable
                rows={rows}
                downloadingId={downloadPdf.isPending ? (downloadPdf.variables?.registrationId ?? null) : null}
                onDownload={(row) => downloadPdf.mutate({ registrationId: row.id, referenceNo: row.referenceNo })}
                viewingId={viewPdf.viewingId}
                onView={(row) => viewPdf.view(row.id)}
                onEdit={editApplication}
                onDelete={confirmDelete.ask}
              />
            </>
          )
        }
      </QueryContent>

      <ConfirmationModal
        {...confirmDelete.modalProps}
        message={translateMessage(messages.deleteAccountConfirm)}
        detail={
          confirmDelete.pending
            ? t('common.referenceNo', { referenceNo: confirmDelete.pending.referenceNo })
            : undefined
        }
      />
    </Stack>
  );
}
