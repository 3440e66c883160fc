// POST /api/auth/logout ends the session on the server; whatever it answers, the page forgets the
// user (removes the user_id cookie) and reloads (docs/product.md section 2, common header).
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';
import { reloadPage } from '@/lib/reload-page';
import { removeUserIdCookie } from '../lib/user-id-cookie';

export async function logout(): Promise<void> {
  try {
    await api.post('/api/auth/logout');
  } catch {
    // Ignored on purpose: a dead session or an unreachable server must not keep anyone signed in.
  }
  removeUserIdCookie();
}

export function useLogout() {
  return useMutation({ mutationFn: logout, onSettled: () => reloadPage() });
}
