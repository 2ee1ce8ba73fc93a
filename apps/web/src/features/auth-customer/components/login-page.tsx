import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { EMAIL_MAX_LENGTH, messages } from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useLocation, useNavigate, type Location } from 'react-router';
import { SignInHeader } from '../../../components/sign-in-header';
import { isLanHost, PRODUCT_NAME, usePortalConfig } from '../../../lib/portal-config';
import { saveCustomerAuth } from '../../../lib/storage';
import { showErrorToast } from '../../../lib/toasts';
import { useCheckCustomerExists } from '../api/check-customer-exists';
import { useGetOtp } from '../api/get-otp';
import { getVerifyOtpErrorMessage, useVerifyOtp } from '../api/verify-otp';
import type { LoginFormValues } from './login-form-resolver';

/*
 * The schemas (and zod with them) are a third of this screen's JavaScript. They load when the customer
 * first touches the form, and the OTP modal when a code is requested, so the first paint of /login stays
 * inside its 150 KB budget (DESIGN.md §8) on a slow connection.
 */
const loadLoginFormResolver = () => import('./login-form-resolver');
const loadOtpModal = () => import('./otp-modal');
const OtpModal = lazy(() => loadOtpModal().then((m) => ({ default: m.OtpModal })));
const loginFormResolver: Resolver<LoginFormValues> = async (...args) =>
  (await loadLoginFormResolver()).loginFormResolver(...args);
function preloadValidation() {
  void loadLoginFormResolver();
}
const FOCUS_DELAY_MS = 200; // portal.md §9: field focus timer

interface SentOtp {
  Guid: string;
  MobileNo: string;
  Email: string;
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: Location } | null)?.from;
  const { data: config } = usePortalConfig();
  const lanHost = isLanHost(config);

  const { control, handleSubmit, setFocus, formState } = useForm<LoginFormValues>({
    resolver: loginFormResolver,
    defaultValues: { MobileNo: '', Email: '' },
    shouldFocusError: false,
  });
  const getOtp = useGetOtp();
  const verifyOtp = useVerifyOtp();
  const checkCustomerExists = useCheckCustomerExists();
  const [sentOtp, setSentOtp] = useState<SentOtp | null>(null);
  const [otpModalOpen, setOtpModalOpen] = useState(false);
  const [otpNotice, setOtpNotice] = useState<string>(messages.otpSent);
  // A new modal instance per sent code so an old, half-typed code never lingers.
  const [otpModalKey, setOtpModalKey] = useState(0);

  function sendOtp({ MobileNo, Email }: LoginFormValues) {
    void loadOtpModal();
    // Each Get OTP / Resend is a new request with its own Guid; the code is bound to it on the server.
    const request = { Guid: crypto.randomUUID(), MobileNo, Email: Email ?? '' };
    getOtp.mutate(
      { ...request, loginViaLAN: lanHost },
      {
        onSuccess: (response) => {
          setSentOtp(request);
          setOtpNotice(response.responseMessage || messages.otpSent);
          setOtpModalKey((key) => key + 1);
          setOtpModalOpen(true);
        },
      },
    );
  }

  function focusFirstError(errors: FieldErrors<LoginFormValues>) {
    const field = errors.MobileNo ? 'MobileNo' : 'Email';
    window.setTimeout(() => setFocus(field), FOCUS_DELAY_MS);
  }

  const submitGetOtp = handleSubmit(sendOtp, focusFirstError);

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
      { ...sentOtp, OTP: otp },
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
          setOtpModalOpen(false);
          // The global error toast already reports a failed existence check.
          goOnAfterSignIn(result.mobileNo || sentOtp.MobileNo).catch(() => undefined);
        },
        onError: (error) => showErrorToast(getVerifyOtpErrorMessage(error, messages.otpInvalid)),
      },
    );
  }

  return (
    <Stack gap="lg">
      <SignInHeader
        bankName={config?.bankName}
        title={PRODUCT_NAME}
        intro="Sign in with your mobile number to start or continue your application."
      />

      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} c="red.9" role="note">
        Please keep your proof of identity and proof of address ready to upload.
      </Alert>

      <form noValidate onSubmit={(event) => void submitGetOtp(event)}>
        <Stack>
          <Controller
            name="MobileNo"
            control={control}
            render={({ field }) => (
              <TextInput
                {...field}
                onChange={(event) => field.onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 10))}
                onFocus={preloadValidation}
                label="Mobile Number"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={10}
                error={formState.errors.MobileNo?.message}
              />
            )}
          />
          <Controller
            name="Email"
            control={control}
            render={({ field }) => (
              <TextInput
                {...field}
                value={field.value ?? ''}
                label="Email"
                description="Optional"
                type="email"
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
                error={formState.errors.Email?.message}
              />
            )}
          />
          <Group grow>
            <Button type="submit" loading={getOtp.isPending}>
              Get OTP
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={!sentOtp || getOtp.isPending}
              onClick={() => void submitGetOtp()}
            >
              Resend OTP
            </Button>
          </Group>
        </Stack>
      </form>

      {sentOtp && (
        <Suspense fallback={null}>
          <OtpModal
            key={otpModalKey}
            opened={otpModalOpen}
            otpLength={config?.otpLength ?? 6}
            notice={otpNotice}
            verifying={verifyOtp.isPending || checkCustomerExists.isPending}
            onClose={() => setOtpModalOpen(false)}
            onVerify={handleVerify}
          />
        </Suspense>
      )}
    </Stack>
  );
}
