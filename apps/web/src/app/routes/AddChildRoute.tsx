import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LIMITS } from '@tika/contract';
import { notify } from '../../components/ui/toast';
import { meQuery } from '../../features/auth/api/session';
import { childrenQuery } from '../../features/children/api/children';
import { AddChildFlow } from '../../features/children/components/AddChildFlow';
import { ChildLimitNotice } from '../../features/children/components/ChildLimitNotice';
import { selectChild } from '../../features/children/hooks/use-selected-child';
import { queryClient } from '../../lib/query-client';
import { InviteCodeButton, InviteCodeSheetLoader } from './invite-code-entry';

/**
 * /userprofile/addchild: another child (no progress bar), who then becomes the selected one; or
 * an invitation code, to follow a child someone else added.
 */
export function AddChildRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data: children } = useQuery(childrenQuery);
  // The limit counts only the children this parent added. The loader already fetched `me`,
  // whose count takes in followed children too: while the list loads it can tell only that the
  // limit is not reached, so above it the screen waits for the list rather than show the limit
  // to a parent who follows a child or two.
  const { data: me } = useQuery(meQuery);
  const owned = children?.filter((child) => child.role === 'owner').length;
  const [codeOpen, setCodeOpen] = useState(false);
  const back = () => void navigate('/userprofile');

  if (owned === undefined && (me?.childrenCount ?? 0) >= LIMITS.maxChildren) return null;
  if ((owned ?? 0) >= LIMITS.maxChildren) return <ChildLimitNotice onBack={back} />;

  return (
    <>
      <AddChildFlow
        onCancel={back}
        onCreated={async (child) => {
          selectChild(child.id);
          await queryClient.invalidateQueries();
          notify.success(t`Child added`);
          void navigate('/dashboard', { replace: true });
        }}
        // Invited by a parent who added the child: follow that child instead.
        footer={<InviteCodeButton onClick={() => setCodeOpen(true)} />}
      />
      <InviteCodeSheetLoader open={codeOpen} onClose={() => setCodeOpen(false)} />
    </>
  );
}
