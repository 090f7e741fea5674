import { useNavigate } from 'react-router';
import { notify } from '../../components/ui/toast';
import { meQuery, pathAfterSignIn } from '../../features/auth/api/session';
import { selectChild } from '../../features/children/hooks/use-selected-child';
import { INVITE_PREVIEW_KEY } from '../../features/family/api/family';
import { queryClient } from '../../lib/query-client';

/**
 * An invitation accepted: the child it opened becomes the selected one, every list is read
 * again (the children, the session's count), and the parent goes on where session start sends
 * them (the dashboard, or the number to verify first), with the server's words as a toast.
 */
export function useFollowInvitedChild() {
  const navigate = useNavigate();
  return async (accepted: { childId: string; message: string }) => {
    selectChild(accepted.childId);
    // The invitation itself is used up: asking what it is for again would answer 404.
    await queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] !== INVITE_PREVIEW_KEY,
    });
    const me = await queryClient.fetchQuery(meQuery);
    notify.success(accepted.message);
    await navigate(
      pathAfterSignIn({ contactVerified: me.contactVerified, childrenCount: me.childrenCount }),
      { replace: true },
    );
  };
}
