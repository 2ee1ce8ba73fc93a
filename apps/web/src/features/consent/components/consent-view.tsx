import { Alert, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateIn, formatRupees, parseIsoDate, type ConsentRequestView, type NomineeAnswer } from '@portal/domain';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ValueList } from '@/components/value-list';
import { formatDateTime } from '@/lib/format-date';
import { currentLanguage, translateMessage, translateValue } from '@/lib/i18n';
import { ConsentAnswer } from './consent-answer';

interface ConsentViewProps {
  view: ConsentRequestView;
  token: string;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder p={{ base: 'sm', sm: 'md' }} aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function nomineeName(nominee: NomineeAnswer): string {
  return [nominee.firstName, nominee.middleName, nominee.lastName].filter(Boolean).join(' ');
}

function Nominee({ nominee, simultaneous }: { nominee: NomineeAnswer; simultaneous: boolean }) {
  const { t } = useTranslation();
  const born = parseIsoDate(nominee.dateOfBirth);
  const appointee = nominee.appointee;
  return (
    <List.Item>
      <Text fw={700} size="sm">
        {simultaneous
          ? `${nomineeName(nominee)}: ${t('consent.nomineeShare', { share: nominee.sharePercent })}`
          : `${t('consent.nomineeOrder', { order: nominee.order })}: ${nomineeName(nominee)}`}
      </Text>
      <Text size="sm">
        {[
          translateValue(nominee.relationship),
          born && t('consent.bornOn', { date: formatDateIn(currentLanguage(), born) }),
          nominee.isMinor && t('consent.minor'),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
      {appointee && (
        <Text size="sm">
          {t('consent.appointee', {
            name: `${appointee.firstName} ${appointee.lastName}`.trim(),
            relationship: translateValue(appointee.relationship),
          })}
        </Text>
      )}
    </List.Item>
  );
}

function Nominees({ nominees }: { nominees: ConsentRequestView['nominees'] }) {
  const { t } = useTranslation();
  if (nominees.mode === '') return <Text size="sm">{t('consent.nominationNotSaved')}</Text>;
  if (nominees.mode === 'None') return <Text size="sm">{t('consent.noNomination')}</Text>;
  const simultaneous = nominees.mode === 'Simultaneous';
  return (
    <>
      <Text size="sm">{simultaneous ? t('consent.simultaneous') : t('consent.successive')}</Text>
      <List spacing="xs" listStyleType="none" withPadding={false}>
        {nominees.nominees.map((nominee) => (
          <Nominee key={`${nominee.order}-${nomineeName(nominee)}`} nominee={nominee} simultaneous={simultaneous} />
        ))}
      </List>
    </>
  );
}

function Deposit({ deposit }: { deposit: NonNullable<ConsentRequestView['deposit']> }) {
  const { t } = useTranslation();
  const words = { amount: formatRupees(deposit.amount), tenure: deposit.tenure };
  return (
    <>
      <Text size="sm" fw={700}>
        {deposit.kind === 'FD' ? t('consent.fixedDeposit', words) : t('consent.recurringDeposit', words)}
      </Text>
      <ValueList values={deposit.details.map(({ label, value }) => ({ label: translateValue(label), value }))} />
    </>
  );
}

/** Where the holder's agreement stands, said above the answer: agreed, asked for changes, or changed since. */
function StatusNote({ view }: { view: ConsentRequestView }) {
  const { t } = useTranslation();
  if (view.status === 'Agreed' && view.agreedAt) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
        {t('consent.agreedOn', { date: formatDateTime(view.agreedAt, currentLanguage()) })}
      </Alert>
    );
  }
  if (view.status === 'Outdated' || view.status === 'Declined') {
    return (
      <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />} c="orange.9">
        {view.status === 'Outdated' ? t('consent.outdatedNote') : t('consent.declinedNote')}
      </Alert>
    );
  }
  return null;
}

/** What the holder is asked to agree to, as the server words it in the language shown, and their answer. */
export function ConsentView({ view, token }: ConsentViewProps) {
  const { t } = useTranslation();
  // The server's thanks for an answer given on this page, shown above what the answer changed.
  const [answered, setAnswered] = useState<string | null>(null);
  const holderNamed = t('consent.holderNamed', { number: view.holderNo, name: view.holderName });

  return (
    <Stack gap="lg">
      <Text>{t('consent.intro', { name: view.holderName, number: view.holderNo, mobile: view.mobileMasked })}</Text>
      <ValueList
        values={[
          { label: t('consent.referenceNo'), value: view.referenceNo },
          { label: t('consent.accountType'), value: translateValue(view.accountType) },
          { label: t('consent.branch'), value: translateValue(view.branchName) },
          { label: t('consent.you'), value: holderNamed },
        ]}
      />
      <Section id="consent-details" title={t('consent.yourDetails')}>
        <ValueList values={view.holderDetails.map(({ label, value }) => ({ label: translateValue(label), value }))} />
      </Section>
      <Section id="consent-nominees" title={t('consent.nominees')}>
        <Nominees nominees={view.nominees} />
      </Section>
      {view.deposit && (
        <Section id="consent-deposit" title={t('consent.deposit')}>
          <Deposit deposit={view.deposit} />
        </Section>
      )}
      {view.accountOperations !== '' && (
        <Section id="consent-operations" title={t('consent.operations')}>
          <Text size="sm">{translateValue(view.accountOperations)}</Text>
        </Section>
      )}
      <Section id="consent-declaration" title={t('consent.declaration')}>
        <List type="ordered" spacing="xs" size="sm">
          {view.declaration.map((clause, index) => (
            <List.Item key={index}>{clause}</List.Item>
          ))}
        </List>
      </Section>
      <Section id="consent-answer" title={t('consent.answer')}>
        {answered && (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            {translateMessage(answered)}
          </Alert>
        )}
        <StatusNote view={view} />
        {view.status !== 'Agreed' && (
          <ConsentAnswer token={token} mobileMasked={view.mobileMasked} onAnswered={setAnswered} />
        )}
        <Text size="xs" c="gray.7">
          {t('consent.linkWorksUntil', { date: formatDateTime(view.expiresAt, currentLanguage()) })}
        </Text>
      </Section>
    </Stack>
  );
}
