// POST /api/user/onboarded: the onboarding dialog was finished, so it shows only once.
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';
import { useUpdateCurrentUser } from './get-current-user';

export function markOnboarded(): Promise<{ onboarded: true }> {
  return api.post<{ onboarded: true }>('/api/user/onboarded');
}

export function useMarkOnboarded() {
  const update = useUpdateCurrentUser();
  return useMutation({
    mutationFn: markOnboarded,
    // At once, so the dialog does not come back while the call is on its way.
    onMutate: () => update({ onboarded: true }),
    onError: (error) => console.warn('Could not save that onboarding is finished:', error),
  });
}
