import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@tika/contract';
import { api } from './api-client';

/** Server settings the SPA needs (marketing URL, sign-in ids); fetched once per load. */
export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => api.get<PublicConfig>('/api/config/'),
  staleTime: Infinity,
});

export const usePublicConfig = () => useQuery(publicConfigQuery);
