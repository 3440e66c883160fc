// GET /api/user: who is signed in. 401 is an answer (signed out), not an error.
import { useCallback } from 'react';
import type { CurrentUser } from '@roastie/core';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { hasUserIdCookie, removeUserIdCookie } from '../lib/user-id-cookie';
import { queryKeys } from '@/lib/query-keys';

export type { CurrentUser };

/** What a sign-in hands its success callback (docs/product.md section 4). */
export type SignedInUser = Pick<CurrentUser, 'firstName' | 'userId' | 'fullName'>;

export async function getCurrentUser(): Promise<CurrentUser | null> {
  // The server sets the user_id hint beside its session cookie: without it nobody is signed in
  // here, and asking would only log a 401 in the console on every visitor's first page.
  if (!hasUserIdCookie()) return null;
  try {
    return await api.get<CurrentUser>('/api/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryKey = queryKeys.auth.currentUser;

export function currentUserQueryOptions() {
  return queryOptions({ queryKey: currentUserQueryKey, queryFn: getCurrentUser });
}

export interface CurrentUserState {
  user: CurrentUser | null;
  /** From the server once it has answered; until then (or if it cannot) from the cookie hint. */
  isSignedIn: boolean;
  /** True once the server has said who (or that no one) is signed in. */
  isKnown: boolean;
  /** The server could not say (not a 401: it failed or could not be reached). */
  isError: boolean;
  refetch: () => void;
}

export function useCurrentUser(): CurrentUserState {
  const { data, isSuccess, isError, refetch } = useQuery(currentUserQueryOptions());
  const user = data ?? null;
  return {
    user,
    isSignedIn: isSuccess ? user !== null : hasUserIdCookie(),
    isKnown: isSuccess,
    isError,
    refetch: () => void refetch(),
  };
}

/**
 * After the server answered with the signed-in user (sign-in, registration): show them at once,
 * then ask GET /api/user again so the page knows the session cookie really stuck.
 */
export function useAcceptSignedInUser(): (user: CurrentUser) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: CurrentUser) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
    [queryClient],
  );
}

/** Changes part of the known user (a new avatar, onboarding finished) without asking again. */
export function useUpdateCurrentUser(): (changes: Partial<CurrentUser>) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (changes: Partial<CurrentUser>) => {
      queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, (user) =>
        user ? { ...user, ...changes } : user,
      );
    },
    [queryClient],
  );
}

/** The account is gone (deleted): forget everything cached for it and show the page signed out. */
export function useForgetCurrentUser(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    removeUserIdCookie();
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== queryKeys.auth.all[0],
    });
    queryClient.setQueryData(currentUserQueryKey, null);
  }, [queryClient]);
}
