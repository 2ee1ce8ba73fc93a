import { Alert, Button, Modal, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { createVerifyOtpRequestSchema, type OtpLength } from '@portal/domain';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
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
              <TextInput
                {...field}
                onChange={(event) => field.onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, otpLength))}
                label="OTP"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={otpLength}
                data-autofocus
                error={formState.errors.OTP?.message}
              />
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
