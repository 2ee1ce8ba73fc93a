import { z } from 'zod';
import { messages } from '../messages.js';
import { STAFF_ROLES } from '../rules/staff-roles.js';
import { okResponseSchema } from './envelope.js';

export const USER_NAME_MAX_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 10;

/** POST /api/BranchLogin/CheckLogin */
export const branchLoginRequestSchema = z.strictObject({
  username: z
    .string({ error: messages.userNameRequired })
    .trim()
    .min(1, messages.userNameRequired)
    .max(USER_NAME_MAX_LENGTH, messages.userNameTooLong),
  password: z
    .string({ error: messages.passwordRequired })
    .min(1, messages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, messages.passwordTooLong),
});
export type BranchLoginRequest = z.input<typeof branchLoginRequestSchema>;

export const employeeSchema = z.object({
  username: z.string(),
  lbrcode: z.string(),
  lbrname: z.string(),
  isAdmin: z.boolean(),
  /** clerk, officer or admin (docs/decisions/028): which review steps the user may take. */
  role: z.enum(STAFF_ROLES),
});
export type Employee = z.infer<typeof employeeSchema>;

export const branchLoginResponseSchema = okResponseSchema({ token: z.string(), employee: employeeSchema });
export type BranchLoginResponse = z.infer<typeof branchLoginResponseSchema>;
