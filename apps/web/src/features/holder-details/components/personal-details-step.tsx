import { Checkbox, Fieldset, Group, Radio, SimpleGrid } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createPersonalDetailsSchema,
  DEFAULT_MARITAL_STATUS,
  DEFAULT_NATIONALITY,
  FORM_TYPE,
  formatIsoDate,
  GENDERS,
  holderIsMinor,
  MARITAL_STATUSES,
  MASKED_AADHAAR_PATTERN,
  MOBILE_BELONGS_TO,
  NATIONALITIES,
  optionsById,
  proofCovers,
  TITLES,
  type CalendarDate,
  type CustomerData,
  type KycFlowVariant,
  type PersonalDetails,
  type PersonalDetailsInput,
  type PersonalDetailsRules,
  type RegistrationRequest,
  type SavedPersonalDetails,
} from '@portal/domain';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AfterFirstRender } from '@/components/after-first-render';
import { FormDateInput } from '@/components/form-date-input';
import { FormSelect } from '@/components/form-select';
import { FormTextInput } from '@/components/form-text-input';
import { documentPath } from '@/lib/document-file';
import { translateMessage, translateValue } from '@/lib/i18n';
import { useReferenceList } from '@/lib/reference-list';
import { getCustomerAuth } from '@/lib/storage';
import { REGISTRATION_FIELD_PREFIX, useSaveRegistration } from '../api/step-saves';
import { text } from '../saved-text';
import { CustomerLookup } from './customer-lookup';
import { DocumentUpload } from './document-upload';
import { ProofTable } from './proof-table';
import type { FormSave } from '@/components/form-shell';
import { StepForm, type StepProps } from './step-form';

/** What step 1 tells the wizard as it changes: the related-person and Form 60/61 steps depend on it. */
export interface PathChange {
  minor?: boolean;
  form60?: boolean;
}

/**
 * How step 1 is saved when not with the first holder's Registration call: the save, the request built
 * from the holder's values (`holder` already has Id, IsMinor and the proofs' IsPOI/IsPOA), and what
 * the server's 400 field paths have that the form's do not.
 */
export interface PersonalDetailsSave<Request> {
  save: FormSave<Request>;
  toRequest: (holder: PersonalDetails) => Request;
  fieldPrefix: string;
}

interface PersonalDetailsStepProps<Request> extends StepProps {
  variant: KycFlowVariant;
  accountTypeId: number;
  saved: SavedPersonalDetails | null;
  today: CalendarDate;
  onPathChange: (change: PathChange) => void;
  /** Another holder's save (UpdatePersonalDetails); the first holder's Registration call when absent. */
  saveAs?: PersonalDetailsSave<Request>;
  /** Account type 5: a customer-master record was fetched into step 1 (later steps may use it too). */
  onCustomerFound?: (customer: CustomerData) => void;
}

const ADDRESS_PARTS = ['Address1', 'Address2', 'Address3', 'City', 'Pin', 'State'] as const;
const ADDRESS_AUTOCOMPLETE = {
  Address1: 'address-line1',
  Address2: 'address-line2',
  Address3: 'address-line3',
  City: 'address-level2',
  Pin: 'postal-code',
  State: 'address-level1',
} as const;

function toFormValues(saved: SavedPersonalDetails | null, holderId: number): PersonalDetailsInput {
  const auth = getCustomerAuth();
  return {
    Id: holderId,
    Title: text(saved?.Title),
    FirstName: text(saved?.FirstName),
    MiddleName: text(saved?.MiddleName),
    LastName: text(saved?.LastName),
    DOB: text(saved?.DOB),
    Gender: text(saved?.Gender),
    MartialStatus: saved?.MartialStatus ?? DEFAULT_MARITAL_STATUS,
    Nationality: saved?.Nationality ?? DEFAULT_NATIONALITY,
    Occupation: text(saved?.Occupation),
    // Before the first save, the signed-in customer's mobile and e-mail (holder-wizards.md §6).
    Mobile: saved?.Mobile ?? auth?.mobileNo ?? '',
    mobileNoBelongsTo: saved?.mobileNoBelongsTo ?? '',
    Email: saved?.Email ?? auth?.email ?? '',
    LocalAddress1: text(saved?.LocalAddress1),
    LocalAddress2: text(saved?.LocalAddress2),
    LocalAddress3: text(saved?.LocalAddress3),
    LocalCity: text(saved?.LocalCity),
    LocalPin: text(saved?.LocalPin),
    LocalState: text(saved?.LocalState),
    PermanentAddress1: text(saved?.PermanentAddress1),
    PermanentAddress2: text(saved?.PermanentAddress2),
    PermanentAddress3: text(saved?.PermanentAddress3),
    PermanentCity: text(saved?.PermanentCity),
    PermanentPin: text(saved?.PermanentPin),
    PermanentState: text(saved?.PermanentState),
    isPAN: saved?.isPAN ?? true,
    PAN: text(saved?.PAN),
    CustomerId: text(saved?.CustomerId),
    CKYCNo: text(saved?.CKYCNo),
    Base64Photo: '',
    Base64PAN: '',
    registrationHoldersPOI: (saved?.registrationHoldersPOI ?? []).map((row) => ({
      POIId: row.POIId,
      POI: row.POI,
      POINo: row.POINo,
      POIPOA: row.POIPOA as '' | '1' | '2' | '3',
      ExpiryDate: row.ExpiryDate,
      Base64POI: '',
    })),
  };
}

