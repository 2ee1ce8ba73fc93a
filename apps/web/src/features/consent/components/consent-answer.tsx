import { Alert, Button, Divider, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  CONSENT_DECLINE_REASON_MAX,
  createAgreeConsentRequestSchema,
  declineConsentRequestSchema,
  formatIndiaTime,
} from '@portal/domain';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { currentLanguage, i18n, translateMessage } from '@/lib/i18n';
import { usePortalConfig } from '@/lib/portal-config';
import { getErrorMessage } from '@/lib/query-client';
import { useAgreeConsent } from '../api/agree-consent';
import { useDeclineConsent } from '../api/decline-consent';
import { useSendConsentCode } from '../api/send-consent-code';

/** The whole width on a phone, for a thumb; at a desk, a control of its own width. */
const TAP_WIDTH = { base: '100%', sm: 'auto' } as const;

interface ConsentAnswerProps {
  token: string;
  mobileMasked: string;
  /** The server's message for an answer given (agreed, or changes asked for). */
  onAnswered: (message: string) => void;
}

/** A refused call as the holder reads it: the link gone, too many codes (and until when), a wrong code. */
function refusalOf(error: unknown): string {
  if (!(error instanceof ApiError)) return getErrorMessage(error);
  if (error.status === 404) return i18n.t('consent.linkGone');
  if (error.status === 429) {
    const wait = error.body.retryAfterSeconds;
    if (typeof wait === 'number' && wait > 0) {
      const now = new Date();
      const until = new Date(Math.ceil((now.getTime() + wait * 1000) / 60_000) * 60_000);
      return i18n.t('consent.tooManyCodes', { time: formatIndiaTime(until, now) });
    }
  }
  if (error.status === 401 && typeof error.body.triesLeft === 'number') {
    const triesLeft = error.body.triesLeft;
    return triesLeft > 0 ? i18n.t('consent.wrongCode', { count: triesLeft }) : i18n.t('consent.noTriesLeft');
  }
  return getErrorMessage(error);
}

/** The first message of a domain schema's refusal of one value, in the language shown. */
function problemOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  const message = result.success ? undefined : result.error?.issues[0]?.message;
  return message === undefined ? null : translateMessage(message);
}

/**
 * The holder's answer: Send code, then the code and I agree; or Ask for changes with a reason. A code
 * goes only to the holder's own mobile, so agreeing needs that phone in hand.
 */
export function ConsentAnswer({ token, mobileMasked, onAnswered }: ConsentAnswerProps) {
  const { t } = useTranslation();
  const { data: config } = usePortalConfig();
  const otpLength = config?.otpLength ?? 6;
  const sendCode = useSendConsentCode(token);
  const agree = useAgreeConsent(token);
  const decline = useDeclineConsent(token);
  const [codeNotice, setCodeNotice] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const [askingForChanges, setAskingForChanges] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const reasonInput = useRef<HTMLTextAreaElement>(null);

  // The field the holder needs next has focus, on the screen they are looking at.
  useEffect(() => {
    if (codeNotice !== null) codeInput.current?.focus();
  }, [codeNotice]);
  useEffect(() => {
    if (askingForChanges) reasonInput.current?.focus();
  }, [askingForChanges]);

  function requestCode() {
    setRefusal(null);
    sendCode.mutate(undefined, {
      onSuccess: (answer) => {
        setCode('');
        setCodeProblem(null);
        setCodeNotice(answer.responseMessage);
      },
      onError: (error) => setRefusal(refusalOf(error)),
    });
  }

  function submitAgreement(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const problem = problemOf(createAgreeConsentRequestSchema(otpLength).shape.OTP.safeParse(code));
    setCodeProblem(problem);
    if (problem !== null) {
      codeInput.current?.focus();
      return;
    }
    agree.mutate(
      { otp: code, language: currentLanguage() },
      {
        onSuccess: (answer) => onAnswered(answer.responseMessage),
        onError: (error) => setRefusal(refusalOf(error)),
      },
    );
  }

  function submitChanges(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const problem = problemOf(declineConsentRequestSchema.shape.Reason.safeParse(reason));
    setReasonProblem(problem);
    if (problem !== null) {
      reasonInput.current?.focus();
      return;
    }
    decline.mutate(reason.trim(), {
      onSuccess: (answer) => {
        setAskingForChanges(false);
        onAnswered(answer.responseMessage);
      },
      onError: (error) => setRefusal(refusalOf(error)),
    });
  }

  const refusalAlert = refusal && (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} c="red.9" role="alert" w="100%">
      {refusal}
    </Alert>
  );

  if (askingForChanges) {
    return (
      <form noValidate onSubmit={submitChanges}>
        <Stack gap="sm">
          <Textarea
            ref={reasonInput}
            label={t('consent.reasonLabel')}
            withAsterisk
            required
            autosize
            minRows={3}
            maxLength={CONSENT_DECLINE_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={reasonProblem}
          />
          {refusalAlert}
          <Group grow>
            <Button type="submit" size="md" loading={decline.isPending}>
              {t('consent.send')}
            </Button>
            <Button variant="default" size="md" onClick={() => setAskingForChanges(false)}>
              {t('consent.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Stack gap="sm" align="flex-start">
      {codeNotice === null ? (
        <>
          <Text size="sm">{t('consent.codeWillGo', { mobile: mobileMasked })}</Text>
          <Button size="md" w={TAP_WIDTH} loading={sendCode.isPending} onClick={requestCode}>
            {t('consent.sendCode')}
          </Button>
        </>
      ) : (
        <form noValidate onSubmit={submitAgreement} style={{ width: '100%' }}>
          <Stack gap="sm" align="flex-start">
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status" w="100%">
              {translateMessage(codeNotice)}
            </Alert>
            <TextInput
              ref={codeInput}
              name="OTP"
              label={t('consent.codeLabel')}
              description={t('consent.codeHint', { length: otpLength })}
              withAsterisk
              required
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={otpLength}
              w={{ base: '100%', sm: '16rem' }}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, otpLength))}
              error={codeProblem}
            />
            <Button type="submit" size="md" w={TAP_WIDTH} loading={agree.isPending}>
              {t('consent.agree')}
            </Button>
            <Button variant="subtle" w={TAP_WIDTH} loading={sendCode.isPending} onClick={requestCode}>
              {t('consent.sendNewCode')}
            </Button>
          </Stack>
        </form>
      )}
      {refusalAlert}
      <Divider w="100%" />
      <Button variant="outline" size="md" w={TAP_WIDTH} onClick={() => setAskingForChanges(true)}>
        {t('consent.askForChanges')}
      </Button>
    </Stack>
  );
}
