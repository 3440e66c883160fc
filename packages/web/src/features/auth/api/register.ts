// POST /api/auth/register: a new local account, signed in at once (201 with the user).
import type { RegisterBody } from '@roastie/core';
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';
import { useAcceptSignedInUser, type CurrentUser } from './get-current-user';

export type RegisterInput = RegisterBody;

export function register(input: RegisterInput): Promise<CurrentUser> {
  return api.post<CurrentUser>('/api/auth/register', input);
}

export function useRegister({ onSuccess }: { onSuccess?: (user: CurrentUser) => void } = {}) {
  const accept = useAcceptSignedInUser();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      accept(user);
      onSuccess?.(user);
    },
  });
}
