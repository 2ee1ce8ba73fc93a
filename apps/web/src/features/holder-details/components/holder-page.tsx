import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { readHolderRouteState } from '../../../lib/holder-route';
import { useReferenceList } from '../../../lib/reference-list';

/**
 * /FirstHolder and /OtherHolder: which holder of which account type the hub's Edit opened. The KYC
 * wizard's steps are built on this page later; for now it names the holder and leads back.
 */
export function HolderPage() {
  const navigate = useNavigate();
  const holder = readHolderRouteState(useLocation().state);
  const accountTypes = useReferenceList('AccountType');
  const accountTypeName = accountTypes.data?.find((type) => type.id === holder?.accountTypeId)?.accountTypeName;

  return (
    <Stack>
      <Title order={1} size="h2">
        {holder === null
          ? 'Account holder'
          : holder.holderSrNo === 1
            ? 'First account holder'
            : `Account holder ${holder.holderSrNo}`}
      </Title>
      <Paper withBorder p="md">
        {holder === null ? (
          <Text>No account holder was chosen. Open a holder with its Edit button on the Create New Account page.</Text>
        ) : (
          <Stack gap="xs">
            <Text>
              <Text span fw={700}>
                Holder number:
              </Text>{' '}
              {holder.holderSrNo}
            </Text>
            <Text>
              <Text span fw={700}>
                Account type:
              </Text>{' '}
              {accountTypeName ?? (accountTypes.isPending ? 'Loading…' : `Type ${holder.accountTypeId}`)}
            </Text>
          </Stack>
        )}
      </Paper>
      <Group>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          onClick={() => void navigate('/CreateNewAccount')}
        >
          Back
        </Button>
      </Group>
    </Stack>
  );
}
