// POST /api/auth/register: a new local account, signed in at once (201 with the user).
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAcceptSignedInUser, type CurrentUser } from './get-current-user';

export interface RegisterInput {
  fullName: string;
  email: string;
  /** 8 to 200 characters (the server checks too). */
  password: string;
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const FULL_NAME_MAX_LENGTH = 100;

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
