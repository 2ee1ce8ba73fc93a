import type { CreateNewAccountRequest, CreateNewAccountResponse } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client';

export function createNewAccount(request: CreateNewAccountRequest): Promise<CreateNewAccountResponse> {
  return requestJson<CreateNewAccountResponse>('/api/Registration/CreateNewAccount', {
    audience: 'customer',
    body: request,
  });
}

export function useCreateNewAccount() {
  return useMutation({ mutationFn: createNewAccount });
}
