import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { createNewAccountRequestSchema, ENTITY_TYPE_INDIVIDUAL } from '@portal/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { getCustomerAuth, getRegistrationId, saveRegistrationId } from '../../../lib/storage';
import { showErrorToast, showInfoToast } from '../../../lib/toasts';
import { useCreateNewAccount } from '../api/create-new-account';
import { useAccountTypes } from '../api/get-account-types';
import { useBranches } from '../api/get-branches';
import { useEntityTypes } from '../api/get-entity-types';
import { useLocations } from '../api/get-locations';

function toSelectValue(value: unknown): string | null {
  return value === '' || value === undefined || value === null ? null : String(value);
}

export function PrimaryDetailsForm() {
  const navigate = useNavigate();
  const auth = getCustomerAuth();
  // An application opened from Status already exists; its primary details cannot change here.
  const [savedRegistrationId] = useState(getRegistrationId);
  const [createdReferenceNo, setCreatedReferenceNo] = useState<string | null>(null);
  const locked = savedRegistrationId !== null || createdReferenceNo !== null;

  const accountTypes = useAccountTypes();
  const entityTypes = useEntityTypes();
  const locations = useLocations();
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
  const locationId = toSelectValue(useWatch({ control, name: 'LocationId' })) ?? '';
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
            <Controller
              name="AccountTypeId"
              control={control}
              render={({ field, fieldState }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  label="Form Type"
                  data={(accountTypes.data ?? []).map((item) => ({
                    value: String(item.id),
                    label: item.accountTypeName,
                  }))}
                  value={toSelectValue(field.value)}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  disabled={locked}
                  allowDeselect={false}
                />
              )}
            />
            <Controller
              name="EntityTypeId"
              control={control}
              render={({ field, fieldState }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  label="Entity Type"
                  data={(entityTypes.data ?? []).map((item) => ({
                    value: String(item.id),
                    label: item.entityTypeName,
                  }))}
                  value={toSelectValue(field.value)}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={fieldState.error?.message}
                  // portal.md §2: the entity type is fixed to 1 (Individual).
                  disabled
                />
              )}
            />
            <Controller
              name="LocationId"
              control={control}
              render={({ field, fieldState }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  label="Location"
                  data={(locations.data ?? []).map((item) => ({ value: String(item.id), label: item.locationName }))}
                  value={toSelectValue(field.value)}
                  onChange={(value) => {
                    field.onChange(value ?? '');
                    // A branch belongs to one location: a new location needs a new branch choice.
                    setValue('BranchId', '');
                  }}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  disabled={locked}
                  allowDeselect={false}
                  searchable
                />
              )}
            />
            <Controller
              name="BranchId"
              control={control}
              render={({ field, fieldState }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  label="Branch"
                  data={(branches.data ?? []).map((item) => ({ value: item.id, label: item.branchName }))}
                  value={toSelectValue(field.value)}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  disabled={locked}
                  allowDeselect={false}
                  searchable
                  nothingFoundMessage={locationId === '' ? 'Choose a Location first' : 'No branches found'}
                />
              )}
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
