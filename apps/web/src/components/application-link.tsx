import { Anchor } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import type { ListOrigin } from '@/lib/list-origin';

/**
 * A reference number that opens the application's staff page (/CustomerList/:registrationId); the
 * page's Back returns to the list it was opened from, its search and page as they were.
 */
export function ApplicationLink({ registrationId, referenceNo }: { registrationId: number; referenceNo: string }) {
  const { pathname, search } = useLocation();
  const origin: ListOrigin = { from: `${pathname}${search}` };
  return (
    // The size of the cells and card fields it sits among (a 16 px link made the 1366 px list scroll).
    <Anchor component={Link} to={`/CustomerList/${registrationId}`} state={origin} size="sm">
      {referenceNo}
    </Anchor>
  );
}
