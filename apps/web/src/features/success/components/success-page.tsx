import { Anchor, Box, Button, Center, List, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { messages, type SubmittedApplication } from '@portal/domain';
import { IconCircleCheck, IconDownload, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { InsuredAmountNote } from '@/components/deposit-insurance';
import { ApiError } from '@/lib/api-client';
import { formatTimestampForDisplay } from '@/lib/format-date';
import { currentLanguage, i18n, translateMessage, translateValue } from '@/lib/i18n';
import { getErrorMessage } from '@/lib/query-client';
import { useDownloadPdf, useSharePdf } from '../api/application-pdf';
import { useSubmittedApplication } from '../api/get-submitted-application';

const STATUS_PATH = '/Status';

/** What a proof covers, as documentsToBring (packages/domain api/submit.ts) words it. */
const PROOF_COVERS = {
  'proof of address': 'successPage.covers.address',
  'proof of identity': 'successPage.covers.identity',
  'proof of identity and address': 'successPage.covers.identityAndAddress',
} as const;
const FIXED_DOCUMENTS = {
  'PAN card': 'successPage.panCard',
  'Form 60, signed (in place of a PAN card)': 'successPage.form60',
  'A recent passport-size photograph': 'successPage.photograph',
} as const;
const PROOF_WITH_COVERS = /^(.+) \((proof of (?:identity and address|identity|address))\)$/;

/**
 * A document to bring in the language shown now: the server names them in English (documentsToBring),
 * a proof as its list value with what it covers; a name it does not know stays as it came.
 */
function documentName(document: string): string {
  if (document in FIXED_DOCUMENTS) return i18n.t(FIXED_DOCUMENTS[document as keyof typeof FIXED_DOCUMENTS]);
  const proof = PROOF_WITH_COVERS.exec(document);
  if (proof?.[1] && proof[2] && proof[2] in PROOF_COVERS) {
    return i18n.t('successPage.proofCovers', {
      name: translateValue(proof[1]),
      covers: i18n.t(PROOF_COVERS[proof[2] as keyof typeof PROOF_COVERS]),
    });
  }
  return translateValue(document);
}

function registrationIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return param && /^[1-9]\d{0,9}$/.test(param) && id <= 2_147_483_647 ? id : null;
}

/**
 * /success/{registrationId} (decision 019): the customer's own submitted application, read from the server,
 * so a reload shows the same page. It says what happens next (the branch to visit and the originals
 * to bring), offers the PDF (Download, and Share where the browser can share files) and leads back to
 * the Status list. The customer stays signed in.
 */
export function SuccessPage() {
  const { t } = useTranslation();
  const registrationId = registrationIdOf(useParams().registrationId);
  const query = useSubmittedApplication(registrationId);

  if (registrationId === null) return <NoSuccessPage message={translateMessage(messages.notFound)} />;
  if (query.isPending) {
    return (
      <Center mih="40vh">
        <Loader role="status" aria-label={t('success.loading')} />
      </Center>
    );
  }
  if (query.isError) {
    // Another customer's or a missing id (404) and an application not yet submitted (409) are final;
    // a lost connection or a server fault may pass.
    const refused = query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500;
    return (
      <NoSuccessPage
        message={getErrorMessage(query.error)}
        onRetry={refused ? undefined : () => void query.refetch()}
      />
    );
  }
  return <SubmittedApplicationView application={query.data} />;
}

function NoSuccessPage({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" py="xl" maw={560} mx="auto">
      <Title order={1} size="h2">
        {t('success.noneTitle')}
      </Title>
      <Text>{message}</Text>
      {onRetry && <Button onClick={onRetry}>{t('common.tryAgain')}</Button>}
      <Anchor component={Link} to={STATUS_PATH} fw={600}>
        {t('success.goToApplications')}
      </Anchor>
    </Stack>
  );
}

/** Download the application's PDF, and share it where the phone can. */
function PdfActions({ registrationId, referenceNo }: Pick<SubmittedApplication, 'registrationId' | 'referenceNo'>) {
  const { t } = useTranslation();
  const pdf = useDownloadPdf(registrationId, referenceNo);
  const sharing = useSharePdf(registrationId, referenceNo);
  return (
    <Stack gap="sm">
      <Button
        fullWidth
        size="md"
        leftSection={<IconDownload size={20} aria-hidden />}
        onClick={pdf.download}
        loading={pdf.downloading}
      >
        {t('actions.downloadPdf')}
      </Button>
      {pdf.downloaded && (
        <Text size="sm" ta="center" role="status">
          {t('success.savedInDownloads', { file: `${referenceNo}.pdf` })}
        </Text>
      )}
      {sharing.shareable && (
        <Button
          fullWidth
          size="md"
          variant="light"
          // The label stays visible while the PDF is fetched for sharing; the button waits for it.
          leftSection={sharing.ready ? <IconShare size={20} aria-hidden /> : <Loader size={16} aria-hidden />}
          onClick={sharing.share}
          disabled={!sharing.ready}
        >
          {t('actions.sharePdf')}
        </Button>
      )}
    </Stack>
  );
}

function SubmittedApplicationView({ application }: { application: SubmittedApplication }) {
  const { t } = useTranslation();
  const { registrationId, referenceNo, branch, holders } = application;
  return (
    <Stack gap="lg" maw={560} mx="auto" py="md">
      <Stack align="center" ta="center" gap="xs">
        <ThemeIcon color="green" size={64} radius="xl" variant="light" aria-hidden>
          <IconCircleCheck size={40} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('success.title')}
        </Title>
        <Text size="lg">
          {t('success.referenceNo')} <strong data-testid="reference-no">{referenceNo}</strong>
        </Text>
        {application.submittedAt && (
          <Text size="sm" c="dimmed">
            {t('success.submittedOn', {
              date: formatTimestampForDisplay(application.submittedAt, currentLanguage()),
            })}
          </Text>
        )}
        <Text>{t('success.keepReference')}</Text>
        <InsuredAmountNote />
      </Stack>

      <PdfActions registrationId={registrationId} referenceNo={referenceNo} />

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="next-steps">
        <Stack gap="sm">
          <Title order={2} size="h3" id="next-steps">
            {t('success.nextTitle')}
          </Title>
          <Text>{t('success.nextText')}</Text>
          <Box>
            <Text fw={700}>
              {branch.name ? translateValue(branch.name) : t('success.branch', { code: branch.code })}
            </Text>
            <Text size="sm">{t('success.branchCode', { code: branch.code })}</Text>
            {branch.address && (
              <Text component="address" fs="normal">
                {branch.address}
              </Text>
            )}
          </Box>
          <Title order={3} size="h4">
            {t('success.documentsTitle')}
          </Title>
          <Text>{t('success.documentsIntro')}</Text>
          {holders.map((holder) => (
            <Box key={holder.holderSrNo}>
              <Text fw={600} id={`holder-${holder.holderSrNo}-documents`}>
                {holder.holderName
                  ? t('success.holderNamed', { number: holder.holderSrNo, name: holder.holderName })
                  : t('success.holder', { number: holder.holderSrNo })}
              </Text>
              <List aria-labelledby={`holder-${holder.holderSrNo}-documents`} spacing={4}>
                {holder.documents.map((document) => (
                  <List.Item key={document}>{documentName(document)}</List.Item>
                ))}
              </List>
            </Box>
          ))}
        </Stack>
      </Paper>

      <Button component={Link} to={STATUS_PATH} variant="outline" fullWidth size="md">
        {t('success.goToApplications')}
      </Button>
    </Stack>
  );
}
