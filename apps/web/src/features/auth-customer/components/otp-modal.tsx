import { Alert, Button, Input, Modal, PinInput, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { createVerifyOtpRequestSchema, type OtpLength } from '@portal/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';

interface OtpModalProps {
  opened: boolean;
  otpLength: OtpLength;
  notice: string;
  verifying: boolean;
  onClose: () => void;
  onVerify: (otp: string) => void;
}

export function OtpModal({ opened, otpLength, notice, verifying, onClose, onVerify }: OtpModalProps) {
  const schema = useMemo(() => createVerifyOtpRequestSchema(otpLength).pick({ OTP: true }), [otpLength]);
  const pinId = useId();
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { OTP: '' },
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Enter OTP" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form noValidate onSubmit={(event) => void handleSubmit(({ OTP }) => onVerify(OTP))(event)}>
        <Stack>
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
            {notice}
          </Alert>
          <Controller
            name="OTP"
            control={control}
            render={({ field }) => (
              // One box a digit (OTP_LENGTH: 6, or the spec's 4). The first box is labelled OTP and takes a
              // whole code pasted or filled in by the phone's SMS autofill; the others say which digit they are.
              <Input.Wrapper label="OTP" id={`${pinId}-1`} error={formState.errors.OTP?.message}>
                <PinInput
                  id={pinId}
                  length={otpLength}
                  type="number"
                  oneTimeCode
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={Boolean(formState.errors.OTP)}
                  getInputProps={(index) =>
                    index === 0
                      ? { 'aria-label': undefined, 'data-autofocus': true }
                      : { 'aria-label': `Digit ${index + 1} of ${otpLength}` }
                  }
                />
              </Input.Wrapper>
            )}
          />
          <Button type="submit" loading={verifying}>
            Verify
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
