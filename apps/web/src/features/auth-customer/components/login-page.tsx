import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import {
  DEFAULT_LANGUAGE,
  EMAIL_MAX_LENGTH,
  formatIndiaTime,
  signInMessages as messages,
  type Language,
} from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type Location } from 'react-router';
import { DepositInsuranceNotice } from '@/components/deposit-insurance';
import { SignInHeader } from '@/components/sign-in-header';
import { isLanHost, usePortalConfig } from '@/lib/portal-config';
import { currentLanguage, i18n, saveCustomerLanguage, switchLanguage, translateMessage } from '@/lib/i18n';
import { ApiError } from '@/lib/api-client';
import { saveCustomerAuth } from '@/lib/storage';
import { showErrorToast } from '@/lib/toasts';
import { useCheckCustomerExists } from '../api/check-customer-exists';
import { getRetryAfterSeconds, useGetOtp } from '../api/get-otp';
import { getTriesLeft, getVerifyOtpErrorMessage, useVerifyOtp } from '../api/verify-otp';
import type { LoginFormErrors, LoginFormValues } from './login-form-check';
import { useSecondsLeft } from './use-seconds-left';
import { FIELD_KINDS } from '@/components/field-kinds';

/*
 * The schemas (and zod with them) are a third of this screen's JavaScript. They load when the customer
 * first touches the form, and the OTP modal when a code is requested, so the first paint of /login stays
 * near its 150 KB budget (DESIGN.md §8) on a slow connection. For the same reason the form of two fields
 * is plain React state rather than react-hook-form (16 KB gzipped): GetOTP's schema checks it all the same.
 */
const loadLoginFormCheck = () => import('./login-form-check');
const loadOtpModal = () => import('./otp-modal');
const OtpModal = lazy(() => loadOtpModal().then((m) => ({ default: m.OtpModal })));
async function checkLoginForm(values: LoginFormValues) {
  return (await loadLoginFormCheck()).checkLoginForm(values);
}
function preloadValidation() {
  void loadLoginFormCheck();
}
const FOCUS_DELAY_MS = 200; // portal.md §9: field focus timer
const SHOWN_AS_COUNTDOWN_SECONDS = 5 * 60;

interface SentOtp {
  Guid: string;
  MobileNo: string;
  Email: string;
  expiresInSeconds: number;
}

/** What the OTP dialog says about the code: tries left after a wrong one, and a refusal that ends. */
interface OtpState {
  triesLeft: number | null;
  limitMessage: string | null;
}
const FRESH_OTP_STATE: OtpState = { triesLeft: null, limitMessage: null };

/**
 * A refusal that ends, as the dialog shows it: a short wait is the Resend countdown alone; a longer
 * one says when it ends (the server's message does for the per-mobile limits; the per-address ones
 * give only the seconds).
 */
async function describeLimit(error: unknown, waitSeconds: number): Promise<string | null> {
  if (waitSeconds <= SHOWN_AS_COUNTDOWN_SECONDS) return null;
  // The per-mobile limit's own message says when it ends (the catalogue's lookup comes only with a limit).
  const { describeMessage } = await import('@portal/domain/message-keys');
  if (error instanceof ApiError && describeMessage(error.responseMessage)?.key === 'otpTooManySends') {
    return translateMessage(error.responseMessage);
  }
  const now = new Date();
  const until = new Date(Math.ceil((now.getTime() + waitSeconds * 1000) / 60_000) * 60_000);
  return i18n.t('login.connectionLimit', { time: formatIndiaTime(until, now) });
}

/**
 * After sign-in the language follows the customer: the one kept on their record wins; a customer with
 * none yet keeps the one they chose here, on their record too. Best-effort: the screen is in a language.
 */
