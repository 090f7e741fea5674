import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../../components/layout/Page';
import { Logo } from '../../../components/ui/Logo';
import { type Accepted, invitePreviewQuery } from '../api/family';
import { InviteOffer, InviteProblem } from './InviteOffer';
import styles from './InvitePage.module.css';

interface InvitePageProps {
  /** The token of the invitation link (/invite/<token>). */
  token: string;
  onAccepted: (accepted: Accepted) => Promise<unknown> | void;
  onDecline: () => void;
}

/** /invite/:token, signed in: what the invitation is for, then Accept or Not now. */
export function InvitePage({ token, onAccepted, onDecline }: InvitePageProps) {
  const preview = useQuery(invitePreviewQuery(token));
  return (
    <Page>
      <header className={styles.top}>
        <Logo />
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>
          <Trans>Invitation</Trans>
        </h1>
        {preview.isPending ? (
          <p className={styles.loading} role="status">
            <Trans>Opening the invitation…</Trans>
          </p>
        ) : preview.isError ? (
          <InviteProblem error={preview.error} />
        ) : (
          <InviteOffer
            code={token}
            offer={preview.data}
            onAccepted={onAccepted}
            onDecline={onDecline}
          />
        )}
      </main>
    </Page>
  );
}
