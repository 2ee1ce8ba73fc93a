import { zodResolver } from '@hookform/resolvers/zod';
import { Text } from '@mantine/core';
import { REVIEW_TEXT_MAX_LENGTH, reopenRequestSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { FormTextInput } from '@/components/form-text-input';
import { useReopen } from '../api/review-api';
import { ReviewForm, transitionSave, type ReviewDialogProps } from './review-form';

/**
 * An admin reopens an approval or a rejection (docs/decisions/044): the application is Verified
 * again and an officer who neither verified it nor reopened it decides; the customer hears by SMS.
 */
export function ReopenDialog({ answer, onClose }: ReviewDialogProps) {
  const { registrationId } = answer.application;
  const methods = useForm({
    resolver: zodResolver(reopenRequestSchema),
    defaultValues: { RegistrationId: registrationId, Reason: '' },
  });
  const save = transitionSave(useReopen(registrationId));
  const decision = answer.review.reviewStatus === 'Rejected' ? 'rejection' : 'approval';
  return (
    <ReviewForm methods={methods} save={save} submitLabel="Reopen" onClose={onClose}>
      <Text size="sm">
        {`The ${decision} is taken back and the application waits for a new decision by another officer: not you, and not the clerk who verified it. The customer is told by SMS that it is being reviewed again.`}
      </Text>
      <FormTextInput
        control={methods.control}
        name="Reason"
        label="Reason for reopening"
        maxLength={REVIEW_TEXT_MAX_LENGTH}
        withAsterisk
      />
    </ReviewForm>
  );
}
