import { Button } from '@mantine/core';
import type { GetApplicationResponse, ReviewNotifiedResponse, ReviewTransitionResponse } from '@portal/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormShell, type PlainSave } from '@/components/form-shell';
import { showInfoToast } from '@/lib/toasts';

type Answer = ReviewTransitionResponse | ReviewNotifiedResponse;

/** What each review step's dialog is given: the application it acts on, and how to close itself. */
export interface ReviewDialogProps {
  answer: GetApplicationResponse;
  onClose: () => void;
}

/** A review step's save: the server's message in a toast once the transition is made. */
export function transitionSave<Request>(mutation: UseMutationResult<Answer, Error, Request>): PlainSave<Request> {
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

/** The form of a review step's dialog: its fields, the step's button and Cancel. */
export function ReviewForm<Input extends FieldValues, Output>({
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
