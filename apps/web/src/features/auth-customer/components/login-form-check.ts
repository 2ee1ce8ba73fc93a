import { getOtpRequestSchema } from '@portal/domain';

export interface LoginFormValues {
  MobileNo: string;
  Email: string;
}

export type LoginFormErrors = Partial<Record<keyof LoginFormValues, string>>;

const loginFormSchema = getOtpRequestSchema.pick({ MobileNo: true, Email: true });

/**
 * The sign-in form checked by GetOTP's own schema, as the server checks it: the values to send, or the
 * first message of each field it refuses.
 */
export function checkLoginForm(values: LoginFormValues): { values: LoginFormValues } | { errors: LoginFormErrors } {
  const result = loginFormSchema.safeParse(values);
  if (result.success) return { values: { MobileNo: result.data.MobileNo, Email: result.data.Email ?? '' } };
  const errors: LoginFormErrors = {};
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if ((field === 'MobileNo' || field === 'Email') && errors[field] === undefined) errors[field] = issue.message;
  }
  return { errors };
}
