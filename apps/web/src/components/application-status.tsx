import { Badge, Text } from '@mantine/core';
import type { ApplicationStatus } from '@portal/domain';
import { useTranslation } from 'react-i18next';

// Dark text on the palest tint of each colour keeps both statuses above the 4.5:1 WCAG AA contrast.
export const STATUS_STYLE = {
  Completed: { bg: 'green.0', c: 'green.9' },
  'Partially Filled': { bg: 'red.0', c: 'red.9' },
} as const satisfies Record<ApplicationStatus, { bg: string; c: string }>;

const STATUS_WORD = {
  Completed: 'applicationStatus.completed',
  'Partially Filled': 'applicationStatus.partiallyFilled',
} as const satisfies Record<ApplicationStatus, string>;

/** An application's or holder's status in a table cell: bold, in its colour. */
export function StatusText({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Text span fw={700} c={STATUS_STYLE[status].c}>
      {t(STATUS_WORD[status])}
    </Text>
  );
}

/** The status on a card, beside its heading. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  const style = STATUS_STYLE[status];
  return (
    <Badge
      size="lg"
      radius="sm"
      bg={style.bg}
      c={style.c}
      bd={`1px solid var(--mantine-color-${style.c.replace('.', '-')})`}
      tt="none"
      style={{ flexShrink: 0 }}
    >
      {t(STATUS_WORD[status])}
    </Badge>
  );
}
