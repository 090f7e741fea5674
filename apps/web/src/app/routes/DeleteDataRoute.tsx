import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '../../components/ui/toast';
import { handoverQuery } from '../../features/account/api/delete-account';
import { DeleteAccountPage } from '../../features/account/components/DeleteAccountPage';
import { childrenQuery } from '../../features/children/api/children';
import { leaveSession } from '../../lib/leave-session';

/** /userprofile/deletedata: delete the account, then leave no trace of the session here. */
export function DeleteDataRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data: children } = useQuery(childrenQuery);
  const { data: own } = useQuery(handoverQuery);
  return (
    <DeleteAccountPage
      ownChildren={own?.map((c) => ({ id: c.childId, name: c.name, caregiver: c.caregiver }))}
      followedNames={children?.filter((c) => c.role !== 'owner').map((c) => c.name)}
      onDeleted={async () => {
        // The server has already revoked every session, so there is no logout call to make.
        notify.success(t`Your account and all its data have been deleted`);
        await leaveSession(navigate);
      }}
    />
  );
}
