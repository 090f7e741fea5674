import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The signed-in parent's own read (features/auth/api/session.ts). */
export const SESSION_QUERY_KEY = ['me'];

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again; network blips might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          failureCount < 2,
        refetchOnWindowFocus: false,
        // Offline, ask anyway: the service worker answers the dashboard's reads from its cache.
        networkMode: 'offlineFirst',
      },
      // Offline, a change fails at once with "check your connection" instead of waiting
      // silently and being sent later, perhaps after the parent has moved on.
      mutations: { networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
