import { Button, Checkbox, Group, NativeSelect, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  cleanReferenceNoInput,
  createCustomerListSearchFormSchema,
  formatDisplayDate,
  formatIsoDate,
  parseDisplayDate,
  parseIsoDate,
  normaliseReferenceNo,
  REFERENCE_NO_INPUT_MAX_LENGTH,
  REVIEW_STATUSES,
  type CalendarDate,
  type CustomerListSearchForm,
  type ReviewStatus,
} from '@portal/domain';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch, type Resolver } from 'react-hook-form';
import { FormDateInput } from '@/components/form-date-input';
import { FormTextInput } from '@/components/form-text-input';
import type { CustomerListCriteria } from '../api/customer-list-api';
import { isReviewStatus } from '../customer-list-params';

interface CustomerListSearchProps {
  today: CalendarDate;
  /** The default range, as ISO dates (the date fields hold ISO). */
  defaults: { fromDate: string; toDate: string };
  /** The search the list shows now (from the address), which the form starts from. */
  initial: CustomerListCriteria;
  branchCode: string;
  searching: boolean;
  onSearch: (criteria: CustomerListCriteria) => void;
}

function toDisplay(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? formatDisplayDate(date) : iso;
}

function toIso(display: string, fallback: string): string {
  const date = parseDisplayDate(display);
  return date ? formatIsoDate(date) : fallback;
}

const REVIEW_STATUS_OPTIONS = [{ value: '', label: 'All' }, ...REVIEW_STATUSES];

/** The form's start: the search the list shows now, the default range where it searched by reference. */
function startingValues(initial: CustomerListCriteria, defaults: CustomerListSearchProps['defaults']) {
  if (initial.mode === 'reference') return { byReference: true, ...defaults, referenceNo: initial.referenceNo };
  return {
    byReference: false,
    fromDate: toIso(initial.fromDate, defaults.fromDate),
    toDate: toIso(initial.toDate, defaults.toDate),
    referenceNo: '',
  };
}

/** The search as the list's API takes it: '2026 1105-0000 123' is the reference 202611050000123. */
function criteriaOf(
  values: CustomerListSearchForm,
  branchCode: string,
  status: ReviewStatus | '',
): CustomerListCriteria {
  if (values.byReference) {
    return { mode: 'reference', branchCode, referenceNo: normaliseReferenceNo(values.referenceNo) };
  }
  return {
    mode: 'dates',
    branchCode,
    fromDate: toDisplay(values.fromDate),
    toDate: toDisplay(values.toDate),
    reviewStatus: status,
  };
}

/**
 * The search of /CustomerList (portal.md §2, §4): From Date and To Date with a Review Status (decision
 * 028), or with 'Search By Reference Number' ticked a reference number; unticking clears the number and
 * reloads the dates' list, and choosing a status searches at once.
 */
export function CustomerListSearch({
  today,
  defaults,
  initial,
  branchCode,
  searching,
  onSearch,
}: CustomerListSearchProps) {
  const resolver = useMemo(
    () => zodResolver(createCustomerListSearchFormSchema(today)) as unknown as Resolver<CustomerListSearchForm>,
    [today],
  );
  const methods = useForm<CustomerListSearchForm>({ resolver, defaultValues: startingValues(initial, defaults) });
  const { control, handleSubmit, setValue, clearErrors } = methods;
  const byReference = useWatch({ control, name: 'byReference' });
  // Outside the form's values: the form's schema is the dates' and the reference's rules alone.
  const [reviewStatus, setReviewStatus] = useState<ReviewStatus | ''>(
    initial.mode === 'dates' ? initial.reviewStatus : '',
  );

  const searchWith = (status: ReviewStatus | '') =>
    handleSubmit((values) => onSearch(criteriaOf(values, branchCode, status)));
  const search = searchWith(reviewStatus);

  return (
    // The date fields check what is typed in them as they are left, through the form's context.
    <FormProvider {...methods}>
      <form noValidate onSubmit={(event) => void search(event)}>
        <Stack gap="sm">
          <Checkbox
            label="Search By Reference Number"
            checked={byReference}
            onChange={(event) => {
              const ticked = event.currentTarget.checked;
              setValue('byReference', ticked);
              clearErrors();
              if (!ticked) {
                setValue('referenceNo', '');
                void search();
              }
            }}
          />
          <Group align="flex-start" wrap="wrap">
            {byReference ? (
              <FormTextInput
                control={control}
                name="referenceNo"
                label="Reference Number"
                kind="digits"
                maxLength={REFERENCE_NO_INPUT_MAX_LENGTH}
                normalize={cleanReferenceNoInput}
                w={{ base: '100%', xs: 260 }}
              />
            ) : (
              <DateSearchFields
                today={today}
                reviewStatus={reviewStatus}
                onStatusChange={(status) => {
                  setReviewStatus(status);
                  void searchWith(status)();
                }}
              />
            )}
            <Button type="submit" leftSection={<IconSearch size={18} aria-hidden />} loading={searching} mt={25}>
              Search
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

const DATE_FIELDS = [
  { name: 'fromDate', label: 'From Date' },
  { name: 'toDate', label: 'To Date' },
] as const;

interface DateSearchFieldsProps {
  today: CalendarDate;
  reviewStatus: ReviewStatus | '';
  onStatusChange: (status: ReviewStatus | '') => void;
}

/** From Date, To Date and the Review Status: the search by dates. */
function DateSearchFields({ today, reviewStatus, onStatusChange }: DateSearchFieldsProps) {
  const { control } = useFormContext<CustomerListSearchForm>();
  return (
    <>
      {DATE_FIELDS.map(({ name, label }) => (
        <FormDateInput
          key={name}
          control={control}
          name={name}
          label={label}
          maxDate={formatIsoDate(today)}
          w={{ base: '100%', xs: 200 }}
        />
      ))}
      <NativeSelect
        label="Review Status"
        data={REVIEW_STATUS_OPTIONS}
        value={reviewStatus}
        onChange={(event) => {
          const { value } = event.currentTarget;
          onStatusChange(isReviewStatus(value) ? value : '');
        }}
        w={{ base: '100%', xs: 180 }}
      />
    </>
  );
}
