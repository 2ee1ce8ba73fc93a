import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { callRoutes } from '@portal/domain';
import { call } from './api-client';
import { clearStorage } from './storage';

/** POST /api/Auth/Logout, then forget the session locally. */
export async function logoutSession(audience: 'customer' | 'staff'): Promise<void> {
  try {
    await call(callRoutes.Logout, undefined, { audience, redirectOnUnauthorized: false });
  } catch {
    // A failed revoke must not keep the person signed in on this device.
  }
  clearStorage();
}

const SIGN_IN_PAGE = { customer: '/login', staff: '/BranchLogin' } as const;

/** Logout for a layout: revoke, forget every cached answer, and return to that audience's sign-in page. */
export function useLogout(audience: 'customer' | 'staff') {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loggingOut, setLoggingOut] = useState(false);
  async function logout() {
    setLoggingOut(true);
    await logoutSession(audience);
    queryClient.clear();
    await navigate(SIGN_IN_PAGE[audience], { replace: true });
  }
  return { logout, loggingOut };
}
