import { queryOptions } from '@tanstack/react-query';
import type { Camelized, DashboardResponse } from '@tika/contract';
import { apiRequest } from '../../../lib/api-client';

export type VaccineDashboard = Camelized<DashboardResponse>;
export type DashboardEntry = VaccineDashboard['completedVaccines'][number];
export type UpcomingGroup = VaccineDashboard['upcomingVaccine'][number];

/** Every child's dashboard: what a change of the parent's flu window makes stale. */
export const vaccineDashboardRootKey = ['vaccines', 'dashboard'] as const;
export const vaccineDashboardKey = (childId: string) =>
  [...vaccineDashboardRootKey, childId] as const;

/** GET the Home tab's lists for one child. */
export const vaccineDashboardQuery = (childId: string) =>
  queryOptions({
    queryKey: vaccineDashboardKey(childId),
    queryFn: ({ signal }) =>
      apiRequest<DashboardResponse>('/api/vaccinetracker/dashboard/', {
        query: { child_id: childId },
        signal,
      }),
  });
