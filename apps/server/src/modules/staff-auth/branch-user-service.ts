import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { messages, PASSWORD_MAX_LENGTH, type Employee, type StaffRole } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import type { SessionService } from '@server/modules/session';
import {
  clearLoginFailures,
  clearOwnLoginFailures,
  summariseLoginFailures,
  disableBranchUser,
  findBranchUser,
  insertBranchUser,
  recordLoginFailure,
} from './branch-user-repository.js';

/**
 * Failed sign-ins for one user in the window before that budget is refused: one address's (on devices
 * not known for the user), or the known devices' together (docs/decisions/047).
 */
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;
/**
 * Failures for one user from devices not known for it, all addresses together, before every such
 * device must wait: from then on one try per backoff (1 s doubling per failure, at most 5 minutes).
 * A device that signed in as the user before is never held back by these (decision 047).
 */
export const BACKOFF_AFTER_FAILURES = 20;
export const MAX_BACKOFF_MS = 5 * 60_000;

function backoffMs(failures: number): number {
  return Math.min(1_000 * 2 ** (failures - BACKOFF_AFTER_FAILURES), MAX_BACKOFF_MS);
}
export const PASSWORD_MIN_LENGTH = 8;

// Argon2id with the OWASP-recommended minimum (19 MiB, 2 passes): slow for guessing, fine for a counter.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let decoyHash: Promise<string> | undefined;
/** Unknown user names cost as much as known ones, so timing does not tell which exist. */
function getDecoyHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password');
  return decoyHash;
}

export function createBranchLoginService(db: Database, clock: Clock, sessions: SessionService) {
  return {
    /** `knownDevice`: the request carries this device's proof that it signed in as `username` before. */
    async login(
      username: string,
      password: string,
      source: { ip: string; knownDevice: boolean },
    ): Promise<{ token: string; employee: Employee }> {
      const now = clock.now();
      const failures = await summariseLoginFailures(
        db,
        username,
        source.ip,
        new Date(now.getTime() - LOCKOUT_WINDOW_MS),
      );
      const refused = source.knownDevice
        ? failures.knownDevices >= LOCKOUT_FAILURES
        : failures.thisSource >= LOCKOUT_FAILURES ||
          (failures.unknownDevices >= BACKOFF_AFTER_FAILURES &&
            failures.lastUnknownFailedAt !== null &&
            now.getTime() - failures.lastUnknownFailedAt.getTime() < backoffMs(failures.unknownDevices));
      if (refused) throw new AppError('RATE_LIMITED', messages.loginLocked);
      const user = await findBranchUser(db, username);
      const passwordMatches = await verify(user?.password_hash ?? (await getDecoyHash()), password);
      const attempt = { username, sourceIp: source.ip, knownDevice: source.knownDevice };
      if (!user || !passwordMatches || user.disabled_at) {
        await recordLoginFailure(db, { ...attempt, now });
        throw new AppError('UNAUTHORIZED', messages.loginFailed);
      }
      await clearOwnLoginFailures(db, attempt);
      const token = await sessions.startStaffSession(user.username);
      return {
        token,
        employee: {
          username: user.username,
          lbrcode: user.branch_code,
          lbrname: user.branch_name,
          isAdmin: user.is_admin,
          role: user.role,
        },
      };
    },
  };
}

export type BranchLoginService = ReturnType<typeof createBranchLoginService>;

export function checkNewPassword(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return `The password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters (the sign-in form allows ${PASSWORD_MAX_LENGTH}).`;
  }
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'The password must contain letters and digits.';
  return null;
}

/** Random passwords for the demo users: letters and digits, at the form's maximum length. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  for (;;) {
    const password = Array.from({ length: PASSWORD_MAX_LENGTH }, () => alphabet[randomInt(alphabet.length)]).join('');
    if (checkNewPassword(password) === null) return password;
  }
}

export async function addBranchUser(
  db: Database,
  clock: Clock,
  user: { username: string; password: string; branchCode: string; role: StaffRole },
): Promise<void> {
  const problem = checkNewPassword(user.password);
  if (problem) throw new Error(problem);
  if (!/^[A-Za-z0-9._-]{1,10}$/.test(user.username)) {
    throw new Error('The user name must be 1 to 10 letters, digits, dots, dashes or underscores.');
  }
  if (await findBranchUser(db, user.username)) throw new Error(`The user ${user.username} already exists.`);
  const branch = await db.selectFrom('branches').select('code').where('code', '=', user.branchCode).executeTakeFirst();
  if (!branch) throw new Error(`There is no branch with code ${user.branchCode}.`);
  await insertBranchUser(db, {
    username: user.username,
    passwordHash: await hashPassword(user.password),
    branchCode: user.branchCode,
    role: user.role,
    now: clock.now(),
  });
}

/** Forgets a user's failed sign-ins (the CLI's `branch-user unlock`), for a clerk who must sign in now. */
export async function unlockUser(db: Database, username: string): Promise<void> {
  if (!(await findBranchUser(db, username))) throw new Error(`There is no user ${username}.`);
  await clearLoginFailures(db, username);
}

export async function disableUser(db: Database, clock: Clock, username: string): Promise<void> {
  if (!(await disableBranchUser(db, username, clock.now()))) {
    throw new Error(`There is no active user ${username}.`);
  }
}
