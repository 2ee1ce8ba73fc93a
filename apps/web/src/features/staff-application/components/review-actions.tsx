import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import {
  ACCOUNT_NUMBER_MAX_LENGTH,
  createApproveRequestSchema,
  decisionFourEyesRefusal,
  REVIEW_ROLES,
  rejectRequestSchema,
  returnRequestSchema,
  type GetApplicationResponse,
  type ReturnRequest,
  type StaffRole,
} from '@portal/domain';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { FormSelect } from '@/components/form-select';
import { FormTextInput } from '@/components/form-text-input';
import { getStaffRole, getStoredValue } from '@/lib/storage';
import { useApprove, useReject, useReturn } from '../api/review-api';
import { ReopenDialog } from './reopen-dialog';
import { ReviewForm, transitionSave, type ReviewDialogProps } from './review-form';
import { VerifyDialog } from './verify-dialog';

type Action = 'verify' | 'return' | 'approve' | 'reject' | 'reopen';

/**
 * The review steps the signed-in staff member may take now (decision 028): verify a Submitted
 * application (a clerk or an admin); approve or reject a Verified one (an officer or an admin who did
 * not verify it); return a Submitted one (as who may verify it) or a Verified one (as who may decide
 * it); reopen an approval or a rejection (an admin: docs/decisions/044), after which neither the
 * verifier nor the admin who reopened it decides. The server checks all of it again.
 */
export function reviewActions(answer: GetApplicationResponse, role: StaffRole | null, userName: string | null) {
  const { application, review } = answer;
  if (application.status !== 'Completed' || role === null) return [];
  const actions: Action[] = [];
  const may = (roles: readonly StaffRole[]) => roles.includes(role);
  if (review.reviewStatus === 'Submitted' && may(REVIEW_ROLES.verify)) actions.push('verify', 'return');
  if (review.reviewStatus === 'Verified' && may(REVIEW_ROLES.decide)) {
    const fourEyes = { verifiedBy: review.verifiedBy, reopenedBy: review.reopened?.by ?? null };
    if (userName === null || decisionFourEyesRefusal(fourEyes, userName) === null) actions.push('approve', 'reject');
    actions.push('return');
  }
  const decided = review.reviewStatus === 'Approved' || review.reviewStatus === 'Rejected';
  if (decided && may(REVIEW_ROLES.reopen)) actions.push('reopen');
  return actions;
}

/** A reason not filled in yet: no section chosen (the schema's message says to choose one). */
const blankReason = () => ({ Reason: '' }) as ReturnRequest['Reasons'][number];

function ReturnDialog({ answer, onClose }: ReviewDialogProps) {
  const { registrationId } = answer.application;
  const methods = useForm({
    resolver: zodResolver(returnRequestSchema),
    defaultValues: {
      RegistrationId: registrationId,
      Reasons: [blankReason()],
    },
  });
  const reasons = useFieldArray({ control: methods.control, name: 'Reasons' });
  // Only the sections this application has: the server refuses any other.
  const sectionOptions = answer.returnableSections.map((heading) => ({ value: heading, label: heading }));
  const save = transitionSave(useReturn(registrationId));
  return (
    <ReviewForm methods={methods} save={save} submitLabel="Return to customer" onClose={onClose}>
      <Text size="sm">Name each section the customer must correct, and why. Only these sections reopen.</Text>
      {reasons.fields.map((reason, index) => (
        <Paper key={reason.id} withBorder p="sm">
          <Stack gap="xs">
            <FormSelect
              control={methods.control}
              name={`Reasons.${index}.Section`}
              label={`Section ${index + 1}`}
              options={sectionOptions}
              withAsterisk
            />
            <FormTextInput
              control={methods.control}
              name={`Reasons.${index}.Reason`}
              label={`Reason for section ${index + 1}`}
              maxLength={500}
              withAsterisk
            />
            {reasons.fields.length > 1 && (
              <Group justify="flex-end">
                <Button variant="subtle" color="red" size="xs" onClick={() => reasons.remove(index)}>
                  {`Remove section ${index + 1}`}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
      {reasons.fields.length < sectionOptions.length && (
        <Group>
          <Button variant="light" onClick={() => reasons.append(blankReason())}>
            Add another section
          </Button>
        </Group>
      )}
    </ReviewForm>
  );
}

function ApproveDialog({ answer, onClose }: ReviewDialogProps) {
  const { registrationId } = answer.application;
  const methods = useForm({
    // The bank's format as the server checks it; what is typed is sent as it is, nothing dropped.
    resolver: zodResolver(createApproveRequestSchema(answer.accountNumberFormat)),
    defaultValues: { RegistrationId: registrationId, AccountNumber: '' },
  });
  const save = transitionSave(useApprove(registrationId));
  return (
    <ReviewForm methods={methods} save={save} submitLabel="Approve" onClose={onClose}>
      <FormTextInput
        control={methods.control}
        name="AccountNumber"
        label="Account number"
        description={`The number the core banking system opened: ${answer.accountNumberFormat.description}`}
        maxLength={ACCOUNT_NUMBER_MAX_LENGTH}
        withAsterisk
      />
    </ReviewForm>
  );
}

function RejectDialog({ answer, onClose }: ReviewDialogProps) {
  const { registrationId } = answer.application;
  const methods = useForm({
    resolver: zodResolver(rejectRequestSchema),
    defaultValues: { RegistrationId: registrationId, Reason: '' },
  });
  const save = transitionSave(useReject(registrationId));
  return (
    <ReviewForm methods={methods} save={save} submitLabel="Reject" onClose={onClose}>
      <FormTextInput control={methods.control} name="Reason" label="Reason" maxLength={500} withAsterisk />
    </ReviewForm>
  );
}

const ACTIONS = {
  verify: { label: 'Verify', title: 'Verify the originals', Dialog: VerifyDialog },
  return: { label: 'Return to customer', title: 'Return to the customer', Dialog: ReturnDialog },
  approve: { label: 'Approve', title: 'Approve the application', Dialog: ApproveDialog },
  reject: { label: 'Reject', title: 'Reject the application', Dialog: RejectDialog },
  reopen: { label: 'Reopen decision', title: 'Reopen the decision', Dialog: ReopenDialog },
} as const;

/** The review buttons of a Completed application, each opening its dialog. */
export function ReviewActions({ answer }: { answer: GetApplicationResponse }) {
  const [open, setOpen] = useState<Action | null>(null);
  const actions = reviewActions(answer, getStaffRole(), getStoredValue('userName'));
  if (actions.length === 0) return null;
  const opened = open === null ? null : ACTIONS[open];
  return (
    <>
      <Group gap="sm" wrap="wrap">
        {actions.map((action) => (
          <Button
            key={action}
            variant={action === 'reject' || action === 'return' || action === 'reopen' ? 'outline' : 'filled'}
            color={action === 'reject' ? 'red' : undefined}
            onClick={() => setOpen(action)}
          >
            {ACTIONS[action].label}
          </Button>
        ))}
      </Group>
      <Modal
        opened={opened !== null}
        onClose={() => setOpen(null)}
        title={opened?.title}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close the dialog' }}
      >
        {opened && <opened.Dialog answer={answer} onClose={() => setOpen(null)} />}
      </Modal>
    </>
  );
}
