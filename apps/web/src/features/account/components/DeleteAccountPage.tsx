import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/Page';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { AlertIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/Logo';
import { notify } from '../../../components/ui/toast';
import { deleteAccount } from '../api/delete-account';
import styles from './DeleteAccountPage.module.css';

interface DeleteAccountPageProps {
  /** Names of the children whose records go too, so the parent sees exactly what is lost. */
  childNames?: string[];
  /** After the server has deleted everything: forget the session locally. */
  onDeleted: () => void | Promise<void>;
  backTo?: string;
}

const listNames = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** /userprofile/deletedata: explain what goes, make the parent confirm, then delete. */
export function DeleteAccountPage({
  childNames = [],
  onDeleted,
  backTo = '/userprofile',
}: DeleteAccountPageProps) {
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const checkId = useId();

  const remove = async () => {
    setBusy(true);
    try {
      await deleteAccount();
      await onDeleted();
    } catch (err) {
      notify.error(err instanceof Error ? err.message : 'Something went wrong');
      setBusy(false);
    }
  };

  return (
    <Page>
      <header className={styles.top}>
        <Logo />
        <Link to={backTo}>Back to profile</Link>
      </header>
      <main className={styles.main}>
        <span className={styles.icon} aria-hidden="true">
          <AlertIcon size={34} />
        </span>
        <h1 className={styles.headline}>Delete your account?</h1>
        <p className={styles.lead}>Deleting your account removes everything you keep in Tika:</p>
        <ul className={styles.list}>
          <li>Your account and your details: name, e‑mail and WhatsApp number.</li>
          <li>
            {childNames.length > 0
              ? `The profiles of ${listNames(childNames)}`
              : 'All your children’s profiles'}
            , with their vaccination, growth and medical records and every file you uploaded.
          </li>
          <li>Your reminders and any mealtime stories plan.</li>
          <li>You are signed out on every device.</li>
        </ul>
        <p className={styles.final}>This cannot be undone.</p>
        <label htmlFor={checkId} className={`${styles.check} ${understood ? styles.checked : ''}`}>
          <input
            id={checkId}
            type="checkbox"
            checked={understood}
            onChange={(e) => setUnderstood(e.target.checked)}
            disabled={busy}
          />
          <span>I understand that my account and all its data will be deleted permanently.</span>
        </label>
        <div className={styles.actions}>
          <Button
            variant="danger"
            disabled={!understood}
            loading={busy}
            onClick={() => void remove()}
          >
            {busy ? 'Deleting…' : 'Delete my account'}
          </Button>
          <ButtonLink to={backTo} variant="secondary">
            Keep my account
          </ButtonLink>
        </div>
      </main>
    </Page>
  );
}
