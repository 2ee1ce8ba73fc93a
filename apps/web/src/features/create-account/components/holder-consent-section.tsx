import { Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { HolderConsent, RegistrationDetails } from '@portal/domain';
import { IconAlertTriangle, IconCircleCheck, IconClock, IconSend, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/query-content';
import { formatDateTime } from '@/lib/format-date';
import { currentLanguage, i18n } from '@/lib/i18n';
import { useRegistrationQuery } from '@/lib/registration-queries';
import { useSendConsentRequest } from '../api/send-consent-request';

/** Where one holder's agreement stands, in words, and the icon beside them (the words carry it all). */
function statusOf(holder: HolderConsent): { text: string; icon: Icon; color: string } {
  const language = currentLanguage();
  switch (holder.status) {
    case 'NotRequired':
      return { text: i18n.t('holderConsent.notRequired'), icon: IconCircleCheck, color: 'gray' };
    case 'NotRequested':
      return { text: i18n.t('holderConsent.notRequested'), icon: IconClock, color: 'orange' };
    case 'Requested':
      return { text: i18n.t('holderConsent.requested', { number: holder.holderNo }), icon: IconClock, color: 'orange' };
    case 'Agreed':
      return {
        text: i18n.t('holderConsent.agreed', { date: formatDateTime(holder.agreedAt ?? '', language) }),
        icon: IconCircleCheck,
        color: 'green',
      };
    case 'Declined':
      return {
        text: i18n.t('holderConsent.declined', { reason: holder.declineReason ?? '' }),
        icon: IconAlertTriangle,
        color: 'red',
      };
    case 'Outdated':
      return { text: i18n.t('holderConsent.outdated'), icon: IconAlertTriangle, color: 'red' };
  }
}

/** The last part of a submit refusal's field for a holder still to agree (`holders.2.consent`). */
export const CONSENT_FIELD = 'consent';

const HEADING_ID = 'holder-consent-heading';

/** Moves the focus (and so the page) to the holders' agreement, where the links are sent. */
export function showHolderConsent() {
  document.getElementById(HEADING_ID)?.focus();
}

/** A holder who agrees by the declaration step, or whose mobile (and so how they agree) is not saved yet. */
const agreesHereOrUnknown = (holder: HolderConsent) =>
  holder.status === 'NotRequired' || (holder.status === 'NotRequested' && holder.mobileMasked === '');

/** A holder asked by link whose answer is still to come, or no longer holds: the link can go (again). */
const MAY_SEND = { NotRequested: 'first', Requested: 'again', Declined: 'again', Outdated: 'again' } as const;

interface HolderConsentItemProps {
  holder: HolderConsent;
  /** The application can still change: links can be sent. */
  open: boolean;
  sending: boolean;
  onSend: () => void;
}

function HolderConsentItem({ holder, open, sending, onSend }: HolderConsentItemProps) {
  const { t } = useTranslation();
  const status = statusOf(holder);
  const send = holder.status in MAY_SEND ? MAY_SEND[holder.status as keyof typeof MAY_SEND] : null;
  const name = holder.name.trim();
  return (
    <Box component="li" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {name
              ? t('holderConsent.holderNamed', { number: holder.holderNo, name })
              : t('holderConsent.holder', { number: holder.holderNo })}
          </Text>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <ThemeIcon size="sm" variant="light" color={status.color} aria-hidden>
              <status.icon size={14} />
            </ThemeIcon>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {status.text}
            </Text>
          </Group>
          {holder.status === 'Requested' && holder.requestedAt && (
            <Text size="xs" c="gray.7">
              {t('holderConsent.sentOn', {
                mobile: holder.mobileMasked,
                date: formatDateTime(holder.requestedAt, currentLanguage()),
              })}
            </Text>
          )}
          {send && holder.mobileMasked === '' && (
            <Text size="xs" c="gray.7">
              {t('holderConsent.noMobile')}
            </Text>
          )}
        </Stack>
        {send && open && holder.mobileMasked !== '' && (
          <Button
            variant={send === 'first' ? 'filled' : 'outline'}
            leftSection={<IconSend size={16} aria-hidden />}
            loading={sending}
            onClick={onSend}
            aria-label={
              send === 'first'
                ? t('holderConsent.sendLinkTo', { number: holder.holderNo })
                : t('holderConsent.sendAgainTo', { number: holder.holderNo })
            }
          >
            {send === 'first' ? t('holderConsent.sendLink') : t('holderConsent.sendAgain')}
          </Button>
        )}
      </Group>
    </Box>
  );
}

/**
 * The hub's "Holders' agreement": each holder's own agreement to the application (DESIGN.md §5, "Every
 * depositor agrees for themselves"), with Send link / Send again for a holder who agrees from their
 * own phone. Shown once a holder needs a link: a holder on this phone agrees by the declaration step.
 */
export function HolderConsentSection({ registration }: { registration: RegistrationDetails }) {
  const { t } = useTranslation();
  const { registrationId } = registration;
  // The holder agrees on another phone: coming back to this one reads it again.
  const consent = useRegistrationQuery(registrationId, 'consent', { refetchOnWindowFocus: true });
  const sendRequest = useSendConsentRequest(registrationId);
  const open = registration.status !== 'Completed' || registration.reviewStatus === 'Returned';
  // Nothing shows until it is known whether a holder needs a link (a failed read says so, with Try again):
  // a holder whose mobile is not saved yet may still turn out to be the one signed in.
  if (consent.isPending || consent.data?.every(agreesHereOrUnknown)) return null;

  return (
    <Paper component="section" withBorder p="md" aria-labelledby={HEADING_ID}>
      <Stack gap="xs">
        <Title order={2} size="h3" id={HEADING_ID} tabIndex={-1}>
          {t('holderConsent.title')}
        </Title>
        <Text size="sm">{t('holderConsent.intro')}</Text>
        <QueryContent query={consent} label={t('holderConsent.loading')}>
          {(holders) => (
            <Box component="ul" aria-labelledby={HEADING_ID} m={0} p={0} style={{ listStyle: 'none' }}>
              {holders.map((holder) => (
                <HolderConsentItem
                  key={holder.holderNo}
                  holder={holder}
                  open={open}
                  sending={sendRequest.isPending && sendRequest.variables === holder.holderNo}
                  onSend={() => sendRequest.mutate(holder.holderNo)}
                />
              ))}
            </Box>
          )}
        </QueryContent>
      </Stack>
    </Paper>
  );
}
