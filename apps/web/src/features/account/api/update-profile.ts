import { api } from '../../../lib/api-client';

export function updateProfile(body: { first_name: string; last_name: string }) {
  return api.post<{ message: string }>('/api/user/update-profile/', body);
}
