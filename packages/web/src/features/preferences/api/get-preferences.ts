// GET /api/preferences: the signed-in cook's saved answers, to fill the form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SavedPreferences } from '../lib/options';
import { queryKeys } from '@/lib/query-keys';

export function getPreferences(): Promise<SavedPreferences> {
  return api.get<SavedPreferences>('/api/preferences');
}

export const preferencesQueryKey = queryKeys.preferences;

export function preferencesQueryOptions(userId: string) {
  return queryOptions({ queryKey: preferencesQueryKey(userId), queryFn: getPreferences });
}

/** Asks only with a user id: without one there is nobody to ask about. */
export function usePreferences(userId: string) {
  return useQuery({ ...preferencesQueryOptions(userId), enabled: Boolean(userId) });
}
