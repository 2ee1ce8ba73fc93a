import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createNewAccountRequestSchema,
  ENTITY_TYPE_INDIVIDUAL,
  type CreateNewAccountRequest,
  type RegistrationDetails,
} from '@portal/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useInsuredAmountText } from '@/components/deposit-insurance';
import { FormSelect } from '@/components/form-select';
import { useReferenceList } from '@/lib/reference-list';
import { getCustomerAuth, saveRegistrationId } from '@/lib/storage';
import { showErrorToast, showInfoToast } from '@/lib/toasts';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useCreateNewAccount } from '../api/create-new-account';
import { useBranches } from '../api/get-branches';

interface PrimaryDetailsFormProps {
  /** The saved application's details, once they are loaded. */
  registration: RegistrationDetails | undefined;
  /**
   * The application exists (its id is stored): form type, location and branch can no longer change,
   * as its holders belong to them (portal.md §4).
   */
  locked: boolean;
  onCreated: (registrationId: number) => void;
}

export function PrimaryDetailsForm({ registration, locked, onCreated }: PrimaryDetailsFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = getCustomerAuth();

  const createNewAccount = useCreateNewAccount();

  const { control, handleSubmit, setValue, formState } = useForm({
    resolver: zodResolver(createNewAccountRequestSchema),
    defaultValues: {
      Mobile: auth?.mobileNo ?? '',
      Email: auth?.email ?? '',
      AccountTypeId: registration ? String(registration.accountTypeId) : '',
      EntityTypeId: String(registration?.entityTypeId ?? ENTITY_TYPE_INDIVIDUAL),
      LocationId: registration ? String(registration.locationId) : '',
      BranchId: registration?.branchId ?? '',
      NoOfHolders: 1,
    },
  });
  // A form type or branch chosen but not generated yet makes Logout ask first.
  useUnsavedChanges(formState.isDirty && !locked);

  const submit = handleSubmit(
    (request) => {
      createNewAccount.mutate(request, {
        onSuccess: (response) => {
          saveRegistrationId(response.registrationId);
          showInfoToast(response.responseMessage);
          onCreated(response.registrationId);
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
            {t('createAccount.primaryDetails')}
          </Title>
          {registration && (
            <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
              <Text fw={700}>{t('common.referenceNo', { referenceNo: registration.referenceNo })}</Text>
            </Alert>
          )}
          <AccountChoiceFields
            control={control}
            locked={locked}
            noOfHolders={registration?.noOfHolders ?? 1}
            onLocationChange={() => setValue('BranchId', '')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate('/Status')}>
              {t('createAccount.back')}
            </Button>
            <Button type="submit" disabled={locked} loading={createNewAccount.isPending}>
              {t('createAccount.generateDetails')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

interface AccountChoiceFieldsProps<Transformed> {
  /** The form's control; `Transformed` is what its schema makes of the request. */
  control: Control<CreateNewAccountRequest, unknown, Transformed>;
  locked: boolean;
  noOfHolders: number;
  onLocationChange: () => void;
}

/** The form type, entity type, location and branch the application is for, and its number of holders. */
function AccountChoiceFields<Transformed>({
  control,
  locked,
  noOfHolders,
  onLocationChange,
}: AccountChoiceFieldsProps<Transformed>) {
  const { t } = useTranslation();
  const accountTypes = useReferenceList('AccountType');
  const entityTypes = useReferenceList('EntityType');
  const locations = useReferenceList('Location');
  const insuredAmount = useInsuredAmountText();
  const locationId = String(useWatch({ control, name: 'LocationId' }) ?? '');
  const branches = useBranches(locationId);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <FormSelect
        control={control}
        name="AccountTypeId"
        label={t('createAccount.formType')}
        // Where the deposit is chosen, what DICGC insures of it.
        description={insuredAmount}
        options={(accountTypes.data ?? []).map((item) => ({
          value: String(item.id),
          label: item.accountTypeName,
        }))}
        disabled={locked}
      />
      <FormSelect
        control={control}
        name="EntityTypeId"
        label={t('createAccount.entityType')}
        options={(entityTypes.data ?? []).map((item) => ({ value: String(item.id), label: item.entityTypeName }))}
        // portal.md §2: the entity type is fixed to 1 (Individual).
        disabled
      />
      <FormSelect
        control={control}
        name="LocationId"
        label={t('createAccount.location')}
        options={(locations.data ?? []).map((item) => ({ value: String(item.id), label: item.locationName }))}
        // A branch belongs to one location: a new location needs a new branch choice.
        onValueChange={onLocationChange}
        disabled={locked}
        searchable
      />
      <FormSelect
        control={control}
        name="BranchId"
        label={t('createAccount.branch')}
        options={(branches.data ?? []).map((item) => ({ value: item.id, label: item.branchName }))}
        disabled={locked}
        searchable
        nothingFoundMessage={locationId === '' ? t('createAccount.chooseLocationFirst') : t('createAccount.noBranches')}
      />
      <TextInput label={t('createAccount.numberOfHolders')} value={String(noOfHolders)} readOnly maxLength={3} />
    </SimpleGrid>
  );
}
