import { childrenQuery } from '../../features/children/api/children';
import {
  pickSelectedChild,
  selectChild,
  storedChildId,
} from '../../features/children/hooks/use-selected-child';
import { vaccineDashboardQuery } from '../../features/vaccines/api/dashboard';
import { queryClient } from '../../lib/query-client';
import { getAccessToken } from '../../lib/session-store';

/**
 * /dashboard's loader: asks for the children and the selected child's schedule while the
 * session check and the screen's code are still on their way, instead of after the screen
 * renders. The child last shown is remembered on this device, so a returning parent's schedule
 * is asked for alongside the children list (one round trip on a phone network, not two); a new
 * device, or a remembered child that is gone, asks once the list has come, and remembers the
 * child it shows. Never waits: the screen's own queries pick up these requests, and report any
 * failure themselves.
 */
export function prefetchDashboard(): null {
  const token = getAccessToken();
  if (!token) return null;
  const remembered = storedChildId();
  if (remembered) void queryClient.prefetchQuery(vaccineDashboardQuery(remembered));
  void queryClient
    .fetchQuery(childrenQuery)
    .then((children) => {
      const selected = pickSelectedChild(children, remembered);
      if (!selected || selected.id === remembered) return;
      // Only for the session that asked: a list arriving after a logout (which forgets the
      // child) or another parent's sign-in must not write this parent's child back.
      if (getAccessToken() === token) selectChild(selected.id);
      return queryClient.prefetchQuery(vaccineDashboardQuery(selected.id));
    })
    .catch(() => undefined);
  return null;
}
