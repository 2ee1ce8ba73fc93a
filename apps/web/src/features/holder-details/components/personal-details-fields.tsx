import { Checkbox, Fieldset, Group, Radio, SimpleGrid } from '@mantine/core';
import {
  formatIsoDate,
  GENDERS,
  holderIsMinor,
  MARITAL_STATUSES,
  MOBILE_BELONGS_TO,
  NATIONALITIES,
  optionsById,
  TITLES,
  type CalendarDate,
  type CustomerData,
  type KycFlowVariant,
  type PersonalDetails,
  type PersonalDetailsInput,
} from '@portal/domain';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateInput } from '@/components/form-date-input';
import { FormSelect, type SelectOption } from '@/components/form-select';
import { FormTextFields, type TextFieldSpec } from '@/components/form-text-grid';
import { FormTextInput } from '@/components/form-text-input';
import { documentPath } from '@/lib/document-file';
import { translateMessage, translateValue } from '@/lib/i18n';
import { useReferenceList } from '@/lib/reference-list';
import { CustomerLookup } from './customer-lookup';
import { DocumentUpload } from './document-upload';

/** What step 1 tells the wizard as it changes: the related-person and Form 60/61 steps depend on it. */
export interface PathChange {
  minor?: boolean;
  form60?: boolean;
}

type PersonalField = TextFieldSpec<PersonalDetailsInput>;

export const ADDRESS_PARTS = ['Address1', 'Address2', 'Address3', 'City', 'Pin', 'State'] as const;
const ADDRESS_AUTOCOMPLETE = {
  Address1: 'address-line1',
  Address2: 'address-line2',
  Address3: 'address-line3',
  City: 'address-level2',
  Pin: 'postal-code',
  State: 'address-level1',
} as const;
const GENDER_OPTIONS = [...GENDERS];
const NATIONALITY_OPTIONS = [...NATIONALITIES];

/** The applicant's own mobile number: its ten digits after the fixed +91. */
const MOBILE_FIELD = {
  leftSection: '+91',
  leftSectionWidth: 44,
  maxLength: 10,
  digitsOnly: true,
  kind: 'mobile',
} as const;

/** A PAN as typed: ten characters, held in capitals. */
export const PAN_FIELD = {
  maxLength: 10,
  normalize: (value: string) => value.toUpperCase(),
  kind: 'capitalCode',
} as const;

/** Step 1's form, bound: its fields are within the step's FormProvider. */
function usePersonalForm() {
  return useFormContext<PersonalDetailsInput, unknown, PersonalDetails>();
}

interface RecordFieldsProps {
  /** Account type 5: the customer id fetches the customer-master record into the step. */
  withLookup: boolean;
  onCustomerFound: (customer: CustomerData) => void;
  /** The photo on record ('' when none) and whether a photo must be there to save. */
  savedPhoto: string;
  photoRequired: boolean;
}

/** The customer and CKYC numbers and the applicant's photo. */
export function RecordFields({ withLookup, onCustomerFound, savedPhoto, photoRequired }: RecordFieldsProps) {
  const { t } = useTranslation();
  const methods = usePersonalForm();
  const numbers: PersonalField[] = [
    { name: 'CustomerId', label: t('personalStep.customerId'), maxLength: 20, kind: 'reference' },
    { name: 'CKYCNo', label: t('personalStep.ckycNo'), maxLength: 20, digitsOnly: true },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {/* The lookup has the customer id's field, with its Fetch button. */}
      {withLookup && <CustomerLookup methods={methods} onFound={onCustomerFound} />}
      <FormTextFields
        control={methods.control}
        fields={numbers.filter((field) => !withLookup || field.name !== 'CustomerId')}
      />
      <DocumentUpload<PersonalDetailsInput>
        name="Base64Photo"
        label={t('personalStep.photo')}
        savedPath={documentPath('Photo', savedPhoto)}
        withPreview
        limit="photo"
        required={photoRequired}
      />
    </SimpleGrid>
  );
}

