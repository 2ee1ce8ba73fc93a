import { zodResolver } from '@hookform/resolvers/zod';
import {
  createPersonalDetailsSchema,
  DEFAULT_MARITAL_STATUS,
  DEFAULT_NATIONALITY,
  FORM_TYPE,
  formatIsoDate,
  holderIsMinor,
  MASKED_AADHAAR_PATTERN,
  proofCovers,
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
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { AfterFirstRender } from '@/components/after-first-render';
import { useReferenceList } from '@/lib/reference-list';
import type { HolderKey } from '@/lib/registration-queries';
import { getCustomerAuth } from '@/lib/storage';
import { REGISTRATION_FIELD_PREFIX, useSaveRegistration } from '../api/step-saves';
import { text } from '../saved-text';
import {
  ADDRESS_PARTS,
  AboutFields,
  AddressFieldsets,
  NameFields,
  PanFieldset,
  RecordFields,
  type PathChange,
} from './personal-details-fields';
import { ProofTable } from './proof-table';
import type { FormSave } from '@/components/form-shell';
import { StepForm, type StepProps } from './step-form';

export type { PathChange };

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

type AddressField<Kind extends 'Local' | 'Permanent'> = `${Kind}${(typeof ADDRESS_PARTS)[number]}`;

function savedAddress<Kind extends 'Local' | 'Permanent'>(kind: Kind, saved: SavedPersonalDetails | null) {
  const parts = ADDRESS_PARTS.map((part) => [`${kind}${part}`, text(saved?.[`${kind}${part}`])]);
  return Object.fromEntries(parts) as Record<AddressField<Kind>, string>;
}

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
    ...savedAddress('Local', saved),
    ...savedAddress('Permanent', saved),
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

/**
 * 'Same as above': while ticked, the permanent address follows the communication address; unticked, it
 * starts empty.
 */
function useSameAsAbove(methods: UseFormReturn<PersonalDetailsInput, unknown, PersonalDetails>, ticked: boolean) {
  const { control, setValue, clearErrors, formState } = methods;
  const [sameAsAbove, setSameAsAbove] = useState(ticked);
  const local = useWatch({ control, name: ADDRESS_PARTS.map((part) => `Local${part}` as const) });

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

  return { sameAsAbove, setSameAsAbove, changeSameAsAbove };
}

/** Step 1's form, read from what is saved; the e-mail is checked on every change. */
function usePersonalDetailsForm(
  variant: KycFlowVariant,
  saved: SavedPersonalDetails | null,
  holderId: number,
  rules: PersonalDetailsRules,
) {
  const [defaults] = useState(() => toFormValues(saved, holderId));
  const [schema] = useState(() => createPersonalDetailsSchema(variant, rules));
  const methods = useForm<PersonalDetailsInput, unknown, PersonalDetails>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const { subscribe, trigger } = methods;
  // The e-mail is checked on every change (holder-wizards.md §5 "Other rules"), not only on save.
  useEffect(
    () => subscribe({ name: 'Email', formState: { values: true }, callback: () => void trigger('Email') }),
    [subscribe, trigger],
  );
  return { methods, defaults };
}

/** The first holder's save of step 1: the Registration call, with this holder in it. */
function useRegistrationSave(holder: HolderKey): PersonalDetailsSave<RegistrationRequest> {
  return {
    save: useSaveRegistration(holder),
    toRequest: (values) =>
      ({ RegistrationId: holder.registrationId, registrationHolders: [values] }) as RegistrationRequest,
    fieldPrefix: REGISTRATION_FIELD_PREFIX,
  };
}

/** The holder as both save calls take it: its id, whether a minor, and what each proof covers. */
function toHolder(values: PersonalDetails, holderId: number, today: CalendarDate): PersonalDetails {
  return {
    ...values,
    Id: holderId,
    IsMinor: holderIsMinor(values.DOB, today),
    registrationHoldersPOI: values.registrationHoldersPOI.map((row) => ({
      ...row,
      IsPOI: proofCovers(row).poi,
      IsPOA: proofCovers(row).poa,
    })),
  };
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
  const { holder } = step;
  const [rules] = useState(() => rulesFor(saved, accountTypeId, today));
  const { methods, defaults } = usePersonalDetailsForm(variant, saved, holder.registrationHolderId, rules);
  const { sameAsAbove, setSameAsAbove, changeSameAsAbove } = useSameAsAbove(methods, sameAddress(defaults));
  const registrationSave = useRegistrationSave(holder);
  const states = useReferenceList('State');

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

  // Another holder's save, or the first holder's Registration call: the same form either way.
  function renderForm<Saved>({ save, toRequest, fieldPrefix }: PersonalDetailsSave<Saved>) {
    return (
      <StepForm
        step={step}
        methods={methods}
        save={save}
        toRequest={(values: PersonalDetails) => toRequest(toHolder(values, holder.registrationHolderId, today))}
        fieldPrefix={fieldPrefix}
        onDraftRestored={restoreFromDraft}
      >
        <RecordFields
          withLookup={accountTypeId === FORM_TYPE.existingCustomerFixedDeposit}
          onCustomerFound={applyCustomerRecord}
          savedPhoto={saved?.photoFilePath ?? ''}
          photoRequired={rules.uploadsRequired}
        />
        <NameFields variant={variant} />
        <AboutFields variant={variant} today={today} onPathChange={onPathChange} />
        <AfterFirstRender>
          <AddressFieldsets
            stateOptions={(states.data ?? []).map((state) => ({ value: String(state.id), label: state.stateName }))}
            sameAsAbove={sameAsAbove}
            onSameAsAboveChange={changeSameAsAbove}
          />
          <PanFieldset
            variant={variant}
            savedPath={saved?.panFilePath ?? ''}
            uploadsRequired={rules.uploadsRequired}
            onPathChange={onPathChange}
          />
          <ProofTable
            registrationId={holder.registrationId}
            savedFiles={new Map((saved?.registrationHoldersPOI ?? []).map((row) => [row.POIId, row.poiFilePath]))}
            today={formatIsoDate(today)}
            uploadsRequired={rules.uploadsRequired}
          />
        </AfterFirstRender>
      </StepForm>
    );
  }
  return saveAs ? renderForm(saveAs) : renderForm(registrationSave);
}
