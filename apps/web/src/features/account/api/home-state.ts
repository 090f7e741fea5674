import { api } from '../../../lib/api-client';

/** Where the family lives (a state code, or null): it picks the flu window of the schedule. */
export function saveHomeState(homeState: string | null) {
  return api.post<{ message: string }>('/api/user/home-state/', { home_state: homeState });
}
