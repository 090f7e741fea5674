import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api-client';
import { type Accepted, acceptInvite, type InviteOffer as Offer } from '../api/family';
import { labelWords, roleName, rolePowers } from './family-words';
import styles from './InviteOffer.module.css';

interface InviteOfferProps {
  /** The code typed, or the token of the link opened. */
  code: string;
  offer: Offer;
  /** Accepted: the app selects the child and goes to it. */
  onAccepted: (accepted: Accepted) => Promise<unknown> | void;
  /** "Not now": the invitation stays open for later. */
  onDecline: () => void;
}

/**
 * What an invitation is for, from its preview: whose child, in which role, shown how; then
 * Accept or Not now. A refusal (used meanwhile, already in the family) says why, with a way on.
 */
export function InviteOffer({ code, offer, onAccepted, onDecline }: InviteOfferProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const invitedBy = offer.invitedBy;
  const childName = offer.childName;
  const role = roleName(offer.role, i18n);
  const label = labelWords(offer.label, i18n);

  const accept = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await onAccepted(await acceptInvite(code));
    } catch (err) {
      setProblem(err);
      setBusy(false);
    }
  };

  return (
    <section className={styles.offer} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        <Trans>Follow {childName} on Tika</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>
          {invitedBy} invites you to follow {childName} as {role}. You will be shown as {label}.
        </Trans>
      </p>
      <p className={styles.powers}>{rolePowers(offer.role, i18n)}</p>
      {problem ? (
        <InviteProblem error={problem} />
      ) : (
        <div className={styles.actions}>
          <Button loading={busy} onClick={() => void accept()}>
            {busy ? <Trans>Accepting…</Trans> : <Trans>Accept</Trans>}
          </Button>
          <Button variant="secondary" onClick={onDecline} disabled={busy}>
            <Trans>Not now</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * Why an invitation cannot be used, in the server's words: expired, used or withdrawn (404),
 * already in this child's family (409), too many wrong codes (429), or the network. Each with a
 * way on: to the dashboard, where the child already is, or home.
 */
export function InviteProblem({ error }: { error: unknown }) {
  const { t } = useLingui();
  const message = error instanceof Error && error.message ? error.message : t`Something went wrong`;
  const family = error instanceof ApiError && error.code === 'already_family';
  return (
    <div className={styles.problem}>
      <p className={styles.error} role="alert">
        {message}
      </p>
      <Link to="/dashboard" className={buttonClassName({ variant: 'secondary' })}>
        {family ? <Trans>Open the dashboard</Trans> : <Trans>Go to Tika</Trans>}
      </Link>
    </div>
  );
}
