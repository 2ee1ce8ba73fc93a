import { Stack, Table, Text } from '@mantine/core';
import { isLanguage, type ConsentStatus, type HolderConsentRecord, type Language } from '@portal/domain';
import { formatDateTime } from '@/lib/format-date';

/** The language a holder read in, named for the branch (whose screens are in English), not by its code. */
const LANGUAGE_WORDS: Record<Language, string> = { en: 'English', mr: 'Marathi', hi: 'Hindi' };

function languageWords(code: string): string {
  return isLanguage(code) ? LANGUAGE_WORDS[code] : code;
}

/** Where a holder's own agreement stands, as staff read it. */
function statusText(consent: HolderConsentRecord): string {
  const statuses: Record<ConsentStatus, string> = {
    NotRequired: 'Agrees by the declaration step (the mobile that signed in is theirs)',
    NotRequested: 'Not asked yet',
    Requested: `Link sent${consent.requestedAt ? ` on ${formatDateTime(consent.requestedAt)}` : ''}, waiting for the holder`,
    Agreed: `Agreed by one-time code to ${consent.mobileMasked} on ${formatDateTime(consent.agreedAt ?? '')} IST`,
    Declined: `Asked for changes: ${consent.declineReason ?? ''}`,
    Outdated: `Agreed on ${formatDateTime(consent.agreedAt ?? '')} IST; the application changed since, so it no longer holds`,
  };
  return statuses[consent.status];
}

/**
 * A holder's own agreement (DESIGN.md §5, "Every depositor agrees for themselves"): where it stands, and
 * every answer they gave through their link with what was recorded with it (when, the phone, the
 * address and browser it came from, the language, and the SHA-256 of exactly what they were shown).
 */
export function HolderAgreement({ consent }: { consent: HolderConsentRecord | undefined }) {
  if (!consent) return null;
  const captionId = `holder-agreement-${consent.holderNo}`;
  return (
    <Stack gap={4}>
      <Text size="sm">
        <Text span fw={700}>
          Agreement:{' '}
        </Text>
        {statusText(consent)}
      </Text>
      {consent.history.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table withTableBorder fz="sm" aria-labelledby={captionId}>
            <caption id={captionId} style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700 }}>
              {`Answers of holder ${consent.holderNo}`}
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">When</Table.Th>
                <Table.Th scope="col">Answer</Table.Th>
                <Table.Th scope="col">Phone</Table.Th>
                <Table.Th scope="col">From</Table.Th>
                <Table.Th scope="col">What was shown (SHA-256)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {consent.history.map((answer, index) => (
                <Table.Tr key={`${answer.at}-${index}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={answer.at}>{formatDateTime(answer.at)}</time>
                  </Table.Td>
                  <Table.Td>
                    {answer.status === 'Agreed'
                      ? `Agreed (read in ${languageWords(answer.language)})`
                      : `Asked for changes: ${answer.declineReason ?? ''}`}
                  </Table.Td>
                  <Table.Td>{answer.mobileMasked}</Table.Td>
                  <Table.Td
                    style={{ overflowWrap: 'anywhere' }}
                  >{`${answer.clientAddress}, ${answer.userAgent}`}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
                    {answer.shownSha256}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
