import { Button, Paper, Stack, Title } from '@mantine/core';
import type { RegistrationDetails } from '@portal/domain';
import { useState } from 'react';
import { MissingForSubmit } from '../../../components/missing-for-submit';
import { QueryContent } from '../../../components/query-content';
import { clearRegistrationSelection, getRegistrationId } from '../../../lib/storage';
import { useSubmitApplication } from '../../../lib/submit-application';
import { useRegistrationDetails } from '../api/get-registration-details';
import { HoldersSection } from './holders-section';
import { HubSectionAccordions } from './hub-sections';
import { PrimaryDetailsForm } from './primary-details-form';
import { CompletedNotice } from '../../../components/completed-notice';

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
      {registration?.status === 'Completed' && <CompletedNotice />}
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
      {!readOnly && <SubmitApplication registrationId={registration.registrationId} />}
    </>
  );
}

/**
 * The final submit (portal.md §2, §4): the PDF is downloaded and /success opens; a refused submit lists
 * what is still to be done (the Error toast has the server's message). A Completed application has none.
 */
function SubmitApplication({ registrationId }: { registrationId: number }) {
  const finalSubmit = useSubmitApplication();
  return (
    <Paper withBorder p="md">
      <Stack gap="xs" align="flex-start">
        <MissingForSubmit items={finalSubmit.missing} />
        <Button size="md" loading={finalSubmit.isPending} onClick={() => finalSubmit.submit(registrationId)}>
          Submit
        </Button>
      </Stack>
    </Paper>
  );
}