/** The applicant's title and names; which of them are compulsory is the flow's. */
export function NameFields({ variant }: { variant: KycFlowVariant }) {
  const { t } = useTranslation();
  const { control } = usePersonalForm();
  const laterNames = variant.requireMiddleAndLastName;
  const names: PersonalField[] = [
    {
      name: 'FirstName',
      label: t('personalStep.firstName'),
      autoComplete: 'given-name',
      required: true,
      maxLength: 50,
    },
    {
      name: 'MiddleName',
      label: t('personalStep.middleName'),
      autoComplete: 'additional-name',
      required: laterNames,
      maxLength: 50,
    },
    {
      name: 'LastName',
      label: t('personalStep.lastName'),
      autoComplete: 'family-name',
      required: laterNames,
      maxLength: 50,
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
      <FormSelect
        control={control}
        name="Title"
        label={t('personalStep.title')}
        options={optionsById(TITLES, variant.titles)}
        withAsterisk
      />
      <FormTextFields control={control} fields={names} />
    </SimpleGrid>
  );
}

interface AboutFieldsProps {
  variant: KycFlowVariant;
  today: CalendarDate;
  onPathChange: (change: PathChange) => void;
}

/** Gender, birth, marital status, nationality, occupation and how the applicant is reached. */
export function AboutFields({ variant, today, onPathChange }: AboutFieldsProps) {
  const { t } = useTranslation();
  const { control } = usePersonalForm();
  const occupations = useReferenceList('Occupation');
  const occupationOptions: SelectOption[] = (occupations.data ?? []).map((item) => ({
    value: String(item.id),
    label: item.occupationName,
  }));
  const maritalStatuses = optionsById(MARITAL_STATUSES, variant.maritalStatuses);
  const required = { control, withAsterisk: true } as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      <FormSelect {...required} name="Gender" label={t('personalStep.gender')} options={GENDER_OPTIONS} />
      <FormDateInput
        control={control}
        name="DOB"
        label={t('personalStep.dateOfBirth')}
        maxDate={formatIsoDate(today)}
        onValueChange={(value) => onPathChange({ minor: holderIsMinor(value, today) })}
        withAsterisk
      />
      <FormSelect
        {...required}
        name="MartialStatus"
        label={t('personalStep.maritalStatus')}
        options={maritalStatuses}
      />
      <FormTextInput control={control} name="Email" label={t('personalStep.email')} kind="email" maxLength={100} />
      <FormSelect
        {...required}
        name="Nationality"
        label={t('personalStep.nationality')}
        options={NATIONALITY_OPTIONS}
      />
      <FormSelect
        {...required}
        name="Occupation"
        label={t('personalStep.occupation')}
        searchable
        options={occupationOptions}
      />
      <FormTextInput {...required} name="Mobile" label={t('personalStep.mobile')} {...MOBILE_FIELD} />
      <Controller
        name="mobileNoBelongsTo"
        control={control}
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('personalStep.mobileBelongsTo')}
            ref={field.ref}
            name={field.name}
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
  );
}

interface AddressFieldsetsProps {
  stateOptions: SelectOption[];
  /** The permanent address follows the communication address while this is ticked. */
  sameAsAbove: boolean;
  onSameAsAboveChange: (checked: boolean) => void;
}

/** The communication and permanent addresses, the second with 'Same as above'. */
export function AddressFieldsets({ stateOptions, sameAsAbove, onSameAsAboveChange }: AddressFieldsetsProps) {
  const { t } = useTranslation();
  const { control } = usePersonalForm();
  return (['Local', 'Permanent'] as const).map((kind) => {
    const following = kind === 'Permanent' && sameAsAbove;
    const autofillSection = kind === 'Local' ? 'shipping' : 'billing';
    return (
      <Fieldset key={kind} legend={t(`personalStep.addressOf.${kind}`)}>
        {kind === 'Permanent' && (
          <Checkbox
            mb="sm"
            label={t('personalStep.sameAsAbove')}
            checked={sameAsAbove}
            onChange={(event) => onSameAsAboveChange(event.currentTarget.checked)}
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
                autoComplete={`${autofillSection} ${ADDRESS_AUTOCOMPLETE[part]}`}
                disabled={following}
                withAsterisk={part === 'Address1' || part === 'City' || part === 'Pin'}
              />
            ),
          )}
        </SimpleGrid>
      </Fieldset>
    );
  });
}

interface PanFieldsetProps {
  variant: KycFlowVariant;
  /** The PAN document on record ('' when none) and whether uploads are compulsory for the account. */
  savedPath: string;
  uploadsRequired: boolean;
  onPathChange: (change: PathChange) => void;
}

/** The PAN and its document, or the box that sends the holder to Form 60/61 instead. */
export function PanFieldset({ variant, savedPath, uploadsRequired, onPathChange }: PanFieldsetProps) {
  const { t } = useTranslation();
  const { control, setValue, clearErrors } = usePersonalForm();
  const isPan = useWatch({ control, name: 'isPAN' }) !== false;
  const pan: PersonalField = { name: 'PAN', label: t('personalStep.pan'), ...PAN_FIELD, required: true };

  function changeForm60(checked: boolean) {
    setValue('isPAN', !checked);
    if (checked) {
      setValue('PAN', '');
      setValue('Base64PAN', '');
      clearErrors(['PAN', 'Base64PAN']);
    }
    onPathChange({ form60: checked });
  }

  return (
    <Fieldset legend={t('personalStep.panLegend')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <FormTextFields control={control} fields={[pan]} disabled={!isPan} />
        <DocumentUpload<PersonalDetailsInput>
          name="Base64PAN"
          label={t('personalStep.panDocument')}
          savedPath={isPan ? documentPath('POIFiles', savedPath) : ''}
          fileTypes={variant.panFileTypes}
          withViewLink
          disabled={!isPan}
          required={isPan && uploadsRequired}
        />
      </SimpleGrid>
      <Checkbox
        mt="sm"
        label={t('personalStep.fillForm60')}
        checked={!isPan}
        onChange={(event) => changeForm60(event.currentTarget.checked)}
      />
    </Fieldset>
  );
}
