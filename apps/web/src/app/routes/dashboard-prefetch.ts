import { childrenQuery } from '../../features/children/api/children';
import { pickSelectedChild, storedChildId } from '../../features/children/hooks/use-selected-child';
import { vaccineDashboardQuery } from '../../features/vaccines/api/dashboard';
import { queryClient } from '../../lib/query-client';
import { getAccessToken } from '../../lib/session-store';

/**
 * /dashboard's loader: asks for the children and the selected child's schedule while the
 * session check and the screen's code are still on their way, instead of after the screen
 * renders. A returning parent's child is remembered on the device, so its schedule is asked for
 * alongside the children list; otherwise (or when that child is gone) once the list has come.
 * Never waits: the screen's own queries pick up these requests, and report any failure themselves.
 */
export function prefetchDashboard(): null {
  if (!getAccessToken()) return null;
  const remembered = storedChildId();
  if (remembered) void queryClient.prefetchQuery(vaccineDashboardQuery(remembered));
  void queryClient
    .fetchQuery(childrenQuery)
    .then((children) => {
      const selected = pickSelectedChild(children, remembered);
      if (selected && selected.id !== remembered)
        return queryClient.prefetchQuery(vaccineDashboardQuery(selected.id));
    })
    .catch(() => undefined);
  return null;
}