async function settleLanguage(saved: Language | undefined): Promise<void> {
  if (saved) await switchLanguage(saved);
  else if (currentLanguage() !== DEFAULT_LANGUAGE) await saveCustomerLanguage(currentLanguage());
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  const { data: config } = usePortalConfig();
  const lanHost = isLanHost(config);

  const [values, setValues] = useState<LoginFormValues>({ MobileNo: '', Email: '' });
  const [errors, setErrors] = useState<LoginFormErrors>({});
  // After the first Get OTP the form is checked again on each change, so a message goes once it is met.
  const [submitted, setSubmitted] = useState(false);
  const latestValues = useRef(values);
  const mobileInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const getOtp = useGetOtp();
  // The dialog's own Resend shows a refusal in the dialog instead of a toast behind it.
  const resendOtp = useGetOtp({ errorToast: false });
  const verifyOtp = useVerifyOtp();
  const checkCustomerExists = useCheckCustomerExists();
  const [sentOtp, setSentOtp] = useState<SentOtp | null>(null);
  const [otpModalOpen, setOtpModalOpen] = useState(false);
  const [otpNotice, setOtpNotice] = useState<string>(messages.otpSent);
  // A new modal instance per sent code so an old, half-typed code never lingers.
  const [otpModalKey, setOtpModalKey] = useState(0);
  const [otpState, setOtpState] = useState<OtpState>(FRESH_OTP_STATE);
  // When this client may ask for another code (the server's cool-down, or a limit's end).
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsUntilResend = useSecondsLeft(resendAt);
  const [returnFocusOnClose, setReturnFocusOnClose] = useState(true);

  function sendOtp({ MobileNo, Email }: LoginFormValues, fromDialog = false) {
    void loadOtpModal();
    // Each Get OTP / Resend is a new request with its own Guid; the code is bound to it on the server.
    const request = { Guid: crypto.randomUUID(), MobileNo, Email: Email ?? '' };
    (fromDialog ? resendOtp : getOtp).mutate(
      { ...request, loginViaLAN: lanHost },
      {
        onSuccess: (response) => {
          setSentOtp({ ...request, expiresInSeconds: response.expiresInSeconds });
          setOtpNotice(response.responseMessage || messages.otpSent);
          setOtpState(FRESH_OTP_STATE);
          setResendAt(Date.now() + response.resendAfterSeconds * 1000);
          setOtpModalKey((key) => key + 1);
          setReturnFocusOnClose(true);
          setOtpModalOpen(true);
        },
        onError: (error) => {
          const wait = getRetryAfterSeconds(error);
          if (wait === undefined) {
            if (fromDialog) showErrorToast(getVerifyOtpErrorMessage(error, messages.otpSendFailed));
            return;
          }
          setResendAt(Date.now() + wait * 1000);
          if (fromDialog) void showLimit(error, wait);
        },
      },
    );
  }

  async function showLimit(error: unknown, waitSeconds: number) {
    const limitMessage = await describeLimit(error, waitSeconds);
    setOtpState((state) => ({ ...state, limitMessage }));
  }

  function resendFromDialog() {
    if (sentOtp) sendOtp({ MobileNo: sentOtp.MobileNo, Email: sentOtp.Email }, true);
  }

  /** Back to the form to correct the number: the dialog closes and the Mobile Number field has focus. */
  function changeNumber() {
    setReturnFocusOnClose(false);
    setOtpModalOpen(false);
    window.setTimeout(() => {
      mobileInput.current?.focus();
      mobileInput.current?.select();
    }, FOCUS_DELAY_MS);
  }

  function changeField(field: keyof LoginFormValues, value: string) {
    const next = { ...latestValues.current, [field]: value };
    latestValues.current = next;
    setValues(next);
    if (!submitted) return;
    void checkLoginForm(next).then((result) => {
      // A slower check of older values must not overwrite a newer one's.
      if (latestValues.current === next) setErrors('errors' in result ? result.errors : {});
    });
  }

  async function submitGetOtp(event?: FormEvent) {
    event?.preventDefault();
    const result = await checkLoginForm(latestValues.current);
    setSubmitted(true);
    if ('errors' in result) {
      setErrors(result.errors);
      const field = result.errors.MobileNo ? mobileInput : emailInput;
      window.setTimeout(() => field.current?.focus(), FOCUS_DELAY_MS);
      return;
    }
    setErrors({});
    sendOtp(result.values);
  }

  async function goOnAfterSignIn(mobileNo: string) {
    if (lanHost) {
      // On the LAN host the OTP step only precedes branch login (portal.md §1).
      await navigate('/BranchLogin', { replace: true });
      return;
    }
    if (from) {
      await navigate(from, { replace: true });
      return;
    }
    const exists = await checkCustomerExists.mutateAsync(mobileNo);
    await navigate(exists ? '/Status' : '/CreateNewAccount', { replace: true });
  }

  function handleVerify(otp: string) {
    if (!sentOtp) return;
    verifyOtp.mutate(
      // The request's own fields only: the server refuses unknown ones.
      { Guid: sentOtp.Guid, MobileNo: sentOtp.MobileNo, Email: sentOtp.Email, OTP: otp },
      {
        onSuccess: (result) => {
          if (result.returnSuccess !== undefined && result.returnSuccess !== 1) {
            showErrorToast(result.returnMessage ?? messages.otpInvalid);
            return;
          }
          if (!result.token) {
            showErrorToast(messages.authDetailsMissing);
            return;
          }
          saveCustomerAuth({
            mobileNo: result.mobileNo || sentOtp.MobileNo,
            email: result.email ?? sentOtp.Email,
          });
          settleLanguage(result.language).catch(() => undefined);
          setOtpModalOpen(false);
          // The global error toast already reports a failed existence check.
          goOnAfterSignIn(result.mobileNo || sentOtp.MobileNo).catch(() => undefined);
        },
        onError: (error) => {
          showErrorToast(getVerifyOtpErrorMessage(error, messages.otpInvalid));
          const triesLeft = getTriesLeft(error);
          if (triesLeft !== undefined) setOtpState((state) => ({ ...state, triesLeft }));
          // A code with no tries left is dead; the server lets this client ask for another at once.
          if (triesLeft === 0) setResendAt(null);
          const wait = getRetryAfterSeconds(error);
          if (wait !== undefined) void showLimit(error, wait);
        },
      },
    );
  }

  return (
    <Stack gap="lg">
      <SignInHeader bankName={config?.bankName} title={t('product.name')} intro={t('login.intro')} />

      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} c="red.9" role="note">
        {t('login.keepProofsReady')}
      </Alert>

      <form noValidate onSubmit={(event) => void submitGetOtp(event)}>
        <Stack>
          <TextInput
            ref={mobileInput}
            name="MobileNo"
            value={values.MobileNo}
            onChange={(event) => changeField('MobileNo', event.currentTarget.value.replace(/\D/g, '').slice(0, 10))}
            onFocus={preloadValidation}
            label={t('login.mobileNumber')}
            {...FIELD_KINDS.mobile}
            maxLength={10}
            error={translateMessage(errors.MobileNo ?? '')}
          />
          <TextInput
            ref={emailInput}
            name="Email"
            value={values.Email}
            onChange={(event) => changeField('Email', event.currentTarget.value)}
            label={t('login.email')}
            description={t('login.optional')}
            {...FIELD_KINDS.email}
            maxLength={EMAIL_MAX_LENGTH}
            error={translateMessage(errors.Email ?? '')}
          />
          <Group grow>
            <Button type="submit" loading={getOtp.isPending}>
              {t('login.getOtp')}
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={!sentOtp || getOtp.isPending || resendOtp.isPending || secondsUntilResend > 0}
              onClick={() => void submitGetOtp()}
            >
              {t('login.resendOtp')}
            </Button>
          </Group>
        </Stack>
      </form>

      <DepositInsuranceNotice />

      {sentOtp && (
        <Suspense fallback={null}>
          <OtpModal
            key={otpModalKey}
            opened={otpModalOpen}
            otpLength={config?.otpLength ?? 6}
            notice={translateMessage(otpNotice)}
            mobileNo={sentOtp.MobileNo}
            expiresInSeconds={sentOtp.expiresInSeconds}
            secondsUntilResend={secondsUntilResend}
            triesLeft={otpState.triesLeft}
            limitMessage={otpState.limitMessage}
            resending={resendOtp.isPending}
            returnFocus={returnFocusOnClose}
            verifying={verifyOtp.isPending || checkCustomerExists.isPending}
            onClose={() => setOtpModalOpen(false)}
            onChangeNumber={changeNumber}
            onResend={resendFromDialog}
            onVerify={handleVerify}
          />
        </Suspense>
      )}
    </Stack>
  );
}
