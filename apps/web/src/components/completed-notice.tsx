import { Alert } from '@mantine/core';
import { messages } from '@portal/domain';
import { IconLock } from '@tabler/icons-react';

/** Shown above any page of a Completed application: it is read-only, on the page and on the server. */
export function CompletedNotice() {
  return (
    <Alert color="blue" icon={<IconLock aria-hidden />} title="Completed application">
      {messages.completedReadOnly}
    </Alert>
  );
}
