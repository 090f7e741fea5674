import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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

/** 'Asha, Ravi and Meera' in English, 'Asha, Ravi, और Meera' in Hindi. */
const listNames = (names: string[], locale: string) =>
  new Intl.ListFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { type: 'conjunction' }).format(names);

/** /userprofile/deletedata: explain what goes, make the parent confirm, then delete. */
export function DeleteAccountPage({
  childNames = [],
  onDeleted,
  backTo = '/userprofile',
}: DeleteAccountPageProps) {
  const { t } = useLingui();
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const checkId = useId();

  const remove = async () => {
    setBusy(true);
    try {
      await deleteAccount();
      await onDeleted();
    } catch (err) {
      notify.error(err instanceof Error ? err.message : t`Something went wrong`);
      setBusy(false);
    }
  };

  return (
    <Page>
      <header className={styles.top}>
        <Logo />
        <Link to={backTo}>
          <Trans>Back to profile</Trans>
        </Link>
      </header>
      <main className={styles.main}>
        <span className={styles.icon} aria-hidden="true">
          <AlertIcon size={34} />
        </span>
        <h1 className={styles.headline}>
          <Trans>Delete your account?</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Deleting your account removes everything you keep in Tika:</Trans>
        </p>
        <WhatGoes childNames={childNames} />
        <p className={styles.final}>
          <Trans>This cannot be undone.</Trans>
        </p>
        <label htmlFor={checkId} className={`${styles.check} ${understood ? styles.checked : ''}`}>
          <input
            id={checkId}
            type="checkbox"
            checked={understood}
            onChange={(e) => setUnderstood(e.target.checked)}
            disabled={busy}
          />
          <span>
            <Trans>
              I understand that my account and all its data will be deleted permanently.
            </Trans>
          </span>
        </label>
        <div className={styles.actions}>
          <Button
            variant="danger"
            disabled={!understood}
            loading={busy}
            onClick={() => void remove()}
          >
            {busy ? <Trans>Deleting…</Trans> : <Trans>Delete my account</Trans>}
          </Button>
          <ButtonLink to={backTo} variant="secondary">
            <Trans>Keep my account</Trans>
          </ButtonLink>
        </div>
      </main>
    </Page>
  );
}

/** Everything deleting the account removes, the children by name. */
function WhatGoes({ childNames }: { childNames: string[] }) {
  const { i18n } = useLingui();
  const names = listNames(childNames, i18n.locale);
  return (
    <ul className={styles.list}>
      <li>
        <Trans>Your account and your details: name, e‑mail and WhatsApp number.</Trans>
      </li>
      <li>
        {names ? (
          <Trans>
            The profiles of {names}, with their vaccination, growth and medical records and every
            file you uploaded.
          </Trans>
        ) : (
          <Trans>
            All your children’s profiles, with their vaccination, growth and medical records and
            every file you uploaded.
          </Trans>
        )}
      </li>
      <li>
        <Trans>Your reminders and any mealtime stories plan.</Trans>
      </li>
      <li>
        <Trans>You are signed out on every device.</Trans>
      </li>
    </ul>
  );
}
