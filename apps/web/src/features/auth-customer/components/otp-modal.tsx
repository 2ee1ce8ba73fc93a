import { Alert, Button, Group, Input, Modal, PinInput, Stack, Text, VisuallyHidden } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { createVerifyOtpRequestSchema, type OtpLength } from '@portal/domain';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, type Control } from 'react-hook-form';
import { translateMessage } from '@/lib/i18n';
import { formatIndianMobile, formatWait } from './use-seconds-left';

interface OtpModalProps {
  opened: boolean;
  otpLength: OtpLength;
  notice: string;
  /** The number the code went to, as the customer typed it. */
  mobileNo: string;
  expiresInSeconds: number;
  /** 0 when another code may be asked for. */
  secondsUntilResend: number;
  /** Wrong codes this code still allows, once one was refused; null before. */
  triesLeft: number | null;
  /** A refused request, counting down to its end; shown instead of the sent notice and the Resend countdown. */
  limitMessage: string | null;
  resending: boolean;
  verifying: boolean;
  /** false when the dialog closes to put focus elsewhere (Change number). */
  returnFocus: boolean;
  onClose: () => void;
  onChangeNumber: () => void;
  onResend: () => void;
  onVerify: (otp: string) => void;
}

interface OtpCredential extends Credential {
  code: string;
}

/**
 * The WebOTP API (Android Chrome): the browser offers the code of an SMS that ends with this origin's
 * `@host #code` line. Feature-detected; stopped when the dialog closes or a new code replaces it.
 */
function useWebOtp(active: boolean, onCode: (code: string) => void) {
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });
  useEffect(() => {
    if (!active || !('OTPCredential' in window)) return undefined;
    const controller = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (code && !controller.signal.aborted) onCodeRef.current(code);
      })
      .catch(() => undefined); // aborted, refused or timed out: the customer types the code
    return () => controller.abort();
  }, [active]);
}

export function OtpModal(props: OtpModalProps) {
  const { opened, otpLength, notice, triesLeft, limitMessage, verifying, returnFocus, onClose, onVerify } = props;
  const { t } = useTranslation();
  const schema = useMemo(() => createVerifyOtpRequestSchema(otpLength).pick({ OTP: true }), [otpLength]);
  const { control, handleSubmit, setValue, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { OTP: '' },
  });
  const submit = handleSubmit(({ OTP }) => onVerify(OTP));
  const codeIsSpent = triesLeft === 0;

  useWebOtp(opened, (code) => {
    if (!new RegExp(`^\\d{${otpLength}}$`).test(code)) return;
    setValue('OTP', code, { shouldValidate: true });
    void submit();
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('otp.title')}
      centered
      returnFocus={returnFocus}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack>
          {/* One state at a time: a refusal replaces the "sent" notice rather than standing beside it. */}
          {limitMessage ? (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} c="red.9" role="alert">
              {limitMessage}
            </Alert>
          ) : (
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              {notice}
            </Alert>
          )}
          <SentTo {...props} />
          <OtpField control={control} otpLength={otpLength} error={formState.errors.OTP?.message} />
          {/* Said once when it changes (a wrong code), never on a timer. */}
          {/* red.9 on white is 5.4:1 (orange.9 was 4.29:1, under WCAG's 4.5:1). */}
          <Text size="sm" c="red.9" aria-live="polite" aria-atomic="true">
            {triesLeft === null ? '' : codeIsSpent ? t('otp.noTriesLeft') : t('otp.triesLeft', { count: triesLeft })}
          </Text>
          <Button type="submit" loading={verifying} disabled={codeIsSpent}>
            {t('otp.verify')}
          </Button>
          <ResendOtp {...props} />
        </Stack>
      </form>
    </Modal>
  );
}

type SentToProps = Pick<OtpModalProps, 'mobileNo' | 'otpLength' | 'expiresInSeconds' | 'onChangeNumber'>;

function SentTo({ mobileNo, otpLength, expiresInSeconds, onChangeNumber }: SentToProps) {
  const { t } = useTranslation();
  const mobile = formatIndianMobile(mobileNo);
  // The number is bold wherever the language puts it in the sentence.
  const [sentBefore = '', sentAfter = ''] = t('otp.sentTo', {
    length: otpLength,
    mobile,
    minutes: Math.round(expiresInSeconds / 60),
  }).split(mobile);
  return (
    <Group justify="space-between" align="center" gap="xs" wrap="wrap">
      <Text size="sm">
        {sentBefore}
        <Text span fw={700} style={{ whiteSpace: 'nowrap' }}>
          {mobile}
        </Text>
        {sentAfter}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={onChangeNumber}>
        {t('otp.changeNumber')}
      </Button>
    </Group>
  );
}

interface OtpFieldProps {
  control: Control<{ OTP: string }>;
  otpLength: OtpLength;
  /** The schema's message, in English. */
  error: string | undefined;
}

function OtpField({ control, otpLength, error }: OtpFieldProps) {
  const { t } = useTranslation();
  const pinId = useId();
  return (
    <Controller
      name="OTP"
      control={control}
      render={({ field }) => (
        // One box a digit (OTP_LENGTH: 6, or the spec's 4). The first box is labelled OTP and takes a
        // whole code pasted or filled in by the phone's SMS autofill; the others say which digit they are.
        <Input.Wrapper label={t('otp.label')} id={`${pinId}-1`} error={translateMessage(error ?? '')}>
          <PinInput
            id={pinId}
            length={otpLength}
            type="number"
            oneTimeCode
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={Boolean(error)}
            getInputProps={(index) =>
              index === 0
                ? { 'aria-label': undefined, 'data-autofocus': true }
                : { 'aria-label': t('otp.digitOf', { index: index + 1, length: otpLength }) }
            }
          />
        </Input.Wrapper>
      )}
    />
  );
}

type ResendOtpProps = Pick<OtpModalProps, 'secondsUntilResend' | 'limitMessage' | 'resending' | 'onResend'>;

function ResendOtp({ secondsUntilResend, limitMessage, resending, onResend }: ResendOtpProps) {
  const { t } = useTranslation();
  const canResend = secondsUntilResend === 0;
  return (
    <>
      {canResend ? (
        <Button variant="outline" loading={resending} onClick={onResend}>
          {t('login.resendOtp')}
        </Button>
      ) : limitMessage ? null : (
        // The countdown is read when the customer reaches it, not announced every second.
        <Text size="sm" c="dimmed" ta="center">
          {t('otp.resendIn', { wait: formatWait(secondsUntilResend) })}
        </Text>
      )}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {canResend ? t('otp.canResendNow') : ''}
      </VisuallyHidden>
    </>
  );
}
