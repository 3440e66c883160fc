// The name of the recipe waiting to be planned (from its page's "Plan it"), for the banner that
// asks where it goes. GET /api/recipe/{id}, which the service worker also keeps.
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useRecipeName(id: string | null) {
  return useQuery({
    queryKey: queryKeys.plan.recipeName(id),
    queryFn: async () =>
      (await api.get<{ name: string }>(`/api/recipe/${encodeURIComponent(id ?? '')}`)).name,
    enabled: id !== null,
    retry: false,
  });
}
