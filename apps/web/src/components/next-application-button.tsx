import { Button, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { nextInQueue, ownQueueBranch, useAssignment, useReviewQueue } from '@/lib/review-queue';
import { getStoredValue } from '@/lib/storage';

/**
 * "Next application" on an application's page (docs/decisions/043): takes the next application of the
 * staff member's To do queue (unless it is theirs already) and opens it, so a clerk works the queue in
 * a row without going back to it. Nothing left: it says so.
 */
export function NextApplicationButton({ currentId }: { currentId: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const userName = getStoredValue('userName') ?? '';
  const queue = useReviewQueue(ownQueueBranch());
  const take = useAssignment('take');
  if (!queue.data) return null;
  const next = nextInQueue(queue.data.data, currentId, userName);
  if (!next) {
    return (
      <Text size="sm" c="gray.7">
        Nothing else is waiting in To do.
      </Text>
    );
  }
  // The page it came from (the list with its search, or To do) stays the one to go back to.
  const open = () => void navigate(`/CustomerList/${next.id}`, { state: location.state as unknown });
  return (
    <Button
      rightSection={<IconArrowRight size={18} aria-hidden />}
      loading={take.isPending}
      onClick={() => (next.assignedTo === userName ? open() : take.mutate(next.id, { onSuccess: open }))}
    >
      Next application
    </Button>
  );
}
