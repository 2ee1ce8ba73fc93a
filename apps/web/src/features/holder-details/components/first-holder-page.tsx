import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { QueryContent } from '@/components/query-content';
import { holderWizardPath } from '@/lib/holder-route';
import { useFirstAccountHolderDetails } from '../api/get-first-account-holder-details';
import type { HolderKey } from '@/lib/registration-queries';
import { useHolderKey } from '../use-holder-key';
import { FirstHolderWizard } from './first-holder-wizard';
import { NoHolderNotice } from './no-holder-notice';
import { ReviewLoader } from './review-loader';

/** The wizard's path without its step: /FirstHolder/family → /FirstHolder. */
function wizardBase(pathname: string): string {
  return `/${pathname.split('/')[1] ?? ''}`;
}

/**
 * /FirstHolder and /Registration: holder 1's KYC wizard, pre-filled from what is saved. /Registration
 * is the second onboarding flow, for an existing customer's account (type 5).
 */
export function FirstHolderPage() {
  const { t } = useTranslation();
  const holder = useHolderKey();
  const secondFlow = wizardBase(useLocation().pathname) === '/Registration';
  return (
    <Stack>
      <Title order={1} size="h2">
        {secondFlow ? t('holderWizard.existingCustomerRegistration') : t('holderWizard.createNewAccount')}
      </Title>
      {holder === null ? <NoHolderNotice /> : <HolderWizardLoader holder={holder} />}
    </Stack>
  );
}

function HolderWizardLoader({ holder }: { holder: HolderKey }) {
  const { t } = useTranslation();
  const details = useFirstAccountHolderDetails(holder);
  const location = useLocation();
  return (
    <QueryContent query={details} label={t('holderWizard.holderDetails')} fresh>
      {(saved) => {
        // A typed or bookmarked URL of the other flow goes to the one this account type has.
        const path = holderWizardPath(1, saved.accountTypeId);
        if (path !== wizardBase(location.pathname)) return <Navigate replace to={path} state={location.state} />;
        return (
          <ReviewLoader registrationId={holder.registrationId} status={saved.status}>
            {(review) => (
              <FirstHolderWizard holder={holder} details={saved} refetch={details.refetch} review={review} />
            )}
          </ReviewLoader>
        );
      }}
    </QueryContent>
  );
}
