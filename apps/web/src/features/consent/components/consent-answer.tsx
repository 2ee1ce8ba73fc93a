import { Alert, Button, Divider, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  CONSENT_DECLINE_REASON_MAX,
  createAgreeConsentRequestSchema,
  declineConsentRequestSchema,
  formatIndiaTime,
} from '@portal/domain';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
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
  const [refusal, setRefusal] = useState<string | null>(null);
  const agreement = useAgreement(token, onAnswered, setRefusal);
  const changes = useChangesRequest(token, onAnswered, setRefusal);

  const refusalAlert = refusal && (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} c="red.9" role="alert" w="100%">
      {refusal}
    </Alert>
  );

  if (changes.asking) return <ChangesForm changes={changes}>{refusalAlert}</ChangesForm>;

  return (
    <Stack gap="sm" align="flex-start">
      {agreement.codeNotice === null ? (
        <>
          <Text size="sm">{t('consent.codeWillGo', { mobile: mobileMasked })}</Text>
          <Button size="md" w={TAP_WIDTH} loading={agreement.sending} onClick={agreement.requestCode}>
            {t('consent.sendCode')}
          </Button>
        </>
      ) : (
        <AgreementForm agreement={agreement} codeNotice={agreement.codeNotice} />
      )}
      {refusalAlert}
      <Divider w="100%" />
      <Button variant="outline" size="md" w={TAP_WIDTH} onClick={changes.ask}>
        {t('consent.askForChanges')}
      </Button>
    </Stack>
  );
}

type ShowRefusal = (refusal: string | null) => void;

/** The code sent to the holder's mobile and their agreement with it. */
function useAgreement(token: string, onAnswered: (message: string) => void, setRefusal: ShowRefusal) {
  const { data: config } = usePortalConfig();
  const otpLength = config?.otpLength ?? 6;
  const sendCode = useSendConsentCode(token);
  const agree = useAgreeConsent(token);
  const [codeNotice, setCodeNotice] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  // The field the holder needs next has focus, on the screen they are looking at.
  useEffect(() => {
    if (codeNotice !== null) codeInput.current?.focus();
  }, [codeNotice]);

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

  return {
    otpLength,
    codeNotice,
    code,
    setCode,
    codeProblem,
    codeInput,
    sending: sendCode.isPending,
    agreeing: agree.isPending,
    requestCode,
    submitAgreement,
  };
}

/** The code sent, typed in, and I agree; or a new code. */
function AgreementForm({ agreement, codeNotice }: { agreement: ReturnType<typeof useAgreement>; codeNotice: string }) {
  const { t } = useTranslation();
  const { otpLength, codeInput, setCode } = agreement;
  return (
    <form noValidate onSubmit={agreement.submitAgreement} style={{ width: '100%' }}>
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
          value={agreement.code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, otpLength))}
          error={agreement.codeProblem}
        />
        <Button type="submit" size="md" w={TAP_WIDTH} loading={agreement.agreeing}>
          {t('consent.agree')}
        </Button>
        <Button variant="subtle" w={TAP_WIDTH} loading={agreement.sending} onClick={agreement.requestCode}>
          {t('consent.sendNewCode')}
        </Button>
      </Stack>
    </form>
  );
}

/** Ask for changes: the holder's reason, kept while they go back to the code and return. */
function useChangesRequest(token: string, onAnswered: (message: string) => void, setRefusal: ShowRefusal) {
  const decline = useDeclineConsent(token);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const reasonInput = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (asking) reasonInput.current?.focus();
  }, [asking]);

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
        setAsking(false);
        onAnswered(answer.responseMessage);
      },
      onError: (error) => setRefusal(refusalOf(error)),
    });
  }

  return {
    asking,
    ask: () => setAsking(true),
    cancel: () => setAsking(false),
    reason,
    setReason,
    reasonProblem,
    reasonInput,
    sending: decline.isPending,
    submitChanges,
  };
}

interface ChangesFormProps {
  changes: ReturnType<typeof useChangesRequest>;
  /** Why the server refused the request, shown above the form's buttons. */
  children: ReactNode;
}

function ChangesForm({ changes, children }: ChangesFormProps) {
  const { t } = useTranslation();
  const { reasonInput, setReason } = changes;
  return (
    <form noValidate onSubmit={changes.submitChanges}>
      <Stack gap="sm">
        <Textarea
          ref={reasonInput}
          label={t('consent.reasonLabel')}
          withAsterisk
          required
          autosize
          minRows={3}
          maxLength={CONSENT_DECLINE_REASON_MAX}
          value={changes.reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={changes.reasonProblem}
        />
        {children}
        <Group grow>
          <Button type="submit" size="md" loading={changes.sending}>
            {t('consent.send')}
          </Button>
          <Button variant="default" size="md" onClick={changes.cancel}>
            {t('consent.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
