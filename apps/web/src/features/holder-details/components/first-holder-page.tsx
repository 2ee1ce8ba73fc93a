import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { messages } from '@portal/domain';
import { IconLock } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { QueryContent } from '../../../components/query-content';
import { HUB_PATH } from '../../../lib/holder-route';
import { useFirstAccountHolderDetails } from '../api/get-first-account-holder-details';
import type { HolderKey } from '../api/wizard-request';
import { useHolderKey } from '../use-holder-key';
import { FirstHolderWizard } from './first-holder-wizard';

/** /FirstHolder: the first holder's KYC wizard, pre-filled from what is saved. */
export function FirstHolderPage() {
  const navigate = useNavigate();
  const holder = useHolderKey();
  return (
    <Stack>
      <Title order={1} size="h2">
        Create New Account
      </Title>
      {holder === null ? (
        <Stack align="flex-start">
          <Text>No account holder was chosen. Open a holder with its Edit button on the Create New Account page.</Text>
          <Button variant="default" onClick={() => void navigate(HUB_PATH)}>
            Back
          </Button>
        </Stack>
      ) : (
        <HolderWizardLoader holder={holder} />
      )}
    </Stack>
  );
}

function HolderWizardLoader({ holder }: { holder: HolderKey }) {
  const details = useFirstAccountHolderDetails(holder);
  return (
    <QueryContent query={details} label="the account holder's details">
      {(saved) => (
        <>
          {saved.status === 'Completed' && (
            <Alert color="blue" icon={<IconLock aria-hidden />} title="Completed application">
              {messages.completedReadOnly}
            </Alert>
          )}
          <FirstHolderWizard holder={holder} details={saved} />
        </>
      )}
    </QueryContent>
  );
}
