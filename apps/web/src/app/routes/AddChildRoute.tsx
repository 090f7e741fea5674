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
  // The loader already fetched `me`, so its count (of children added and followed) decides at
  // once while the list loads; the limit counts only the children this parent added.
  const { data: me } = useQuery(meQuery);
  const count =
    children?.filter((child) => child.role === 'owner').length ?? me?.childrenCount ?? 0;
  const [codeOpen, setCodeOpen] = useState(false);
  const back = () => void navigate('/userprofile');

  if (count >= LIMITS.maxChildren) return <ChildLimitNotice onBack={back} />;

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
