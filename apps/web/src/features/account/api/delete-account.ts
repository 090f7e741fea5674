import { api } from '../../../lib/api-client';

/** Deletes the parent's account, every child with their records and files, and all sessions. */
export function deleteAccount() {
  return api.delete<{ message: string }>('/api/user/delete/');
}
