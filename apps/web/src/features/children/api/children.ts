import { queryOptions } from '@tanstack/react-query';
import type { Camelized, Child, CreateChildBody, UpdateChildBody } from '@tika/contract';
import { api } from '../../../lib/api-client';

/** A child as the web holds it: the wire's child with camelCased keys (lib/api-client.ts). */
export type ChildProfile = Camelized<Child>;

export const childrenQuery = queryOptions({
  queryKey: ['children'],
  queryFn: async () =>
    (await api.get<{ children: Child[] }>('/api/vaccinetracker/onboarding/')).children,
});

export function createChild(body: CreateChildBody) {
  return api.post<Child>('/api/vaccinetracker/onboarding/', body);
}

export function updateChild(body: UpdateChildBody) {
  return api.put<{ message: string; child: Child }>('/api/vaccinetracker/onboarding/', body);
}

export function deleteChild(childId: string) {
  return api.delete<{ message: string }>('/api/vaccinetracker/onboarding/', {
    body: { child_id: childId },
  });
}
