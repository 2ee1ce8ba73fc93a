import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { QueryContent } from '@/components/query-content';
import { HUB_PATH, readHolderRouteState } from '@/lib/holder-route';
import { useOtherHolderDetails } from '../api/get-other-holder-details';
import type { HolderKey } from '@/lib/registration-queries';
import { useHolderKey } from '../use-holder-key';
import { OtherHolderWizard } from './other-holder-wizard';
import { NoHolderNotice } from './no-holder-notice';
import { ReviewLoader } from './review-loader';

/** /OtherHolder: holder 2 onwards, its KYC wizard pre-filled from what is saved. */
export function OtherHolderPage() {
  const holder = useHolderKey();
  const routeState = readHolderRouteState(useLocation().state);
  return (
    <Stack>
      {holder === null ? (
        <>
          <HolderHeading holderSrNo={routeState?.holderSrNo ?? null} />
          <NoHolderNotice />
        </>
      ) : (
        <OtherHolderLoader holder={holder} holderSrNo={routeState?.holderSrNo ?? null} />
      )}
    </Stack>
  );
}

function HolderHeading({ holderSrNo }: { holderSrNo: number | null }) {
  const { t } = useTranslation();
  return (
    <Title order={1} size="h2">
      {holderSrNo === null
        ? t('holderWizard.accountHolder')
        : t('holderWizard.accountHolderNumber', { number: holderSrNo })}
    </Title>
  );
}

function OtherHolderLoader({ holder, holderSrNo }: { holder: HolderKey; holderSrNo: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const details = useOtherHolderDetails(holder);
  return (
    <>
      <HolderHeading holderSrNo={details.data?.holderSrNo ?? holderSrNo} />
      <QueryContent
        query={details}
        label={t('holderWizard.holderDetails')}
        fresh
        failureActions={
          <Button size="xs" variant="default" onClick={() => void navigate(HUB_PATH)}>
            {t('holderWizard.back')}
          </Button>
        }
      >
        {(saved) =>
          saved === null ? (
            <NoHolderNotice />
          ) : (
            <ReviewLoader registrationId={holder.registrationId} status={saved.status}>
              {(review) => (
                <OtherHolderWizard holder={holder} details={saved} refetch={details.refetch} review={review} />
              )}
            </ReviewLoader>
          )
        }
      </QueryContent>
    </>
  );
}
