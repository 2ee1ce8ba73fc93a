import { Checkbox, List } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DECLARATION_TEMPLATES,
  fillDeclaration,
  updateAccountHolderStatusRequestSchema,
  type DeclarationKind,
  type UpdateAccountHolderStatusRequest,
} from '@portal/domain';
import { Controller, useForm, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage, declarationTemplates, translateMessage } from '@/lib/i18n';
import { usePortalConfig } from '@/lib/portal-config';
import { useSubmitApplication } from '@/lib/submit-application';
import { useUpdateAccountHolderStatus } from '../api/step-saves';
import type { FormSave } from '@/components/form-shell';
import { StepForm, type StepProps } from './step-form';
import { SubmitNextSteps } from './submit-next-steps';

interface DeclarationStepProps extends StepProps {
  accepted: boolean;
  /** Whose declaration: the first holder's 14 clauses or another holder's 19. */
  kind?: DeclarationKind;
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
  kind = 'firstHolder',
  mode = 'submit',
  accountTypeId,
  ...step
}: DeclarationStepProps) {
  const { holder } = step;
  // Subscribes to the language, so the clauses and texts change with it.
  const { t } = useTranslation();
  const bankName = usePortalConfig().data?.bankName ?? '';
  const translated = declarationTemplates(kind);
  // English is the domain's own text; in Marathi or Hindi the loaded chunk's templates.
  const clauses = translated
    ? fillDeclaration(translated, bankName, currentLanguage())
    : fillDeclaration(DECLARATION_TEMPLATES[kind], bankName);
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

  const { isDirty } = useFormState({ control: methods.control });
  // The saved tick is the form's starting point: a change after the next steps are shown opens Submit again.
  const submitSaved = () => {
    methods.reset(methods.getValues());
    finalSubmit.submit(holder.registrationId);
  };

  return (
    <StepForm
      step={mode === 'submit' ? { ...step, onSaved: submitSaved } : step}
      methods={methods}
      save={mode === 'submit' ? saveThenSubmit : save}
      submitLabel={mode === 'submit' ? t('declarationStep.submit') : t('declarationStep.save')}
      // What is left is on the screen: Submit again, with nothing changed, would only repeat it.
      submitDisabled={mode === 'submit' && finalSubmit.missing.length > 0 && !isDirty}
    >
      {mode === 'submit' && (
        <SubmitNextSteps
          registrationId={holder.registrationId}
          accountTypeId={accountTypeId}
          missing={finalSubmit.missing}
        />
      )}
      <List type="ordered" spacing="xs" size="sm">
        {clauses.map((clause) => (
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
            label={t('declarationStep.agree')}
            checked={String(field.value) === 'true'}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            error={translateMessage(fieldState.error?.message ?? '')}
          />
        )}
      />
    </StepForm>
  );
}
