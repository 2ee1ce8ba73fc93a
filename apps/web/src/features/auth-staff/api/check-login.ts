import { callRoutes, type BranchLoginRequest, type BranchLoginResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function checkLogin(request: BranchLoginRequest): Promise<BranchLoginResponse> {
  return call(callRoutes.CheckLogin, request);
}

export function useCheckLogin() {
  // The page decides what a refusal or a network failure shows (portal.md §8).
  return useMutation({ mutationFn: checkLogin, meta: { errorToast: false } });
}
