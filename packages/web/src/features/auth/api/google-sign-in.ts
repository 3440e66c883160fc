// Google sign-in: POST /api/auth/nonce gives a one-time nonce for Google's button; the ID token
// Google returns goes to POST /api/set-cookie (docs/product.md section 7), which verifies it and signs in.
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';
import { useAcceptSignedInUser, type CurrentUser } from './get-current-user';

export async function getGoogleNonce(): Promise<string> {
  const { nonce } = await api.post<{ nonce: string }>('/api/auth/nonce');
  return nonce;
}

export function signInWithGoogle(credential: string): Promise<CurrentUser> {
  return api.post<CurrentUser>('/api/set-cookie', { accessToken: credential });
}

export function useGoogleSignIn({ onSuccess }: { onSuccess?: (user: CurrentUser) => void } = {}) {
  const accept = useAcceptSignedInUser();
  return useMutation({
    mutationFn: signInWithGoogle,
    onSuccess: (user) => {
      accept(user);
      onSuccess?.(user);
    },
  });
}
