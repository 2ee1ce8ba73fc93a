import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { DEFAULT_LANGUAGE, EMAIL_MAX_LENGTH, signInMessages as messages, type Language } from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type Location } from 'react-router';
import { DepositInsuranceNotice } from '@/components/deposit-insurance';
import { SignInHeader } from '@/components/sign-in-header';
import { isLanHost, usePortalConfig } from '@/lib/portal-config';
import { currentLanguage, saveCustomerLanguage, switchLanguage, translateMessage } from '@/lib/i18n';
import { saveCustomerAuth } from '@/lib/storage';
import { showErrorToast } from '@/lib/toasts';
import { useCheckCustomerExists } from '../api/check-customer-exists';
import { getRetryAfterSeconds, useGetOtp } from '../api/get-otp';
import { getTriesLeft, getVerifyOtpErrorMessage, useVerifyOtp } from '../api/verify-otp';
import type { LoginFormErrors, LoginFormValues } from './login-form-check';
import { formatWait, useSecondsLeft } from './use-seconds-left';
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

interface SentOtp {
  Guid: string;
  MobileNo: string;
  Email: string;
  expiresInSeconds: number;
}

/** Wrong codes the sent code still allows, once one was refused; null before. */
type TriesLeft = number | null;

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
  // A refusal that ends is shown as a countdown where the customer is (below the form, or in the
  // dialog) rather than in a toast; other failures still toast.
  const getOtp = useGetOtp({ errorToast: false });
  const resendOtp = useGetOtp({ errorToast: false });
  const verifyOtp = useVerifyOtp();
  const checkCustomerExists = useCheckCustomerExists();
  const [sentOtp, setSentOtp] = useState<SentOtp | null>(null);
  const [otpModalOpen, setOtpModalOpen] = useState(false);
  const [otpNotice, setOtpNotice] = useState<string>(messages.otpSent);
  // A new modal instance per sent code so an old, half-typed code never lingers.
  const [otpModalKey, setOtpModalKey] = useState(0);
  const [triesLeft, setTriesLeft] = useState<TriesLeft>(null);
  // When this client may ask for another code (the server's cool-down, or a limit's end).
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsUntilResend = useSecondsLeft(resendAt);
  // A request the server refused until `resendAt`: shown alone, as a countdown, until then.
  const [refused, setRefused] = useState(false);
  const limitMessage =
    refused && secondsUntilResend > 0 ? t('login.tryAgainIn', { wait: formatWait(secondsUntilResend) }) : null;
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
          setTriesLeft(null);
          setRefused(false);
          setResendAt(Date.now() + response.resendAfterSeconds * 1000);
          setOtpModalKey((key) => key + 1);
          setReturnFocusOnClose(true);
          setOtpModalOpen(true);
        },
        onError: (error) => {
          const wait = getRetryAfterSeconds(error);
          if (wait === undefined) {
            showErrorToast(getVerifyOtpErrorMessage(error, messages.otpSendFailed));
            return;
          }
          showRefusal(wait);
        },
      },
    );
  }

  function showRefusal(waitSeconds: number) {
    setResendAt(Date.now() + waitSeconds * 1000);
    setRefused(true);
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
    // Another number has limits of its own.
    if (field === 'MobileNo') setRefused(false);
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
          const left = getTriesLeft(error);
          if (left !== undefined) setTriesLeft(left);
          const wait = getRetryAfterSeconds(error);
          if (wait !== undefined) showRefusal(wait);
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
          {limitMessage && !otpModalOpen && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} c="red.9" role="alert">
              {limitMessage}
            </Alert>
          )}
          <Group grow>
            <Button type="submit" loading={getOtp.isPending} disabled={limitMessage !== null}>
              {t('login.getOtp')}
            </Button>
            {/* Offered once a code was sent (the dialog closed), never before a first one. */}
            {sentOtp && (
              <Button
                type="button"
                variant="outline"
                disabled={getOtp.isPending || resendOtp.isPending || secondsUntilResend > 0}
                onClick={() => void submitGetOtp()}
              >
                {t('login.resendOtp')}
              </Button>
            )}
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
            triesLeft={triesLeft}
            limitMessage={limitMessage}
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
