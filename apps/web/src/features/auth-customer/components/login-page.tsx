import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { EMAIL_MAX_LENGTH } from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, type Location } from 'react-router';
import { DepositInsuranceNotice } from '@/components/deposit-insurance';
import { SignInHeader } from '@/components/sign-in-header';
import { isLanHost, usePortalConfig } from '@/lib/portal-config';
import { translateMessage } from '@/lib/i18n';
import type { LoginFormErrors, LoginFormValues } from './login-form-check';
import { loadOtpModal, useOtpRequests, useOtpSignIn } from './use-otp-sign-in';
import { FIELD_KINDS } from '@/components/field-kinds';

/*
 * The schemas (and zod with them) are a third of this screen's JavaScript. They load when the customer
 * first touches the form, and the OTP modal when a code is requested, so the first paint of /login stays
 * near its 150 KB budget (DESIGN.md §8) on a slow connection. For the same reason the form of two fields
 * is plain React state rather than react-hook-form (16 KB gzipped): GetOTP's schema checks it all the same.
 */
const loadLoginFormCheck = () => import('./login-form-check');
const OtpModal = lazy(() => loadOtpModal().then((m) => ({ default: m.OtpModal })));
async function checkLoginForm(values: LoginFormValues) {
  return (await loadLoginFormCheck()).checkLoginForm(values);
}
function preloadValidation() {
  void loadLoginFormCheck();
}
const FOCUS_DELAY_MS = 200; // portal.md §9: field focus timer

export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  const { data: config } = usePortalConfig();
  const lanHost = isLanHost(config);
  const otp = useOtpRequests(lanHost);
  const form = useLoginForm({ onValid: (values) => otp.sendOtp(values), onMobileChange: otp.forgetRefusal });
  const signIn = useOtpSignIn(otp.sentOtp, {
    lanHost,
    from,
    onSignedIn: () => otp.closeModal({ returnFocus: true }),
    onTriesLeft: otp.setTriesLeft,
    onRefused: otp.showRefusal,
  });

  /** Back to the form to correct the number: the dialog closes and the Mobile Number field has focus. */
  function changeNumber() {
    otp.closeModal({ returnFocus: false });
    window.setTimeout(() => {
      form.mobileInput.current?.focus();
      form.mobileInput.current?.select();
    }, FOCUS_DELAY_MS);
  }

  return (
    <Stack gap="lg">
      <SignInHeader bankName={config?.bankName} title={t('product.name')} intro={t('login.intro')} />

      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} c="red.9" role="note">
        {t('login.keepProofsReady')}
      </Alert>

      <LoginForm form={form} otp={otp} />

      <DepositInsuranceNotice />

      {otp.sentOtp && (
        <Suspense fallback={null}>
          <OtpModal
            key={otp.modal.key}
            opened={otp.modal.open}
            otpLength={config?.otpLength ?? 6}
            notice={translateMessage(otp.modal.notice)}
            mobileNo={otp.sentOtp.MobileNo}
            expiresInSeconds={otp.sentOtp.expiresInSeconds}
            secondsUntilResend={otp.secondsUntilResend}
            triesLeft={otp.triesLeft}
            limitMessage={otp.limitMessage}
            resending={otp.resending}
            returnFocus={otp.modal.returnFocusOnClose}
            verifying={signIn.verifying}
            onClose={() => otp.closeModal({ returnFocus: true })}
            onChangeNumber={changeNumber}
            onResend={otp.resendFromDialog}
            onVerify={signIn.verify}
          />
        </Suspense>
      )}
    </Stack>
  );
}

interface LoginFormOptions {
  onValid: (values: LoginFormValues) => void;
  onMobileChange: () => void;
}

/** The mobile number and e-mail, checked by GetOTP's schema once Get OTP was first pressed. */
function useLoginForm({ onValid, onMobileChange }: LoginFormOptions) {
  const [values, setValues] = useState<LoginFormValues>({ MobileNo: '', Email: '' });
  const [errors, setErrors] = useState<LoginFormErrors>({});
  // After the first Get OTP the form is checked again on each change, so a message goes once it is met.
  const [submitted, setSubmitted] = useState(false);
  const latestValues = useRef(values);
  const mobileInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  function changeField(field: keyof LoginFormValues, value: string) {
    const next = { ...latestValues.current, [field]: value };
    latestValues.current = next;
    setValues(next);
    if (field === 'MobileNo') onMobileChange();
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
    onValid(result.values);
  }

  return { values, errors, mobileInput, emailInput, changeField, submitGetOtp };
}

interface LoginFormProps {
  form: ReturnType<typeof useLoginForm>;
  otp: ReturnType<typeof useOtpRequests>;
}

function LoginForm({ form, otp }: LoginFormProps) {
  const { t } = useTranslation();
  const { values, errors, mobileInput, emailInput, changeField, submitGetOtp } = form;
  return (
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
        {otp.limitMessage && !otp.modal.open && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} c="red.9" role="alert">
            {otp.limitMessage}
          </Alert>
        )}
        <Group grow>
          <Button type="submit" loading={otp.sending} disabled={otp.limitMessage !== null}>
            {t('login.getOtp')}
          </Button>
          {/* Offered once a code was sent (the dialog closed), never before a first one. */}
          {otp.sentOtp && (
            <Button
              type="button"
              variant="outline"
              disabled={otp.sending || otp.resending || otp.secondsUntilResend > 0}
              onClick={() => void submitGetOtp()}
            >
              {t('login.resendOtp')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
