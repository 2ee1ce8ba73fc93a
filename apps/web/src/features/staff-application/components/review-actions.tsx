import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import {
  approveRequestSchema,
  RETURNABLE_SECTION_HEADINGS,
  REVIEW_ROLES,
  rejectRequestSchema,
  returnRequestSchema,
  verifyRequestSchema,
  type GetApplicationResponse,
  type ReviewNotifiedResponse,
  type ReturnRequest,
  type ReviewTransitionResponse,
  type StaffRole,
} from '@portal/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormSelect } from '@/components/form-select';
import { FormShell, type PlainSave } from '@/components/form-shell';
import { FormTextInput } from '@/components/form-text-input';
import { getStaffRole, getStoredValue } from '@/lib/storage';
import { showInfoToast } from '@/lib/toasts';
import { useApprove, useReject, useReturn, useVerify } from '../api/review-api';

type Answer = ReviewTransitionResponse | ReviewNotifiedResponse;
type Action = 'verify' | 'return' | 'approve' | 'reject';

/**
 * The review steps the signed-in staff member may take now (decision 028): verify a Submitted
 * application (a clerk or an admin); approve or reject a Verified one (an officer or an admin who did
 * not verify it); return a Submitted one (as who may verify it) or a Verified one (as who may decide
 * it). The server checks all of it again.
 */
export function reviewActions(answer: GetApplicationResponse, role: StaffRole | null, userName: string | null) {
  const { application, review } = answer;
  if (application.status !== 'Completed' || role === null) return [];
  const actions: Action[] = [];
  const may = (roles: readonly StaffRole[]) => roles.includes(role);
  if (review.reviewStatus === 'Submitted' && may(REVIEW_ROLES.verify)) actions.push('verify', 'return');
  if (review.reviewStatus === 'Verified' && may(REVIEW_ROLES.decide)) {
    if (review.verifiedBy !== userName) actions.push('approve', 'reject');
    actions.push('return');
  }
  return actions;
}

/** A review step's save: the server's message in a toast once the transition is made. */
function transitionSave<Request>(mutation: UseMutationResult<Answer, Error, Request>): PlainSave<Request> {
  return {
    isPending: mutation.isPending,
    mutate: (request, { onSuccess, onError }) => {
      mutation.mutate(request, {
        onSuccess: (answer) => {
          showInfoToast(answer.responseMessage);
          onSuccess();
        },
        onError,
      });
    },
  };
}

interface DialogProps {
  answer: GetApplicationResponse;
  onClose: () => void;
}

function ReviewForm<Input extends FieldValues, Output>({
  methods,
  save,
  submitLabel,
  onClose,
  children,
}: {
  methods: UseFormReturn<Input, unknown, Output>;
  save: PlainSave<Output>;
  submitLabel: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  return (
    <FormShell<Input, Output, Output>
      methods={methods}
      save={save}
      submitLabel={submitLabel}
      readOnly={false}
      onSaved={onClose}
      secondaryAction={
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      {children}
    </FormShell>
  );
}

function VerifyDialog({ answer, onClose }: DialogProps) {
  const { registrationId } = answer.application;
  const ids = answer.documents.map((document) => document.documentId);
  // Every document's original must be seen (the server says how many are missing otherwise).
  const schema = verifyRequestSchema.refine((values) => ids.every((id) => values.OriginalsSeen.includes(id)), {
    path: ['OriginalsSeen'],
    message: 'Tick every document whose original you have seen',
  });
  const methods = useForm({
    resolver: zodResolver(schema),
    defaultValues: { RegistrationId: registrationId, OriginalsSeen: [] as number[], Remarks: '' },
  });
  const save = transitionSave(useVerify(registrationId));
  return (
    <ReviewForm methods={methods} save={save} submitLabel="Verify" onClose={onClose}>
      <Controller
        control={methods.control}
        name="OriginalsSeen"
        render={({ field, fieldState }) => (
          <Checkbox.Group
            label="Originals seen"
            description="Tick each document once you have compared it with the original."
            value={field.value.map(String)}
            onChange={(values) => field.onChange(values.map(Number))}
            error={fieldState.error?.message}
            withAsterisk
          >
            <Stack gap="xs" mt="xs">
              {answer.documents.length === 0 && <Text size="sm">This application has no documents.</Text>}
              {answer.documents.map((document) => (
                <Checkbox
                  key={document.documentId}
                  value={String(document.documentId)}
                  label={`${document.label} of holder ${document.holderSrNo}: original seen`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      />
      <FormTextInput control={methods.control} name="Remarks" label="Remarks" maxLength={500} />
    </ReviewForm>
  );
}

const SECTION_OPTIONS = RETURNABLE_SECTION_HEADINGS.map((heading) => ({ value: heading, label: heading }));

/** A reason not filled in yet: no section chosen (the schema's message says to choose one). */
const blankReason = () => ({ Reason: '' }) as ReturnRequest['Reasons'][number];

function ReturnDialog({ answer, onClose }: DialogProps) {
  const { registrationId } = answer.application;
  const methods = useForm({
    resolver: zodResolver(returnRequestSchema),
    defaultValues: {
      RegistrationId: registrationId,
      Reasons: [blankReason()],
    },
  });
  const reasons = useFieldArray({ control: methods.control, name: 'Reasons' });
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
              options={SECTION_OPTIONS}
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
      {reasons.fields.length < RETURNABLE_SECTION_HEADINGS.length && (
        <Group>
          <Button variant="light" onClick={() => reasons.append(blankReason())}>
            Add another section
          </Button>
        </Group>
      )}
    </ReviewForm>
  );
}

function ApproveDialog({ answer, onClose }: DialogProps) {
  const { registrationId } = answer.application;
  const methods = useForm({
    resolver: zodResolver(approveRequestSchema),
    defaultValues: { RegistrationId: registrationId, AccountNumber: '' },
  });
  const save = transitionSave(useApprove(registrationId));
  return (
    <ReviewForm methods={methods} save={save} submitLabel="Approve" onClose={onClose}>
      <FormTextInput
        control={methods.control}
        name="AccountNumber"
        label="Account number"
        description="The number the core banking system opened"
        digitsOnly
        maxLength={20}
        withAsterisk
      />
    </ReviewForm>
  );
}

function RejectDialog({ answer, onClose }: DialogProps) {
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
            variant={action === 'reject' || action === 'return' ? 'outline' : 'filled'}
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
