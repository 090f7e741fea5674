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

/** /userprofile/addchild: another child (no progress bar), who then becomes the selected one. */
export function AddChildRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data: children } = useQuery(childrenQuery);
  // The loader already fetched `me`, so its count decides at once while the list loads.
  const { data: me } = useQuery(meQuery);
  const count = children?.length ?? me?.childrenCount ?? 0;
  const back = () => void navigate('/userprofile');

  if (count >= LIMITS.maxChildren) return <ChildLimitNotice onBack={back} />;

  return (
    <AddChildFlow
      onCancel={back}
      onCreated={async (child) => {
        selectChild(child.id);
        await queryClient.invalidateQueries();
        notify.success(t`Child added`);
        void navigate('/dashboard', { replace: true });
      }}
    />
  );
}
