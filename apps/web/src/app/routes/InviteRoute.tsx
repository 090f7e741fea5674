import { useNavigate, useParams } from 'react-router';
import { InvitePage } from '../../features/family/components/InvitePage';
import { useFollowInvitedChild } from './follow-invited-child';

/** /invite/:token: an invitation link, opened signed in (the loader saw to that). */
export function InviteRoute() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const follow = useFollowInvitedChild();
  return (
    <InvitePage token={token} onAccepted={follow} onDecline={() => void navigate('/dashboard')} />
  );
}
