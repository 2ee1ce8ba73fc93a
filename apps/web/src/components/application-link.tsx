import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** A reference number that opens the application's staff page (/CustomerList/:registrationId). */
export function ApplicationLink({ registrationId, referenceNo }: { registrationId: number; referenceNo: string }) {
  return (
    // The size of the cells and card fields it sits among (a 16 px link made the 1366 px list scroll).
    <Anchor component={Link} to={`/CustomerList/${registrationId}`} size="sm">
      {referenceNo}
    </Anchor>
  );
}
