import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import {
  allowedAccountOperations,
  updateAccountOperationRequestSchema,
  type AccountOperation,
  type CalendarDate,
  type NomineesDetails,
} from '@portal/domain';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountOperationsField } from '@/components/account-operations-field';
import { NomineesFields } from '@/components/nominees/nominees-fields';
import {
  nomineesFormValuesOf,
  nomineesResolver,
  type NomineesFormOutput,
  type NomineesFormValues,
} from '@/components/nominees/nominees-form-values';
import { useSaveNominationStep, type SavedAccountOperations } from '../api/step-saves';
import { StepForm, type StepProps } from './step-form';

type NominationStepValues = NomineesFormValues & { AccountOperations: AccountOperation | undefined };
type NominationStepOutput = NomineesFormOutput & { AccountOperations: AccountOperation };

/**
 * The step's check: the instruction with its own call's schema, the nominees with theirs, every
 * problem of both at once.
 */
function nominationStepResolver(
  registrationId: number,
  today: CalendarDate,
  onlyChoice: AccountOperation | undefined,
): Resolver<NominationStepValues, unknown, NominationStepOutput> {
  const checkOperations = zodResolver(updateAccountOperationRequestSchema);
  const checkNominees = nomineesResolver(registrationId, today);
  return async (values, context, options) => {
    const [operations, nominees] = await Promise.all([
      checkOperations(
        // None chosen yet is the schema's to refuse, with its message.
        {
          RegistrationId: registrationId,
          AccountOperations: (onlyChoice ?? values.AccountOperations) as AccountOperation,
        },
        context,
        options as never,
      ),
      checkNominees(values, context, options as never),
    ]);
    const errors = { ...operations.errors, ...nominees.errors };
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return {
      values: { ...(nominees.values as NomineesFormOutput), AccountOperations: operations.values.AccountOperations },
      errors: {},
    };
  };
}

interface NominationStepProps extends StepProps {
  /** How many holders the application has: one holder can only operate it as 'Self'. */
  holderCount: number;
  today: CalendarDate;
  operations: SavedAccountOperations;
  nominees: NomineesDetails;
  /**
   * Whether the instruction may change: of a Returned application only when the branch returned it
   * (docs/decisions/045). Otherwise it shows read-only and the step saves the nominees alone.
   */
  operationsOpen: boolean;
}

/** Step 7, the instruction for account operations and the nominees: the hub's two sections in one step. */
export function NominationStep({
  holderCount,
  today,
  operations,
  nominees,
  operationsOpen,
  ...step
}: NominationStepProps) {
  const { t } = useTranslation();
  const { holder, readOnly } = step;
  const operationsReadOnly = readOnly || !operationsOpen;
  const allowed = allowedAccountOperations(holderCount);
  const onlyChoice = allowed.length === 1 ? allowed[0] : undefined;
  const [resolver] = useState(() => nominationStepResolver(holder.registrationId, today, onlyChoice));
  const saved = operations.accountOperations;
  const methods = useForm({
    resolver,
    defaultValues: {
      ...nomineesFormValuesOf(nominees),
      AccountOperations: saved && allowed.includes(saved) ? saved : onlyChoice,
    },
  });
  const save = useSaveNominationStep(holder, operations, operationsOpen);

  return (
    <StepForm step={step} methods={methods} save={save}>
      <AccountOperationsField
        control={methods.control}
        label={t('operationsStep.label')}
        allowed={allowed}
        readOnly={operationsReadOnly}
      />
      {operationsReadOnly && !readOnly && (
        <Text size="sm" c="gray.7">
          {t('form.notReturned')}
        </Text>
      )}
      <NomineesFields today={today} />
    </StepForm>
  );
}
