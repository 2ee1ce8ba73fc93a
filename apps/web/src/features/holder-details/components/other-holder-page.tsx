import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { QueryContent } from '@/components/query-content';
import { HUB_PATH, readHolderRouteState } from '@/lib/holder-route';
import { useOtherHolderDetails } from '../api/get-other-holder-details';
import type { HolderKey } from '@/lib/registration-queries';
import { useHolderKey } from '../use-holder-key';
import { OtherHolderWizard } from './other-holder-wizard';
import { ApplicationNotice } from '@/components/review-notice';
import { RESUBMIT_FROM_HUB, ReviewLoader } from './review-loader';

/** /OtherHolder: holder 2 onwards, its KYC wizard pre-filled from what is saved. */
export function OtherHolderPage() {
  const navigate = useNavigate();
  const holder = useHolderKey();
  const routeState = readHolderRouteState(useLocation().state);
  const noHolder = (
    <Stack align="flex-start">
      <Text>No account holder was chosen. Open a holder with its Edit button on the Create New Account page.</Text>
      <Button variant="default" onClick={() => void navigate(HUB_PATH)}>
        Back
      </Button>
    </Stack>
  );
  return (
    <Stack>
      {holder === null ? (
        <>
          <HolderHeading holderSrNo={routeState?.holderSrNo ?? null} />
          {noHolder}
        </>
      ) : (
        <OtherHolderLoader holder={holder} holderSrNo={routeState?.holderSrNo ?? null} noHolder={noHolder} />
      )}
    </Stack>
  );
}

function HolderHeading({ holderSrNo }: { holderSrNo: number | null }) {
  return (
    <Title order={1} size="h2">
      {holderSrNo === null ? 'Account holder' : `Account holder ${holderSrNo}`}
    </Title>
  );
}

function OtherHolderLoader({
  holder,
  holderSrNo,
  noHolder,
}: {
  holder: HolderKey;
  holderSrNo: number | null;
  noHolder: ReactNode;
}) {
  const navigate = useNavigate();
  const details = useOtherHolderDetails(holder);
  return (
    <>
      <HolderHeading holderSrNo={details.data?.holderSrNo ?? holderSrNo} />
      <QueryContent
        query={details}
        label="the account holder's details"
        fresh
        failureActions={
          <Button size="xs" variant="default" onClick={() => void navigate(HUB_PATH)}>
            Back
          </Button>
        }
      >
        {(saved) =>
          saved === null ? (
            noHolder
          ) : (
            <ReviewLoader registrationId={holder.registrationId} status={saved.status}>
              {(review) => (
                <>
                  <ApplicationNotice review={review} resubmitWhere={RESUBMIT_FROM_HUB} />
                  <OtherHolderWizard holder={holder} details={saved} refetch={details.refetch} review={review} />
                </>
              )}
            </ReviewLoader>
          )
        }
      </QueryContent>
    </>
  );
}
