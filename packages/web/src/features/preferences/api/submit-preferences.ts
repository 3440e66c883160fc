// POST /api/submit-preferences (docs/product.md section 7): userId and the answers; answers {ok: true}.
// The server takes the user from the session and refuses a userId that is not theirs.
import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '@/lib/use-mutation';
import { api } from '@/lib/api-client';
import type { PreferenceAnswers, SavedPreferences } from '../lib/options';
import { preferencesQueryKey } from './get-preferences';

export interface SubmitPreferencesInput extends PreferenceAnswers {
  userId: string;
}

export function submitPreferences(input: SubmitPreferencesInput): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/api/submit-preferences', input);
}

export function useSubmitPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPreferences,
    onSuccess: (_answer, { userId, ...answers }) => {
      queryClient.setQueryData<SavedPreferences>(preferencesQueryKey(userId), answers);
    },
  });
}
