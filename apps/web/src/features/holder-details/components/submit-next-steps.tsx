import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { submitHolderSrNoOf } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messageOf } from '@/components/missing-for-submit';
import type { FieldError } from '@/lib/api-client';
import { HUB_PATH, useOpenHolder } from '@/lib/holder-route';
import { useRegistrationQuery } from '@/lib/registration-queries';

interface SubmitNextStepsProps {
  registrationId: number;
  accountTypeId: number;
  /** What the refused submit named as still to be done. */
  missing: FieldError[];
}

/**
 * Holder 1's last step when the application is not ready yet (decision 023): not an error but where the
 * customer is, "Holder 1 complete. Next: Account holder 2", what is left, and the way to it. The panel
 * sits above the declaration's clauses, far above Submit on a phone: each new answer brings it into
 * view and focuses it, so the person who tapped Submit sees it and a screen reader reads it.
 */
export function SubmitNextSteps({ registrationId, accountTypeId, missing }: SubmitNextStepsProps) {
  const { t } = useTranslation();
  const holders = useRegistrationQuery(registrationId, 'holders');
  const openHolder = useOpenHolder(accountTypeId);
  const panel = useRef<HTMLDivElement>(null);
  // `missing` is the refusal's own list: a new array only when a new answer came.
  useEffect(() => {
    const shown = panel.current;
    if (missing.length === 0 || !shown) return;
    shown.focus({ preventScroll: true });
    shown.scrollIntoView?.({ block: 'start' });
  }, [missing]);
  if (missing.length === 0) return null;
  const holderOneDone = !missing.some((item) => submitHolderSrNoOf(item.field) === 1);
  const nextSrNo = missing.map((item) => submitHolderSrNoOf(item.field)).find((srNo) => srNo !== null && srNo !== 1);
  const next = holders.data?.find((holder) => holder.holderSrNo === nextSrNo);
  const title = holderOneDone
    ? nextSrNo
      ? t('holderWizard.holderOneCompleteNext', { number: nextSrNo })
      : t('holderWizard.holderOneComplete')
    : t('holderWizard.stillToDoBeforeSubmit');
  return (
    <Alert
      ref={panel}
      tabIndex={-1}
      color="blue"
      title={title}
      role="status"
      style={{ scrollMarginTop: 'var(--mantine-spacing-md)' }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('holderWizard.canSubmitOnce')}</Text>
        <List size="sm" spacing={4}>
          {missing.map((item) => (
            <List.Item key={`${item.field}:${item.message}`}>{messageOf(item)}</List.Item>
          ))}
        </List>
        <Group gap="sm">
          {next && (
            <Button size="sm" onClick={() => openHolder(next)}>
              {t('holderWizard.openHolder', { number: next.holderSrNo })}
            </Button>
          )}
          <Anchor component={Link} to={HUB_PATH} size="sm" fw={600}>
            {t('holderWizard.backToHub')}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}
