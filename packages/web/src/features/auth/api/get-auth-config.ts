// GET /api/auth/config: which ways of signing in this Roastie offers (local accounts, Google).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AuthConfig {
  localAccounts: boolean;
  /** Set when the operator configured Google sign-in. */
  googleClientId: string | null;
}

export function getAuthConfig(): Promise<AuthConfig> {
  return api.get<AuthConfig>('/api/auth/config');
}

export function authConfigQueryOptions() {
  // It changes only when the server restarts with other settings.
  return queryOptions({
    queryKey: ['auth', 'config'] as const,
    queryFn: getAuthConfig,
    staleTime: Infinity,
  });
}

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
