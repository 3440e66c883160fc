// DELETE /api/user: the account goes, with its sessions, likes, preferences, avatar and posts;
// its recipes stay, credited to Chef Roastie (docs/decisions/0007-accounts-and-sessions.md).
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';

export function deleteAccount(): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>('/api/user');
}

export function useDeleteAccount({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => onSuccess?.() });
}
