import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { branchLoginRequestSchema, PASSWORD_MAX_LENGTH, USER_NAME_MAX_LENGTH } from '@portal/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SignInHeader } from '@/components/sign-in-header';
import { ApiError } from '@/lib/api-client';
import { isLanHost, PRODUCT_NAME, usePortalConfig } from '@/lib/portal-config';
import { saveBranchSession, type BranchSession } from '@/lib/storage';
import { useCheckLogin } from '../api/check-login';

/** The message type the LAN parent page listens for (portal.md §1, decision 012). */
const LAN_SESSION_MESSAGE_TYPE = 'portal-branch-session';

/**
 * On the LAN host the session is handed to the parent page (portal.md §1, §4): posted to window.parent
 * for the configured parent origin only, never '*', so no other page can read it. Without a configured
 * origin nothing is posted.
 */
/** The LAN parent page (portal.md §1) is handed the session, token included, as the spec's flow says. */
function postSessionToLanParent(
  session: Omit<BranchSession, 'role'> & { token: string },
  parentOrigin: string | null | undefined,
): void {
  if (!parentOrigin) return;
  window.parent.postMessage({ type: LAN_SESSION_MESSAGE_TYPE, ...session }, parentOrigin);
}

export function BranchLoginPage() {
  const navigate = useNavigate();
  const { data: config } = usePortalConfig();
  const checkLogin = useCheckLogin();
  // The server's refusal, kept beside the form until the next try (a toast was gone before it was read).
  const [refusal, setRefusal] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(branchLoginRequestSchema),
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit((request) => {
    setRefusal(null);
    checkLogin.mutate(request, {
      onSuccess: (response) => {
        const session: BranchSession = {
          userName: response.employee.username,
          branchCode: response.employee.lbrcode,
          branchName: response.employee.lbrname,
          isAdmin: response.employee.isAdmin,
          role: response.employee.role,
        };
        saveBranchSession(session);
        // The parent page's message keeps the shape portal.md §4 gives it: the role is this page's own.
        const { role: _role, ...posted } = session;
        if (isLanHost(config)) postSessionToLanParent({ ...posted, token: response.token }, config?.lanParentOrigin);
        // Staff start at what waits for them (docs/decisions/043).
        void navigate('/ToDo', { replace: true });
      },
      onError: (error) => {
        // portal.md §8: a refusal (wrong password, locked) is shown; a network failure is only logged.
        if (error instanceof ApiError && error.status !== 0) setRefusal(error.responseMessage);
        else console.error('Branch login failed', error);
      },
    });
  });

  return (
    <Stack gap="lg">
      <SignInHeader
        bankName={config?.bankName}
        title="Branch Login"
        intro={`${PRODUCT_NAME}: sign in with your branch user name and password.`}
      />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack>
          {refusal !== null && (
            <Alert
              color="red"
              variant="light"
              c="red.9"
              icon={<IconAlertTriangle aria-hidden />}
              title="Could not sign in"
              role="alert"
            >
              {refusal}
            </Alert>
          )}
          <TextInput
            {...register('username')}
            label="User Name"
            autoComplete="username"
            maxLength={USER_NAME_MAX_LENGTH}
            error={formState.errors.username?.message}
          />
          <PasswordInput
            {...register('password')}
            label="Password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            error={formState.errors.password?.message}
          />
          <Button type="submit" loading={checkLogin.isPending}>
            Login
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
