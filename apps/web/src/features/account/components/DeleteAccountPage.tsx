import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/Page';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { AlertIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/Logo';
import { notify } from '../../../components/ui/toast';
import { deleteAccount } from '../api/delete-account';
import { HandoverChoices, type OwnChild, useHandoverChoice } from './HandoverChoices';
import styles from './DeleteAccountPage.module.css';

interface DeleteAccountPageProps {
  /**
   * The children the parent added, each with the caregiver who could take it over (or null);
   * undefined until known, and the page does not delete before it knows.
   */
  ownChildren?: OwnChild[];
  /** Names of the children others shared with the parent: only following them ends. */
  followedNames?: string[];
  /** After the server has deleted everything: forget the session locally. */
  onDeleted: () => void | Promise<void>;
  backTo?: string;
}

/** 'Asha, Ravi and Meera' in English, 'Asha, Ravi, और Meera' in Hindi. */
const listNames = (names: string[], locale: string) =>
  new Intl.ListFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', { type: 'conjunction' }).format(names);

/** /userprofile/deletedata: explain what goes, make the parent confirm, then delete. */
export function DeleteAccountPage({
  ownChildren,
  followedNames = [],
  onDeleted,
  backTo = '/userprofile',
}: DeleteAccountPageProps) {
  const { t } = useLingui();
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const { deleting, setDeleting, handOver, deletedNames } = useHandoverChoice(ownChildren);

  const remove = async () => {
    setBusy(true);
    try {
      await deleteAccount(handOver);
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
        {ownChildren && (
          <HandoverChoices
            childrenToGive={ownChildren.filter((c) => c.caregiver)}
            deleting={deleting}
            onChange={setDeleting}
            disabled={busy}
          />
        )}
        <WhatGoes
          deletedNames={ownChildren ? deletedNames : undefined}
          givenCount={handOver.length}
          followedNames={followedNames}
        />
        <p className={styles.final}>
          <Trans>This cannot be undone.</Trans>
        </p>
        <Understood
          checked={understood}
          onChange={setUnderstood}
          disabled={busy}
          keepsSome={handOver.length > 0}
        />
        <div className={styles.actions}>
          <Button
            variant="danger"
            disabled={!understood || !ownChildren}
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

/** "I understand": the delete button waits for it. */
function Understood({
  checked,
  onChange,
  disabled,
  keepsSome,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
  /** Some children go to a caregiver: not all the data is deleted. */
  keepsSome: boolean;
}) {
  const checkId = useId();
  return (
    <label htmlFor={checkId} className={`${styles.check} ${checked ? styles.checked : ''}`}>
      <input
        id={checkId}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        disabled={disabled}
      />
      <span>
        {keepsSome ? (
          <Trans>
            I understand that my account and its data will be deleted permanently, except the
            children I give to my family.
          </Trans>
        ) : (
          <Trans>I understand that my account and all its data will be deleted permanently.</Trans>
        )}
      </span>
    </label>
  );
}

/**
 * Everything deleting the account removes, the children by name: the ones deleted (unknown
 * while loading: said in general), the ones given to a caregiver, the ones only followed.
 */
function WhatGoes({
  deletedNames,
  givenCount,
  followedNames,
}: {
  deletedNames: string[] | undefined;
  givenCount: number;
  followedNames: string[];
}) {
  const { i18n } = useLingui();
  const deleted = deletedNames && listNames(deletedNames, i18n.locale);
  const followed = listNames(followedNames, i18n.locale);
  return (
    <ul className={styles.list}>
      <li>
        <Trans>Your account and your details: name, e‑mail and WhatsApp number.</Trans>
      </li>
      {deleted ? (
        <li>
          <Trans>
            The profiles of {deleted}, with their vaccination, growth and medical records and every
            file you uploaded. Anyone you shared them with loses them too.
          </Trans>
        </li>
      ) : (
        deletedNames === undefined && (
          <li>
            <Trans>
              All your children’s profiles, with their vaccination, growth and medical records and
              every file you uploaded.
            </Trans>
          </li>
        )
      )}
      {givenCount > 0 && (
        <li>
          <Trans>
            The children you give to a caregiver stay in Tika with all their records and files; the
            caregiver becomes their parent in the app.
          </Trans>
        </li>
      )}
      {followed && (
        <li>
          <Trans>
            You stop following {followed}. Their records stay with the parent who added them, and
            what you marked still shows the name the family knows you by.
          </Trans>
        </li>
      )}
      <li>
        <Trans>Your reminders and any mealtime stories plan.</Trans>
      </li>
      <li>
        <Trans>You are signed out on every device.</Trans>
      </li>
    </ul>
  );
}
