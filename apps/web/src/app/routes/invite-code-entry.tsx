import { Suspense, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../components/ui/Button';
import { withMessages } from '../../lib/i18n/i18n';
import { lazyNamed } from '../../lib/lazy-named';
import { useFollowInvitedChild } from './follow-invited-child';

// The sheet and its messages load when a parent first asks for it.
const InviteCodeSheet = lazyNamed(
  () => withMessages(['family'], () => import('../../features/family/components/InviteCodeSheet')),
  'InviteCodeSheet',
);

/**
 * "Have an invitation code?", for someone a parent invited to follow their child, where a
 * parent without that child would look (adding a child, the child switcher). It opens the code
 * sheet, which is drawn beside (never inside) another sheet or a step's form.
 */
export function InviteCodeButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="link" onClick={onClick}>
      <Trans>Have an invitation code?</Trans>
    </Button>
  );
}

/**
 * The code sheet, loaded on first opening; a code accepted selects the child it opens and goes
 * to it. Kept mounted once loaded, so closing it closes it gently.
 */
export function InviteCodeSheetLoader({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [used, setUsed] = useState(open);
  const follow = useFollowInvitedChild();
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <InviteCodeSheet
        open={open}
        onClose={onClose}
        onAccepted={async (accepted) => {
          await follow(accepted);
          onClose();
        }}
      />
    </Suspense>
  );
}
