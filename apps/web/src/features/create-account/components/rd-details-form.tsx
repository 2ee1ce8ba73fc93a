import { Fieldset } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateRdDetailsRequestSchema, type RdDetails, type UpdateRdDetailsRequest } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { FormTextGrid, type TextFieldSpec } from '../../../components/form-text-grid';
import { useUpdateRdDetails } from '../api/update-rd-details';
import { DepositForm, depositFormValues } from './deposit-fields';
import type { SectionProps } from './section-form';

// portal.md §5: all three required; lengths 20, 10 and 2.
const INSTALMENT: TextFieldSpec<UpdateRdDetailsRequest>[] = [
  { name: 'DebitAccountNo', label: 'Debit SB/CA/CC A/c Number', maxLength: 20, required: true },
  { name: 'RDAmount', label: 'RD Amount', maxLength: 10, digitsOnly: true, required: true },
  { name: 'RDMonths', label: 'Number of Months', maxLength: 2, digitsOnly: true, required: true },
];

export function RdDetailsForm({
  registration: { registrationId },
  readOnly,
  saved,
  onReload,
}: SectionProps<RdDetails | null>) {
  const save = useUpdateRdDetails(registrationId, saved?.version ?? 0);
  const methods = useForm({
    resolver: zodResolver(updateRdDetailsRequestSchema),
    defaultValues: {
      ...depositFormValues(registrationId, saved),
      DebitAccountNo: saved?.debitAccountNo ?? '',
      RDAmount: saved?.rdAmount ?? '',
      RDMonths: saved?.rdMonths ?? '',
    },
  });
  return (
    <DepositForm methods={methods} onSave={save.mutate} save={save} onReload={onReload} readOnly={readOnly}>
      <Fieldset legend="Instructions for deduction of RD instalment">
        <FormTextGrid control={methods.control} fields={INSTALMENT} cols={{ base: 1, sm: 3 }} />
      </Fieldset>
    </DepositForm>
  );
}
