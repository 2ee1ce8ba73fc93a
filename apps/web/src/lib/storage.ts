/** Every localStorage key the portal uses (portal.md §3); the names are the spec's, capitals included. */
export const STORAGE_KEYS = {
  authCustomer: 'authCustomer',
  authUser: 'authUser',
  registrationId: 'registrationId',
  RegistrationId: 'RegistrationId',
  ReferenceNo: 'ReferenceNo',
  registrationHoldersId: 'registrationHoldersId',
  language: 'language',
  userName: 'userName',
  branchToken: 'branchToken',
  branchCode: 'branchCode',
  branchName: 'branchName',
  isAdmin: 'isAdmin',
} as const;

export interface CustomerAuth {
  token: string;
  mobileNo: string;
  email: string;
}

/** The branch user who fills an application with the customer on the branch host. */
export interface BranchUser {
  token: string;
  userName: string;
}

export interface BranchSession {
  token: string;
  userName: string;
  branchCode: string;
  branchName: string;
  isAdmin: boolean;
}

export function getCustomerAuth(): CustomerAuth | null {
  const raw = localStorage.getItem(STORAGE_KEYS.authCustomer);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { token, mobileNo, email } = parsed as Record<string, unknown>;
    if (typeof token !== 'string' || token === '' || typeof mobileNo !== 'string') return null;
    return { token, mobileNo, email: typeof email === 'string' ? email : '' };
  } catch {
    // A hand-edited or truncated value is treated as "not signed in" rather than crashing the app.
    return null;
  }
}

export function saveCustomerAuth(auth: CustomerAuth): void {
  localStorage.setItem(STORAGE_KEYS.authCustomer, JSON.stringify(auth));
}

export function getBranchToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.branchToken) || null;
}

/** The signed-in branch user (token and user name), or null. */
export function getBranchUser(): BranchUser | null {
  const token = getBranchToken();
  const userName = localStorage.getItem(STORAGE_KEYS.userName);
  return token && userName ? { token, userName } : null;
}

export function saveBranchSession(session: BranchSession): void {
  localStorage.setItem(STORAGE_KEYS.branchToken, session.token);
  localStorage.setItem(STORAGE_KEYS.userName, session.userName);
  localStorage.setItem(STORAGE_KEYS.branchCode, session.branchCode);
  localStorage.setItem(STORAGE_KEYS.branchName, session.branchName);
  localStorage.setItem(STORAGE_KEYS.isAdmin, String(session.isAdmin));
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
  localStorage.clear();
}
