import { Anchor, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { GetApplicationResponse } from '@portal/domain';
import { IconArrowLeft, IconDownload, IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { StatusBadge } from '@/components/application-status';
import { NextApplicationButton } from '@/components/next-application-button';
import { QueryContent } from '@/components/query-content';
import { formatDateTime, formatTimestampForDisplay } from '@/lib/format-date';
import { backToList } from '@/lib/list-origin';
import { useDownloadStaffPdf, useViewStaffPdf } from '@/lib/staff-pdf';
import { useApplication, useReferenceNames } from '../api/application-api';
import { holderName, holderStepGroups, sectionGroups } from '../application-values';
import { ApplicationHistory } from './application-history';
import { DocumentGallery } from './document-gallery';
import { HolderAgreement } from './holder-agreement';
import { PossibleDuplicates } from './possible-duplicates';
import { ReviewActions } from './review-actions';
import { ReviewDetails } from './review-details';
import { ValueGroups } from './value-groups';
import { ValueList } from '@/components/value-list';

/** Back to the list the page was opened from, its search and page as they were (lib/list-origin.ts). */
function BackLink() {
  const back = backToList(useLocation().state);
  return (
    <Anchor component={Link} to={back.to} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <IconArrowLeft size={16} aria-hidden />
      {back.label}
    </Anchor>
  );
}

function summaryValues({ application }: GetApplicationResponse) {
  return [
    { label: 'Reference No.', value: application.referenceNo },
    { label: 'Account Type', value: application.accountTypeName },
    { label: 'Entity Type', value: application.entityTypeName },
    { label: 'Branch', value: `${application.branchName} (${application.branchCode})` },
    { label: 'Location', value: application.locationName },
    { label: 'Mobile No.', value: application.mobileNo },
    { label: 'E-mail', value: application.email },
    { label: 'No. of Holders', value: String(application.holdersCount) },
    { label: 'Form Filled By', value: application.formFillBy },
    { label: 'Created On', value: formatDateTime(application.createdOn) },
    { label: 'Last Updated', value: formatDateTime(application.lastUpdated) },
    {
      label: 'Submitted On',
      value: application.submittedOn === null ? 'Not submitted yet' : formatDateTime(application.submittedOn),
    },
  ].filter((entry) => entry.value !== '');
}

function ApplicationView({ answer }: { answer: GetApplicationResponse }) {
  const { application, sections, documents, history } = answer;
  const names = useReferenceNames();
  const hubSections = sectionGroups(sections, names);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} style={{ overflowWrap: 'anywhere', fontSize: 'clamp(1.5rem, 7vw, 2.125rem)' }}>
          {/* The reference wraps as a whole (a number broken across lines misreads); the heading shrinks on a phone so 15 digits fit. */}
          Application <span style={{ whiteSpace: 'nowrap' }}>{application.referenceNo}</span>
        </Title>
        <Group gap="xs">
          <StatusBadge status={application.status} />
          {answer.review.reviewStatus !== null && (
            <Text size="sm" fw={500}>{`Review: ${answer.review.reviewStatus}`}</Text>
          )}
        </Group>
      </Group>
      <ReviewActions answer={answer} />
      <Text size="sm" c="gray.7">
        {`${application.accountTypeName}, ${application.branchName}. Last updated ${formatTimestampForDisplay(application.lastUpdated)}.`}
      </Text>
      <PdfButtons application={application} />

      <PossibleDuplicates registrationId={application.registrationId} />
      <ReviewDetails answer={answer} />

      <Paper withBorder p="md" component="section" aria-labelledby="summary-heading">
        <Title order={2} size="h3" id="summary-heading" mb="sm">
          Summary
        </Title>
        <ValueList values={summaryValues(answer)} />
      </Paper>

      <TitledSection id="holders-heading" title="Account holders">
        <HolderTabs answer={answer} />
      </TitledSection>
      {hubSections.length > 0 && (
        <TitledSection id="sections-heading" title="Application sections">
          <ValueGroups groups={hubSections} headingOrder={3} />
        </TitledSection>
      )}
      <TitledSection id="documents-heading" title="Documents">
        <DocumentGallery documents={documents} />
      </TitledSection>
      <TitledSection id="history-heading" title="History">
        <ApplicationHistory history={history} />
      </TitledSection>

      <BackLink />
    </Stack>
  );
}

/** A part of the page under its own heading, which names it. */
function TitledSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** Every application has its PDF for the branch: a draft's is marked 'DRAFT - not submitted' (decision 029). */
function PdfButtons({ application }: Pick<GetApplicationResponse, 'application'>) {
  const view = useViewStaffPdf();
  const download = useDownloadStaffPdf();
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        leftSection={<IconEye size={18} aria-hidden />}
        loading={view.viewingId === application.registrationId}
        onClick={() => view.view(application.registrationId)}
      >
        View PDF
      </Button>
      <Button
        variant="outline"
        color="green"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={download.isPending}
        onClick={() =>
          download.mutate({ registrationId: application.registrationId, referenceNo: application.referenceNo })
        }
      >
        Download PDF
      </Button>
    </Group>
  );
}

/** A tab a holder: their status, their agreement to the application and their steps. */
function HolderTabs({ answer }: { answer: GetApplicationResponse }) {
  const { sections, holders, consents } = answer;
  const names = useReferenceNames();
  return (
    <Tabs defaultValue={String(holders[0]?.registrationHolderId ?? '')} keepMounted={false}>
      <Tabs.List>
        {holders.map((holder) => (
          <Tabs.Tab key={holder.registrationHolderId} value={String(holder.registrationHolderId)}>
            {`Holder ${holder.holderSrNo}: ${holderName(holder)}`}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {holders.map((holder) => (
        <Tabs.Panel key={holder.registrationHolderId} value={String(holder.registrationHolderId)} pt="sm">
          <Stack gap="xs">
            <Group gap="xs">
              <Text size="sm">Holder status:</Text>
              <StatusBadge status={holder.holderStatus} />
            </Group>
            <HolderAgreement consent={consents.find((consent) => consent.holderNo === holder.holderSrNo)} />
            <ValueGroups groups={holderStepGroups(holder, sections, names)} headingOrder={3} />
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/**
 * /CustomerList/:registrationId: one application of the branch as staff review it (DESIGN.md §5,
 * 'Branch review after submit'): its summary, each holder's steps, the hub's sections, the documents
 * viewable in place and the history. Drafts too, so staff can help a customer who is stuck.
 */
export function StaffApplicationPage() {
  const registrationId = Number(useParams().registrationId);
  const application = useApplication(registrationId);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <BackLink />
        {/* The next of the staff member's To do queue (docs/decisions/043). */}
        <NextApplicationButton currentId={registrationId} />
      </Group>
      {Number.isInteger(registrationId) && registrationId > 0 ? (
        <QueryContent query={application} label="the application">
          {(answer) => <ApplicationView answer={answer} />}
        </QueryContent>
      ) : (
        <Text>No such application.</Text>
      )}
    </Stack>
  );
}
