import { Checkbox, List } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  firstHolderDeclarationClauses,
  updateAccountHolderStatusRequestSchema,
  type UpdateAccountHolderStatusRequest,
} from '@portal/domain';
import { Controller, useForm } from 'react-hook-form';
import { usePortalConfig } from '@/lib/portal-config';
import { useSubmitApplication } from '@/lib/submit-application';
import { useUpdateAccountHolderStatus } from '../api/step-saves';
import type { FormSave } from '@/components/form-shell';
import { StepForm, type StepProps } from './step-form';
import { SubmitNextSteps } from './submit-next-steps';

interface DeclarationStepProps extends StepProps {
  accepted: boolean;
  /** The clauses for the bank's name (14 for the first holder, 19 for another). */
  clauses?: (bankName: string) => string[];
  /**
   * 'submit' (the first holder): Submit saves the declaration, then makes the final submit. 'save'
   * (another holder): Save only saves it and the wizard moves on (back to the hub).
   */
  mode?: 'submit' | 'save';
  /** The application's account type: where the next holder's wizard is. */
  accountTypeId: number;
}

/**
 * Step 8, Applicant Declaration: the numbered clauses, 'I agree to above terms and conditions' and
 * Submit, which saves the declaration and then makes the final submit (holder-wizards.md §4, §7). A
 * refused submit lists what is still missing, with the way back to the hub; the tick stays.
 */
export function DeclarationStep({
  accepted,
  clauses = firstHolderDeclarationClauses,
  mode = 'submit',
  accountTypeId,
  ...step
}: DeclarationStepProps) {
  const { holder } = step;
  const bankName = usePortalConfig().data?.bankName ?? '';
  const save = useUpdateAccountHolderStatus(holder);
  const finalSubmit = useSubmitApplication({ refusalAsProgress: true });
  const saveThenSubmit: FormSave<UpdateAccountHolderStatusRequest> = {
    mutate: save.mutate,
    isPending: save.isPending || finalSubmit.isPending,
  };
  const methods = useForm({
    resolver: zodResolver(updateAccountHolderStatusRequestSchema),
    defaultValues: {
      RegistrationId: holder.registrationId,
      RegistrationHolderId: holder.registrationHolderId,
      // Unticked is false: the schema answers 'Please select Terms & conditions' for it.
      TermsAccepted: accepted as true,
    },
  });

  return (
    <StepForm
      step={mode === 'submit' ? { ...step, onSaved: () => finalSubmit.submit(holder.registrationId) } : step}
      methods={methods}
      save={mode === 'submit' ? saveThenSubmit : save}
      submitLabel={mode === 'submit' ? 'Submit' : 'Save'}
    >
      {mode === 'submit' && (
        <SubmitNextSteps
          registrationId={holder.registrationId}
          accountTypeId={accountTypeId}
          missing={finalSubmit.missing}
        />
      )}
      <List type="ordered" spacing="xs" size="sm">
        {clauses(bankName).map((clause) => (
          <List.Item key={clause}>{clause}</List.Item>
        ))}
      </List>
      <Controller
        name="TermsAccepted"
        control={methods.control}
        render={({ field, fieldState }) => (
          <Checkbox
            ref={field.ref}
            name={field.name}
            label="I agree to above terms and conditions"
            checked={String(field.value) === 'true'}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            error={fieldState.error?.message}
          />
        )}
      />
    </StepForm>
  );
}
