import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { messages, type RegistrationDetails } from '@portal/domain';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryContent } from '../../../components/query-content';
import { clearRegistrationSelection, getRegistrationId } from '../../../lib/storage';
import { useRegistrationDetails } from '../api/get-registration-details';
import { HoldersSection } from './holders-section';
import { HubSectionAccordions } from './hub-sections';
import { PrimaryDetailsForm } from './primary-details-form';

/** /CreateNewAccount: the Primary details, then (once the application exists) the hub of its sections. */
export function CreateAccountPage() {
  // Set by Generate Details, or by Edit on /Status before this page opened.
  const [registrationId, setRegistrationId] = useState(getRegistrationId);
  const details = useRegistrationDetails(registrationId);
  const registration = details.data;

  function startAgain() {
    clearRegistrationSelection();
    setRegistrationId(null);
  }

  return (
    <Stack>
      <Title order={1} size="h2">
        Create New Account
      </Title>
      {registration?.status === 'Completed' && (
        <Alert color="blue" icon={<IconLock aria-hidden />} title="Completed application">
          {messages.completedReadOnly}
        </Alert>
      )}
      <PrimaryDetailsForm
        // Mounted again once the saved details arrive, so they become the form's values.
        key={registration ? 'saved' : 'new'}
        registration={registration}
        locked={registrationId !== null}
        onCreated={setRegistrationId}
      />
      {registrationId !== null && (
        <QueryContent
          query={details}
          label="this application"
          failureActions={
            <Button size="xs" variant="subtle" color="red" onClick={startAgain}>
              Start a new application
            </Button>
          }
        >
          {(saved) => <ApplicationHub registration={saved} />}
        </QueryContent>
      )}
    </Stack>
  );
}

function ApplicationHub({ registration }: { registration: RegistrationDetails }) {
  const readOnly = registration.status === 'Completed';
  return (
    <>
      <HoldersSection registration={registration} readOnly={readOnly} />
      <HubSectionAccordions registration={registration} readOnly={readOnly} />
      <Paper withBorder p="md">
        <Stack gap="xs" align="flex-start">
          {/* The final submit comes with the holder wizards; no holder can be Completed before them. */}
          <Button size="md" disabled aria-describedby={readOnly ? undefined : 'submit-hint'}>
            Submit
          </Button>
          {!readOnly && (
            <Text size="sm" id="submit-hint">
              Submit is available once every account holder&apos;s details are Completed.
            </Text>
          )}
        </Stack>
      </Paper>
    </>
  );
}
