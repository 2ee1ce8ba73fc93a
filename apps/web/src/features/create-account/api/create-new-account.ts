import { callRoutes, type CreateNewAccountRequest, type CreateNewAccountResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export function createNewAccount(request: CreateNewAccountRequest): Promise<CreateNewAccountResponse> {
  return call(callRoutes.CreateNewAccount, request);
}

export function useCreateNewAccount() {
  return useMutation({ mutationFn: createNewAccount });
}
