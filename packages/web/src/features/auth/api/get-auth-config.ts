// GET /api/auth/config: which ways of signing in this Roastie offers (local accounts, Google).
import type { AuthConfig } from '@roastie/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type { AuthConfig };

export function getAuthConfig(): Promise<AuthConfig> {
  return api.get<AuthConfig>('/api/auth/config');
}

export function authConfigQueryOptions() {
  // It changes only when the server restarts with other settings.
  return queryOptions({
    queryKey: queryKeys.auth.config,
    queryFn: getAuthConfig,
    staleTime: Infinity,
  });
}

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
