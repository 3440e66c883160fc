// POST /api/auth/login: email and password. A wrong pair answers 401 with one message for both.
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';
import { useAcceptSignedInUser, type CurrentUser } from './get-current-user';

export interface LoginInput {
  email: string;
  password: string;
}

export function login(input: LoginInput): Promise<CurrentUser> {
  return api.post<CurrentUser>('/api/auth/login', input);
}

export function useLogin({ onSuccess }: { onSuccess?: (user: CurrentUser) => void } = {}) {
  const accept = useAcceptSignedInUser();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      accept(user);
      onSuccess?.(user);
    },
  });
}
