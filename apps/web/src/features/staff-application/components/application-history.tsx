import { Text, Timeline } from '@mantine/core';
import type { ApplicationHistoryEntry } from '@portal/domain';
import { formatDateTime } from '@/lib/format-date';
import { EmptyNote } from './empty-note';

/** The application's audit log, oldest first: when, what, and who (the customer or a staff user). */
export function ApplicationHistory({ history }: { history: readonly ApplicationHistoryEntry[] }) {
  if (history.length === 0) return <EmptyNote>No history recorded</EmptyNote>;
  return (
    <Timeline active={history.length - 1} bulletSize={14} lineWidth={2}>
      {history.map((entry, index) => (
        <Timeline.Item key={`${entry.at}-${index}`} title={entry.action}>
          <Text size="sm" c="gray.7">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> by {entry.by}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
