import { requestJson } from './api-client';
import { clearStorage } from './storage';

/** POST /api/Auth/Logout, then forget the session locally. */
export async function logoutSession(audience: 'customer' | 'staff'): Promise<void> {
  try {
    await requestJson('/api/Auth/Logout', { audience, body: {}, redirectOnUnauthorized: false });
  } catch {
    // A failed revoke must not keep the person signed in on this device.
  }
  clearStorage();
}
