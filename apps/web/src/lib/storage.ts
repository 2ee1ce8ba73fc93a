import { STAFF_ROLES, type StaffRole } from '@portal/domain';

/**
 * Every localStorage key the portal uses (portal.md §3); the names are the spec's, capitals included.
 * No session token is among them: sessions travel in HttpOnly cookies the page cannot read
 * (DESIGN.md §6, decision 017); these keys only say who is signed in, for the guards and headers.
 */
export const STORAGE_KEYS = {
  authCustomer: 'authCustomer',
  authUser: 'authUser',
  registrationId: 'registrationId',
  RegistrationId: 'RegistrationId',
  ReferenceNo: 'ReferenceNo',
  registrationHoldersId: 'registrationHoldersId',
  language: 'language',
  userName: 'userName',
  branchCode: 'branchCode',
  branchName: 'branchName',
  isAdmin: 'isAdmin',
  staffRole: 'staffRole',
} as const;

export interface CustomerAuth {
  mobileNo: string;
  email: string;
}

/** The branch user who fills an application with the customer on the branch host. */
export interface BranchUser {
  userName: string;
}

export interface BranchSession {
  userName: string;
  branchCode: string;
  branchName: string;
  isAdmin: boolean;
  /** CheckLogin's `employee.role` (decision 028): which review steps the page offers. */
  role: StaffRole;
}

export function getCustomerAuth(): CustomerAuth | null {
  const raw = localStorage.getItem(STORAGE_KEYS.authCustomer);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { mobileNo, email } = parsed as Record<string, unknown>;
    if (typeof mobileNo !== 'string' || mobileNo === '') return null;
    return { mobileNo, email: typeof email === 'string' ? email : '' };
  } catch {
    // A hand-edited or truncated value is treated as "not signed in" rather than crashing the app.
    return null;
  }
}

export function saveCustomerAuth(auth: CustomerAuth): void {
  localStorage.setItem(STORAGE_KEYS.authCustomer, JSON.stringify(auth));
}

/** The signed-in branch user, or null. */
export function getBranchUser(): BranchUser | null {
  const userName = localStorage.getItem(STORAGE_KEYS.userName);
  return userName && localStorage.getItem(STORAGE_KEYS.branchCode) ? { userName } : null;
}

export function saveBranchSession(session: BranchSession): void {
  localStorage.setItem(STORAGE_KEYS.userName, session.userName);
  localStorage.setItem(STORAGE_KEYS.branchCode, session.branchCode);
  localStorage.setItem(STORAGE_KEYS.branchName, session.branchName);
  localStorage.setItem(STORAGE_KEYS.isAdmin, String(session.isAdmin));
  localStorage.setItem(STORAGE_KEYS.staffRole, session.role);
}

/**
 * The signed-in staff member's role, or null when none is kept (a session from before roles): the
 * review buttons are a convenience, the server checks the role again.
 */
export function getStaffRole(): StaffRole | null {
  const role = localStorage.getItem(STORAGE_KEYS.staffRole);
  if ((STAFF_ROLES as readonly (string | null)[]).includes(role)) return role as StaffRole;
  return localStorage.getItem(STORAGE_KEYS.isAdmin) === 'true' ? 'admin' : null;
}

export function getStoredValue(key: keyof typeof STORAGE_KEYS): string | null {
  return localStorage.getItem(STORAGE_KEYS[key]);
}

export function getRegistrationId(): number | null {
  const raw = localStorage.getItem(STORAGE_KEYS.registrationId) ?? localStorage.getItem(STORAGE_KEYS.RegistrationId);
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

/** Both spellings are written because later screens of the original read one or the other. */
export function saveRegistrationId(id: number): void {
  localStorage.setItem(STORAGE_KEYS.registrationId, String(id));
  localStorage.setItem(STORAGE_KEYS.RegistrationId, String(id));
}

/** The holder the KYC wizard (/FirstHolder, /OtherHolder) works on. */
export function saveRegistrationHoldersId(id: number): void {
  localStorage.setItem(STORAGE_KEYS.registrationHoldersId, String(id));
}

export function clearRegistrationSelection(): void {
  localStorage.removeItem(STORAGE_KEYS.registrationId);
  localStorage.removeItem(STORAGE_KEYS.RegistrationId);
  localStorage.removeItem(STORAGE_KEYS.registrationHoldersId);
}

export function clearStorage(): void {
  // The language is the device's, not the session's: it stays for the next person to sign in here.
  const language = localStorage.getItem(STORAGE_KEYS.language);
  localStorage.clear();
  if (language !== null) localStorage.setItem(STORAGE_KEYS.language, language);
  // The wizard's drafts of unsaved steps (this tab's only): nothing typed outlives the session.
  sessionStorage.clear();
}
