import { childrenQuery } from '../../features/children/api/children';
import { pickSelectedChild, storedChildId } from '../../features/children/hooks/use-selected-child';
import { vaccineDashboardQuery } from '../../features/vaccines/api/dashboard';
import { queryClient } from '../../lib/query-client';
import { getAccessToken } from '../../lib/session-store';

/**
 * /dashboard's loader: asks for the children and then the selected child's schedule while the
 * session check and the screen's code are still on their way, instead of after the screen
 * renders (three round trips in a row on a phone network become one and a half). Never waits:
 * the screen's own queries pick up these requests, and report any failure themselves.
 */
export function prefetchDashboard(): null {
  if (!getAccessToken()) return null;
  void queryClient
    .fetchQuery(childrenQuery)
    .then((children) => {
      const selected = pickSelectedChild(children, storedChildId());
      if (selected) return queryClient.prefetchQuery(vaccineDashboardQuery(selected.id));
    })
    .catch(() => undefined);
  return null;
}
