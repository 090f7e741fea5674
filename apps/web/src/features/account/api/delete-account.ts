import { queryOptions } from '@tanstack/react-query';
import { ACCOUNT_DELETION_PATHS, type HandoverResponse } from '@tika/contract';
import { api } from '../../../lib/api-client';

/** For each child the parent added: the caregiver who would take it over, or null (docs/api.md). */
export const handoverQuery = queryOptions({
  queryKey: ['account', 'handover'],
  queryFn: async () => (await api.get<HandoverResponse>(ACCOUNT_DELETION_PATHS.handover)).children,
  // Asked fresh each time the page opens: who can take a child over changes with the family.
  staleTime: 0,
});

/**
 * Deletes the parent's account, every child they added but those in `handOver` (each goes to
 * its caregiver), their records and files, and all sessions.
 */
export function deleteAccount(handOver: string[]) {
  return api.delete<{ message: string }>(ACCOUNT_DELETION_PATHS.delete, {
    body: { hand_over: handOver },
  });
}
