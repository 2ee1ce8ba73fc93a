import { DEFAULT_LANGUAGE, signInMessages as messages, type Language } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, type Location } from 'react-router';
import { currentLanguage, saveCustomerLanguage, switchLanguage } from '@/lib/i18n';
import { saveCustomerAuth } from '@/lib/storage';
import { showErrorToast } from '@/lib/toasts';
import { useCheckCustomerExists } from '../api/check-customer-exists';
import { getRetryAfterSeconds, useGetOtp } from '../api/get-otp';
import { getTriesLeft, getVerifyOtpErrorMessage, useVerifyOtp } from '../api/verify-otp';
import type { LoginFormValues } from './login-form-check';
import { formatWait, useSecondsLeft } from './use-seconds-left';

export const loadOtpModal = () => import('./otp-modal');

export interface SentOtp {
  Guid: string;
  MobileNo: string;
  Email: string;
  expiresInSeconds: number;
}

/**
 * The codes asked for on /login: the last one sent, its dialog, and the server's limits. A refusal that
 * ends is shown as a countdown where the customer is (below the form, or in the dialog) rather than in a
 * toast; other failures still toast.
 */
export function useOtpRequests(lanHost: boolean) {
  const { t } = useTranslation();
  const getOtp = useGetOtp({ errorToast: false });
  const resendOtp = useGetOtp({ errorToast: false });
  const [sentOtp, setSentOtp] = useState<SentOtp | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [notice, setNotice] = useState<string>(messages.otpSent);
  // A new modal instance per sent code so an old, half-typed code never lingers.
  const [modalKey, setModalKey] = useState(0);
  /** Wrong codes the sent code still allows, once one was refused; null before. */
  const [triesLeft, setTriesLeft] = useState<number | null>(null);
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
          setNotice(response.responseMessage || messages.otpSent);
          setTriesLeft(null);
          setRefused(false);
          setResendAt(Date.now() + response.resendAfterSeconds * 1000);
          setModalKey((key) => key + 1);
          setReturnFocusOnClose(true);
          setModalOpen(true);
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

  return {
    sentOtp,
    modal: { open: modalOpen, key: modalKey, notice, returnFocusOnClose },
    triesLeft,
    secondsUntilResend,
    limitMessage,
    sending: getOtp.isPending,
    resending: resendOtp.isPending,
    sendOtp,
    showRefusal,
    setTriesLeft,
    /** Another number has limits of its own. */
    forgetRefusal: () => setRefused(false),
    resendFromDialog: () => {
      if (sentOtp) sendOtp({ MobileNo: sentOtp.MobileNo, Email: sentOtp.Email }, true);
    },
    closeModal: ({ returnFocus }: { returnFocus: boolean }) => {
      setReturnFocusOnClose(returnFocus);
      setModalOpen(false);
    },
  };
}

/**
 * After sign-in the language follows the customer: the one kept on their record wins; a customer with
 * none yet keeps the one they chose here, on their record too. Best-effort: the screen is in a language.
 */
async function settleLanguage(saved: Language | undefined): Promise<void> {
  if (saved) await switchLanguage(saved);
  else if (currentLanguage() !== DEFAULT_LANGUAGE) await saveCustomerLanguage(currentLanguage());
}

interface SignInOptions {
  lanHost: boolean;
  /** The page that sent the customer to sign in, to go back to. */
  from: Location | undefined;
  onSignedIn: () => void;
  onTriesLeft: (left: number) => void;
  onRefused: (waitSeconds: number) => void;
}

/** Checks the code typed for `sentOtp`; once it is right, keeps the sign-in and goes on. */
export function useOtpSignIn(
  sentOtp: SentOtp | null,
  { lanHost, from, onSignedIn, onTriesLeft, onRefused }: SignInOptions,
) {
  const navigate = useNavigate();
  const verifyOtp = useVerifyOtp();
  const checkCustomerExists = useCheckCustomerExists();

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

  function verify(otp: string) {
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
          saveCustomerAuth({ mobileNo: result.mobileNo || sentOtp.MobileNo, email: result.email ?? sentOtp.Email });
          settleLanguage(result.language).catch(() => undefined);
          onSignedIn();
          // The global error toast already reports a failed existence check.
          goOnAfterSignIn(result.mobileNo || sentOtp.MobileNo).catch(() => undefined);
        },
        onError: (error) => {
          showErrorToast(getVerifyOtpErrorMessage(error, messages.otpInvalid));
          const left = getTriesLeft(error);
          if (left !== undefined) onTriesLeft(left);
          const wait = getRetryAfterSeconds(error);
          if (wait !== undefined) onRefused(wait);
        },
      },
    );
  }

  return { verify, verifying: verifyOtp.isPending || checkCustomerExists.isPending };
}