function rulesFor(
  saved: SavedPersonalDetails | null,
  accountTypeId: number,
  today: CalendarDate,
): PersonalDetailsRules {
  const rows = saved?.registrationHoldersPOI ?? [];
  return {
    today,
    // Account type 5 (an existing customer's account): photo, PAN and proof files are optional.
    uploadsRequired: accountTypeId !== FORM_TYPE.existingCustomerFixedDeposit,
    onRecord: {
      photo: Boolean(saved?.photoFilePath),
      pan: Boolean(saved?.panFilePath),
      proofFiles: new Set(rows.filter((row) => row.poiFilePath !== '').map((row) => row.POIId)),
      maskedAadhaar: new Map(
        rows.filter((row) => MASKED_AADHAAR_PATTERN.test(row.POINo)).map((row) => [row.POIId, row.POINo]),
      ),
    },
  };
}

function sameAddress(values: PersonalDetailsInput): boolean {
  return (
    values.LocalAddress1 !== '' &&
    ADDRESS_PARTS.every((part) => String(values[`Local${part}`]) === String(values[`Permanent${part}`]))
  );
}

/** Step 1, Personal Details: the applicant, addresses, PAN or Form 60/61, photo and proof documents. */
export function PersonalDetailsStep<Request = RegistrationRequest>({
  variant,
  accountTypeId,
  saved,
  today,
  onPathChange,
  saveAs,
  onCustomerFound,
  ...step
}: PersonalDetailsStepProps<Request>) {
  const { t } = useTranslation();
  const { holder } = step;
  const [defaults] = useState(() => toFormValues(saved, holder.registrationHolderId));
  const [rules] = useState(() => rulesFor(saved, accountTypeId, today));
  const [schema] = useState(() => createPersonalDetailsSchema(variant, rules));
  const [sameAsAbove, setSameAsAbove] = useState(() => sameAddress(defaults));
  const methods = useForm<PersonalDetailsInput, unknown, PersonalDetails>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const { control, setValue, clearErrors, formState, subscribe, trigger } = methods;
  const save = useSaveRegistration(holder);
  const states = useReferenceList('State');
  const occupations = useReferenceList('Occupation');
  const isPan = useWatch({ control, name: 'isPAN' }) !== false;
  const local = useWatch({ control, name: ADDRESS_PARTS.map((part) => `Local${part}` as const) });
  const todayIso = formatIsoDate(today);

  // The e-mail is checked on every change (holder-wizards.md §5 "Other rules"), not only on save.
  useEffect(
    () => subscribe({ name: 'Email', formState: { values: true }, callback: () => void trigger('Email') }),
    [subscribe, trigger],
  );

  // While 'Same as above' is ticked the permanent address follows the communication address.
  useEffect(() => {
    if (!sameAsAbove) return;
    ADDRESS_PARTS.forEach((part, index) =>
      setValue(`Permanent${part}`, String(local[index] ?? ''), { shouldValidate: formState.isSubmitted }),
    );
  }, [sameAsAbove, local, setValue, formState.isSubmitted]);

  function changeSameAsAbove(checked: boolean) {
    setSameAsAbove(checked);
    if (!checked) ADDRESS_PARTS.forEach((part) => setValue(`Permanent${part}`, ''));
    else clearErrors(ADDRESS_PARTS.map((part) => `Permanent${part}` as const));
  }

  function changeForm60(checked: boolean) {
    setValue('isPAN', !checked);
    if (checked) {
      setValue('PAN', '');
      setValue('Base64PAN', '');
      clearErrors(['PAN', 'Base64PAN']);
    }
    onPathChange({ form60: checked });
  }

  function applyCustomerRecord(customer: CustomerData) {
    changeSameAsAbove(true);
    onPathChange({ minor: holderIsMinor(customer.dob, today), ...(customer.pan !== '' && { form60: false }) });
    onCustomerFound?.(customer);
  }

  /** A draft of this tab came back (a reload): the path and 'Same as above' follow its values. */
  function restoreFromDraft(values: PersonalDetailsInput) {
    setSameAsAbove(sameAddress(values));
    onPathChange({
      form60: values.isPAN === false,
      ...(values.DOB !== '' && { minor: holderIsMinor(String(values.DOB), today) }),
    });
  }

  /** The holder as both save calls take it: its id, whether a minor, and what each proof covers. */
  function holderValues(values: PersonalDetails): PersonalDetails {
    return {
      ...values,
      Id: holder.registrationHolderId,
      IsMinor: holderIsMinor(values.DOB, today),
      registrationHoldersPOI: values.registrationHoldersPOI.map((row) => ({
        ...row,
        IsPOI: proofCovers(row).poi,
        IsPOA: proofCovers(row).poa,
      })),
    };
  }

  function toRegistrationRequest(values: PersonalDetails): RegistrationRequest {
    return {
      RegistrationId: holder.registrationId,
      registrationHolders: [holderValues(values)],
    } as RegistrationRequest;
  }

  const stateOptions = (states.data ?? []).map((state) => ({ value: String(state.id), label: state.stateName }));
  const savedProofFiles = new Map(
    (saved?.registrationHoldersPOI ?? []).map((row) => [row.POIId, row.poiFilePath] as const),
  );

  const fields = (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {accountTypeId === FORM_TYPE.existingCustomerFixedDeposit ? (
          <CustomerLookup methods={methods} onFound={applyCustomerRecord} />
        ) : (
          <FormTextInput
            control={control}
            name="CustomerId"
            label={t('personalStep.customerId')}
            maxLength={20}
            kind="reference"
          />
        )}
        <FormTextInput control={control} name="CKYCNo" label={t('personalStep.ckycNo')} maxLength={20} digitsOnly />
        <DocumentUpload<PersonalDetailsInput>
          name="Base64Photo"
          label={t('personalStep.photo')}
          savedPath={documentPath('Photo', saved?.photoFilePath ?? '')}
          withPreview
          limit="photo"
          required={rules.uploadsRequired}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <FormSelect
          control={control}
          name="Title"
          label={t('personalStep.title')}
          options={optionsById(TITLES, variant.titles)}
          withAsterisk
        />
        <FormTextInput
          control={control}
          name="FirstName"
          label={t('personalStep.firstName')}
          maxLength={50}
          autoComplete="given-name"
          withAsterisk
        />
        <FormTextInput
          control={control}
          name="MiddleName"
          label={t('personalStep.middleName')}
          maxLength={50}
          autoComplete="additional-name"
          withAsterisk={variant.requireMiddleAndLastName}
        />
        <FormTextInput
          control={control}
          name="LastName"
          label={t('personalStep.lastName')}
          maxLength={50}
          autoComplete="family-name"
          withAsterisk={variant.requireMiddleAndLastName}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <FormSelect
          control={control}
          name="Gender"
          label={t('personalStep.gender')}
          options={[...GENDERS]}
          withAsterisk
        />
        <FormDateInput
          control={control}
          name="DOB"
          label={t('personalStep.dateOfBirth')}
          maxDate={todayIso}
          onValueChange={(value) => onPathChange({ minor: holderIsMinor(value, today) })}
          withAsterisk
        />
        <FormSelect
          control={control}
          name="MartialStatus"
          label={t('personalStep.maritalStatus')}
          options={optionsById(MARITAL_STATUSES, variant.maritalStatuses)}
          withAsterisk
        />
        <FormTextInput
          control={control}
          name="Email"
          label={t('personalStep.email')}
          kind="email"
          maxLength={100}
          autoComplete="email"
        />
        <FormSelect
          control={control}
          name="Nationality"
          label={t('personalStep.nationality')}
          options={[...NATIONALITIES]}
          withAsterisk
        />
        <FormSelect
          control={control}
          name="Occupation"
          label={t('personalStep.occupation')}
          options={(occupations.data ?? []).map((item) => ({ value: String(item.id), label: item.occupationName }))}
          searchable
          withAsterisk
        />
        <FormTextInput
          control={control}
          name="Mobile"
          label={t('personalStep.mobile')}
          leftSection="+91"
          leftSectionWidth={44}
          maxLength={10}
          digitsOnly
          kind="mobile"
          withAsterisk
        />
        <Controller
          name="mobileNoBelongsTo"
          control={control}
          render={({ field, fieldState }) => (
            <Radio.Group
              ref={field.ref}
              name={field.name}
              label={t('personalStep.mobileBelongsTo')}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              error={fieldState.error && translateMessage(fieldState.error.message ?? '')}
              withAsterisk={variant.requireMobileBelongsTo}
            >
              <Group gap="md" mt="xs">
                {MOBILE_BELONGS_TO.map((choice) => (
                  <Radio key={choice} value={choice} label={translateValue(choice)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
      </SimpleGrid>
      <AfterFirstRender>
        {(['Local', 'Permanent'] as const).map((kind) => {
          const following = kind === 'Permanent' && sameAsAbove;
          return (
            <Fieldset key={kind} legend={t(`personalStep.addressOf.${kind}`)}>
              {kind === 'Permanent' && (
                <Checkbox
                  mb="sm"
                  label={t('personalStep.sameAsAbove')}
                  checked={sameAsAbove}
                  onChange={(event) => changeSameAsAbove(event.currentTarget.checked)}
                />
              )}
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {ADDRESS_PARTS.map((part) =>
                  part === 'State' ? (
                    <FormSelect
                      key={part}
                      control={control}
                      name={`${kind}State`}
                      label={t(`personalStep.address.${kind}.${part}`)}
                      options={stateOptions}
                      searchable
                      disabled={following}
                      withAsterisk
                    />
                  ) : (
                    <FormTextInput
                      key={part}
                      control={control}
                      name={`${kind}${part}`}
                      label={t(`personalStep.address.${kind}.${part}`)}
                      maxLength={part === 'Pin' ? 6 : part === 'City' ? 50 : 300}
                      digitsOnly={part === 'Pin'}
                      autoComplete={`${kind === 'Local' ? 'shipping' : 'billing'} ${ADDRESS_AUTOCOMPLETE[part]}`}
                      disabled={following}
                      withAsterisk={part === 'Address1' || part === 'City' || part === 'Pin'}
                    />
                  ),
                )}
              </SimpleGrid>
            </Fieldset>
          );
        })}
        <Fieldset legend={t('personalStep.panLegend')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <FormTextInput
              control={control}
              name="PAN"
              label={t('personalStep.pan')}
              maxLength={10}
              normalize={(value) => value.toUpperCase()}
              kind="capitalCode"
              disabled={!isPan}
              withAsterisk={isPan}
            />
            <DocumentUpload<PersonalDetailsInput>
              name="Base64PAN"
              label={t('personalStep.panDocument')}
              savedPath={isPan ? documentPath('POIFiles', saved?.panFilePath ?? '') : ''}
              fileTypes={variant.panFileTypes}
              withViewLink
              disabled={!isPan}
              required={isPan && rules.uploadsRequired}
            />
          </SimpleGrid>
          <Checkbox
            mt="sm"
            label={t('personalStep.fillForm60')}
            checked={!isPan}
            onChange={(event) => changeForm60(event.currentTarget.checked)}
          />
        </Fieldset>
        <ProofTable
          registrationId={holder.registrationId}
          savedFiles={savedProofFiles}
          today={todayIso}
          uploadsRequired={rules.uploadsRequired}
        />
      </AfterFirstRender>
    </>
  );

  return saveAs ? (
    <StepForm
      step={step}
      methods={methods}
      save={saveAs.save}
      toRequest={(values: PersonalDetails) => saveAs.toRequest(holderValues(values))}
      fieldPrefix={saveAs.fieldPrefix}
      onDraftRestored={restoreFromDraft}
    >
      {fields}
    </StepForm>
  ) : (
    <StepForm
      step={step}
      methods={methods}
      save={save}
      toRequest={toRegistrationRequest}
      fieldPrefix={REGISTRATION_FIELD_PREFIX}
      onDraftRestored={restoreFromDraft}
    >
      {fields}
    </StepForm>
  );
}
