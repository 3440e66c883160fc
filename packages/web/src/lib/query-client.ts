import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** One retry for network and server errors; a 4xx answer will not change by asking again. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  // TanStack Query assumes online until an 'offline' event; a page opened with no connection
  // would send every query and log each failure. Start from what the browser knows instead, so
  // queries wait for the network and pages show what this device kept.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
