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
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmationModal, useConfirmation } from '@/components/confirmation-modal';
import { formatTimestampForDisplay } from '@/lib/format-date';
import { currentLanguage, i18n, translateMessage } from '@/lib/i18n';
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
  /**
   * Just generated: the next step is holder 1's Edit, brought on screen and focused once the holders
   * are here (on a phone it was below the first screen after Generate Details).
   */
  focusFirstHolder?: boolean;
}

function holderName(row: AccountHolderRow): string {
  // The KYC wizard fills the name; until then the row still needs something a person can recognise.
  return row.customerName.trim() || i18n.t('holders.unnamed', { number: row.holderSrNo });
}

/** The columns in the language shown now: the section calls useTranslation, so they follow a change. */
function holderColumns(): readonly DataTableColumn<AccountHolderRow>[] {
  const language = currentLanguage();
  return [
    {
      id: 'lastUpdated',
      label: i18n.t('holders.columns.lastUpdate'),
      cell: (row) => formatTimestampForDisplay(row.lastUpdated, language),
    },
    // The name is each card's heading.
    { id: 'name', label: i18n.t('holders.columns.name'), cell: holderName, card: 'hidden' },
    {
      id: 'status',
      label: i18n.t('holders.columns.status'),
      cell: (row) => <StatusText status={row.status} />,
      card: 'status',
      cardCell: (row) => <StatusBadge status={row.status} />,
    },
    // How far each holder's wizard is: what is left before Submit, holder by holder.
    {
      id: 'steps',
      label: i18n.t('holders.columns.steps'),
      cell: (row) => i18n.t('holders.stepsSaved', { done: row.steps.done, needed: row.steps.needed }),
    },
  ];
}

/**
 * Puts the focus on the first holder's Edit, once it is there, for a customer sent back to the holders
 * (`focus`). The holders' list comes after the section (its query, then its rows): watched until it is there.
 */
function useFocusFirstHolder(section: RefObject<HTMLElement | null>, focus: boolean) {
  const { t } = useTranslation();
  const firstHolderShown = useRef(false);
  const firstEditName = t('actions.editRecord', { record: t('holders.record', { number: 1 }) });
  useEffect(() => {
    const root = section.current;
    if (!focus || firstHolderShown.current || !root) return;
    const showFirstEdit = () => {
      const edit = [...root.querySelectorAll('button')].find(
        (button) => button.getAttribute('aria-label') === firstEditName,
      );
      if (!edit) return false;
      firstHolderShown.current = true;
      edit.scrollIntoView?.({ block: 'center' });
      edit.focus({ preventScroll: true });
      return true;
    };
    if (showFirstEdit()) return;
    const observer = new MutationObserver(() => {
      if (showFirstEdit()) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [section, focus, firstEditName]);
}

/** The holder a delete is asked for: by number and name, or as the list names them. */
function holderDetail(row: AccountHolderRow): string {
  const name = row.customerName.trim();
  return name ? i18n.t('holders.named', { number: row.holderSrNo, name }) : holderName(row);
}

export function HoldersSection({ registration, focusFirstHolder = false }: HoldersSectionProps) {
  const { t } = useTranslation();
  const { registrationId, accountTypeId } = registration;
  // Adding and removing holders is never reopened; a returned wizard step opens every holder's wizard.
  const holdersLocked = !customerMayChange(registration, 'holders');
  const stepsOpen = FIRST_HOLDER_STEP_KEYS.some((step) => customerMayChange(registration, step));
  const holders = useRegistrationQuery(registrationId, 'holders');
  const addHolder = useAddApplicantHolder(registrationId);
  const deleteHolder = useDeleteCustomerAccountHolder(registrationId);
  const confirmDelete = useConfirmation((row: AccountHolderRow) => deleteHolder.mutate(row.registrationHoldersId));

  const editHolder = useOpenHolder(accountTypeId);

  const section = useRef<HTMLElement>(null);
  useFocusFirstHolder(section, focusFirstHolder);

  return (
    <Paper ref={section} component="section" withBorder p="md" aria-labelledby="holders-heading">
      <Stack>
        <Title order={2} size="h3" id="holders-heading">
          {t('holders.title')}
        </Title>
        <ReturnedPartNote review={registration} parts={FIRST_HOLDER_STEP_KEYS} />
        <QueryContent query={holders} label={t('holders.loading')}>
          {(rows) => (
            <DataTable
              caption={t('holders.caption')}
              hideCaption
              columns={holderColumns()}
              records={rows}
              recordKey={(row) => row.registrationHoldersId}
              recordName={holderName}
              actions={(row) =>
                editDeleteActions({
                  recordName: t('holders.record', { number: row.holderSrNo }),
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
              {t('holders.addApplicant')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmationModal
        {...confirmDelete.modalProps}
        message={translateMessage(messages.deleteHolderConfirm)}
        detail={confirmDelete.pending ? holderDetail(confirmDelete.pending) : undefined}
      />
    </Paper>
  );
}
