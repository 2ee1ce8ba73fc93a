import { Button, Paper, Stack, Title } from '@mantine/core';
import { SUBMIT_SECTION_FIELDS, submitHolderSrNoOf, type RegistrationDetails } from '@portal/domain';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MissingForSubmit } from '@/components/missing-for-submit';
import { QueryContent } from '@/components/query-content';
import { clearRegistrationSelection, getRegistrationId } from '@/lib/storage';
import { useSubmitApplication } from '@/lib/submit-application';
import type { FieldError } from '@/lib/api-client';
import { useOpenHolder } from '@/lib/holder-route';
import { useRegistrationQuery } from '@/lib/registration-queries';
import { HoldersSection } from './holders-section';
import { CONSENT_FIELD, HolderConsentSection, showHolderConsent } from './holder-consent-section';
import { HubSectionAccordions, useHubSectionAccordion } from './hub-sections';
import { PrimaryDetailsForm } from './primary-details-form';
import { ApplicationNotice } from '@/components/review-notice';

/** /CreateNewAccount: the Primary details, then (once the application exists) the hub of its sections. */
export function CreateAccountPage() {
  const { t } = useTranslation();
  // Set by Generate Details, or by Edit on /Status before this page opened.
  const [registrationId, setRegistrationId] = useState(getRegistrationId);
  // Generated here (not opened from /Status): the page then moves on to holder 1's Edit.
  const [generatedHere, setGeneratedHere] = useState(false);
  const details = useRegistrationQuery(registrationId ?? 0, 'details', { enabled: registrationId !== null });
  // The saved details reach the form as a deferred update, which React renders in slices that let the
  // browser in, rather than in the synchronous render a query's answer starts (decision 037).
  const registration = useDeferredValue(details.data);
  const locked = registrationId !== null;
  // An application opened from /Status shows its form once its saved details are here, rather than an
  // empty form first that is taken down and built again when they arrive (on a slow phone, most of a
  // long task: decision 037). Its details' loader (below) says what is happening meanwhile.
  const [openedWith] = useState(getRegistrationId);
  const awaitingSaved = registrationId !== null && registrationId === openedWith && !registration;
  // The same element while the saved details are on their way: the synchronous render skips the form.
  const primaryDetailsForm = useMemo(
    () =>
      awaitingSaved ? null : (
        <PrimaryDetailsForm
          // Mounted again once the saved details arrive (after Generate Details), so they become its values.
          key={registration ? 'saved' : 'new'}
          registration={registration}
          locked={locked}
          onCreated={(created) => {
            setRegistrationId(created);
            setGeneratedHere(true);
          }}
        />
      ),
    [awaitingSaved, registration, locked],
  );

  function startAgain() {
    clearRegistrationSelection();
    setRegistrationId(null);
  }

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('createAccount.title')}
      </Title>
      {registration && <ApplicationNotice review={registration} resubmitWhere={t('createAccount.resubmitWhere')} />}
      {primaryDetailsForm}
      {registrationId !== null && (
        <QueryContent
          query={details}
          label={t('createAccount.thisApplication')}
          failureActions={
            <Button size="xs" variant="subtle" color="red" onClick={startAgain}>
              {t('createAccount.startAgain')}
            </Button>
          }
        >
          {(saved) => <ApplicationHub registration={saved} focusFirstHolder={generatedHere} />}
        </QueryContent>
      )}
    </Stack>
  );
}

function ApplicationHub({
  registration,
  focusFirstHolder,
}: {
  registration: RegistrationDetails;
  focusFirstHolder: boolean;
}) {
  // A Returned application opens with its returned sections open, their reasons on top (a hub
  // section's key is the part its save changes; the returned wizard steps match no section).
  const accordion = useHubSectionAccordion(registration.returnedParts);
  const open = registration.status !== 'Completed' || registration.reviewStatus === 'Returned';
  return (
    <>
      <HoldersSection registration={registration} focusFirstHolder={focusFirstHolder} />
      <HolderConsentSection registration={registration} />
      <HubSectionAccordions registration={registration} accordion={accordion} />
      {open && <SubmitApplication registration={registration} showSection={accordion.show} />}
    </>
  );
}

interface SubmitApplicationProps {
  registration: RegistrationDetails;
  /** Opens a hub section (the "Still to do" list's way to it). */
  showSection: (key: string) => void;
}

/**
 * The final submit (portal.md §2, §4), with what is still to do before it (decision 023): the list the
 * submit itself would refuse with, read from the server and read again after each save, each item the
 * way to its section or holder. Submit stays available: a refused submit names the same parts in its
 * Error toast. On success /success opens. A Completed application has none of this.
 */
function SubmitApplication({ registration, showSection }: SubmitApplicationProps) {
  const { t } = useTranslation();
  const { registrationId, accountTypeId } = registration;
  // A Returned application's submit is its resubmit: the same call, named for what it does.
  const again = registration.reviewStatus === 'Returned';
  // A holder who agrees on their own phone meanwhile leaves the list: coming back here reads it again.
  const progress = useRegistrationQuery(registrationId, 'progress', { refetchOnWindowFocus: true });
  // A refusal means the list was out of date (a save in another tab): it is read again.
  const finalSubmit = useSubmitApplication({ onRefused: () => void progress.refetch() });
  const holders = useRegistrationQuery(registrationId, 'holders');
  const openHolder = useOpenHolder(accountTypeId);

  function actionOf(item: FieldError) {
    if ((SUBMIT_SECTION_FIELDS as readonly string[]).includes(item.field)) return () => showSection(item.field);
    // A holder still to agree from their own phone: the way is the link in the holders' agreement.
    if (item.field.endsWith(`.${CONSENT_FIELD}`)) return showHolderConsent;
    const holder = holders.data?.find((row) => row.holderSrNo === submitHolderSrNoOf(item.field));
    return holder && (() => openHolder(holder));
  }

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="submit-heading">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="submit-heading">
          {again ? t('hub.submitAgainTitle') : t('hub.submitTitle')}
        </Title>
        <QueryContent query={progress} label={t('hub.whatIsLeft')}>
          {({ missing }) => <MissingForSubmit items={missing} actionOf={actionOf} />}
        </QueryContent>
        <Button size="md" loading={finalSubmit.isPending} onClick={() => finalSubmit.submit(registrationId)}>
          {again ? t('hub.submitAgain') : t('hub.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
