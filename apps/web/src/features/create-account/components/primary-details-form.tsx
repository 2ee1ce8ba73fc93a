import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { createNewAccountRequestSchema, ENTITY_TYPE_INDIVIDUAL } from '@portal/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormSelect } from '../../../components/form-select';
import { useReferenceList } from '../../../lib/reference-list';
import { getCustomerAuth, getRegistrationId, saveRegistrationId } from '../../../lib/storage';
import { showErrorToast, showInfoToast } from '../../../lib/toasts';
import { useCreateNewAccount } from '../api/create-new-account';
import { useBranches } from '../api/get-branches';

export function PrimaryDetailsForm() {
  const navigate = useNavigate();
  const auth = getCustomerAuth();
  // An application opened from Status already exists; its primary details cannot change here.
  const [savedRegistrationId] = useState(getRegistrationId);
  const [createdReferenceNo, setCreatedReferenceNo] = useState<string | null>(null);
  const locked = savedRegistrationId !== null || createdReferenceNo !== null;

  const accountTypes = useReferenceList('AccountType');
  const entityTypes = useReferenceList('EntityType');
  const locations = useReferenceList('Location');
  const createNewAccount = useCreateNewAccount();

  const { control, handleSubmit, setValue } = useForm({
    resolver: zodResolver(createNewAccountRequestSchema),
    defaultValues: {
      Mobile: auth?.mobileNo ?? '',
      Email: auth?.email ?? '',
      AccountTypeId: '',
      EntityTypeId: String(ENTITY_TYPE_INDIVIDUAL),
      LocationId: '',
      BranchId: '',
      NoOfHolders: 1,
    },
  });
  const locationId = String(useWatch({ control, name: 'LocationId' }) ?? '');
  const branches = useBranches(locationId);

  const submit = handleSubmit(
    (request) => {
      createNewAccount.mutate(request, {
        onSuccess: (response) => {
          saveRegistrationId(response.registrationId);
          setCreatedReferenceNo(response.referenceNo);
          showInfoToast(response.responseMessage);
        },
      });
    },
    (errors) => {
      // Mobile and Email come from the sign-in, not from a field, so their errors need a toast to be seen.
      const hidden = errors.Mobile?.message ?? errors.Email?.message;
      if (hidden) showErrorToast(hidden);
    },
  );

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="primary-details-heading">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack>
          <Title order={2} size="h3" id="primary-details-heading">
            Primary details
          </Title>
          {createdReferenceNo && (
            <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
              <Text fw={700}>Reference No. {createdReferenceNo}</Text>
            </Alert>
          )}
          {savedRegistrationId !== null && !createdReferenceNo && (
            <Alert color="blue" role="status">
              This application is saved. Its primary details can no longer be changed.
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormSelect
              control={control}
              name="AccountTypeId"
              label="Form Type"
              options={(accountTypes.data ?? []).map((item) => ({
                value: String(item.id),
                label: item.accountTypeName,
              }))}
              disabled={locked}
            />
            <FormSelect
              control={control}
              name="EntityTypeId"
              label="Entity Type"
              options={(entityTypes.data ?? []).map((item) => ({ value: String(item.id), label: item.entityTypeName }))}
              // portal.md §2: the entity type is fixed to 1 (Individual).
              disabled
            />
            <FormSelect
              control={control}
              name="LocationId"
              label="Location"
              options={(locations.data ?? []).map((item) => ({ value: String(item.id), label: item.locationName }))}
              // A branch belongs to one location: a new location needs a new branch choice.
              onValueChange={() => setValue('BranchId', '')}
              disabled={locked}
              searchable
            />
            <FormSelect
              control={control}
              name="BranchId"
              label="Branch"
              options={(branches.data ?? []).map((item) => ({ value: item.id, label: item.branchName }))}
              disabled={locked}
              searchable
              nothingFoundMessage={locationId === '' ? 'Choose a Location first' : 'No branches found'}
            />
            <TextInput label="Number of Holders" value="1" readOnly maxLength={3} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate('/Status')}>
              Back
            </Button>
            <Button type="submit" disabled={locked} loading={createNewAccount.isPending}>
              Generate Details
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
