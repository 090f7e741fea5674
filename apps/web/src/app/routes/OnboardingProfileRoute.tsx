import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { STORAGE_KEYS } from '@tika/contract';
import { meQuery, pathAfterSignIn } from '../../features/auth/api/session';
import { useBackToSignIn } from '../../features/auth/hooks/use-back-to-sign-in';
import { AddChildFlow } from '../../features/children/components/AddChildFlow';
import { queryClient } from '../../lib/query-client';
import { InviteCodeButton, InviteCodeSheetLoader } from './invite-code-entry';

/** /onboarding/profile: the first child, then on to the number (if unverified) or the dashboard. */
export function OnboardingProfileRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const backToSignIn = useBackToSignIn();
  const [codeOpen, setCodeOpen] = useState(false);
  return (
    <>
      <AddChildFlow
        progress={2}
        // Step 2 of 3: Previous leads back to step 1, the sign-in step (still signed in).
        onCancel={backToSignIn}
        cancelLabel={t`Previous`}
        onCreated={async (child) => {
          localStorage.setItem(STORAGE_KEYS.selectedChild, child.id);
          await queryClient.invalidateQueries();
          const me = await queryClient.fetchQuery(meQuery);
          void navigate(
            pathAfterSignIn({
              contactVerified: me.contactVerified,
              childrenCount: me.childrenCount,
            }),
            { replace: true },
          );
        }}
        // Invited by a parent who added the child: follow that child instead of adding one.
        footer={<InviteCodeButton onClick={() => setCodeOpen(true)} />}
      />
      <InviteCodeSheetLoader open={codeOpen} onClose={() => setCodeOpen(false)} />
    </>
  );
}
