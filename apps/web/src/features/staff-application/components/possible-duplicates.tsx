import { Alert, Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { DuplicateKind, PossibleDuplicate } from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePossibleDuplicates } from '../api/get-possible-duplicates';

const KIND_WORDS: Record<DuplicateKind, string> = {
  PAN: 'PAN',
  Aadhaar: 'Aadhaar (last four digits and date of birth)',
  Mobile: 'Mobile',
};

const whose = (holderSrNo: number | null) =>
  holderSrNo === null ? 'The mobile that signed in' : `Holder ${holderSrNo}`;

function statusWords(match: Extract<PossibleDuplicate, { source: 'Application' }>): string {
  return match.reviewStatus === null ? match.status : `${match.status}, review ${match.reviewStatus}`;
}

/** Who the other record names: its name where the viewer may open it, else only whether the names agree. */
function nameWords(match: PossibleDuplicate): string {
  if (match.name !== null) return `${match.name}${match.sameName ? '' : ' (a different name)'}`;
  return match.sameName ? 'the same name' : 'a different name';
}

function MatchText({ match }: { match: PossibleDuplicate }) {
  const branch = `${match.branchName || 'Branch'} (${match.branchCode})`;
  if (match.source === 'CustomerMaster') {
    return (
      <>{`${KIND_WORDS[match.matchedOn]} ${match.value}: customer ${match.customerId} of the customer master, ${nameWords(match)}, ${branch}.`}</>
    );
  }
  const where = match.otherHolderSrNo === null ? 'its mobile that signed in' : `holder ${match.otherHolderSrNo}`;
  return (
    <>
      {`${KIND_WORDS[match.matchedOn]} ${match.value}: application `}
      {match.canOpen && match.registrationId !== null ? (
        <Anchor component={Link} to={`/CustomerList/${match.registrationId}`}>
          {match.referenceNo}
        </Anchor>
      ) : (
        <Text span fw={700}>
          {match.referenceNo}
        </Text>
      )}
      {` (${where}, ${nameWords(match)}), ${branch}, ${statusWords(match)}.`}
      {!match.canOpen && ' Another branch: ask them about it.'}
    </>
  );
}

/**
 * The warning of decision 046: the same PAN, Aadhaar reference or mobile on another application of the
 * bank (any branch) or in the customer master, by holder, linking to the applications the viewer may
 * open (docs/decisions/046). Nothing shows while it loads or when there is nothing to warn of.
 */
export function PossibleDuplicates({ registrationId }: { registrationId: number }) {
  const query = usePossibleDuplicates(registrationId);
  if (query.isError) {
    return (
      <Text size="sm" role="status">
        {`Possible duplicates could not be checked: ${query.error.message}`}
      </Text>
    );
  }
  if (!query.data || query.data.data.length === 0) return null;
  const matches = query.data.data;
  // In the server's order: by holder, the mobile that signed in (no holder) first.
  const groups = [...new Set(matches.map((match) => match.holderSrNo))];
  return (
    <Alert
      color="orange"
      role="region"
      icon={<IconAlertTriangle aria-hidden />}
      title={
        // The alert's own orange is too light for text on its tint (axe color-contrast).
        <Title order={2} size="h4" c="dark.7">
          Possible duplicates
        </Title>
      }
    >
      <Stack gap="xs">
        <Text size="sm">
          This application shares details with other records of the bank. Check that each is the same person before you
          verify.
        </Text>
        {groups.map((holderSrNo) => {
          const headingId = `possible-duplicates-${holderSrNo ?? 'sign-in'}`;
          return (
            <Stack gap={4} key={headingId}>
              <Title order={3} size="h5" id={headingId}>
                {whose(holderSrNo)}
              </Title>
              <List size="sm" aria-labelledby={headingId}>
                {matches
                  .filter((match) => match.holderSrNo === holderSrNo)
                  .map((match) => (
                    <List.Item
                      key={`${match.matchedOn}-${match.value}-${match.source}-${match.source === 'Application' ? match.referenceNo : match.customerId}`}
                    >
                      <MatchText match={match} />
                    </List.Item>
                  ))}
              </List>
            </Stack>
          );
        })}
        {query.data.truncated && <Text size="sm">{`Only the first ${matches.length} are shown.`}</Text>}
      </Stack>
    </Alert>
  );
}
