import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { SheetFooter } from '../../../components/form/SheetFooter';
import { toastUnexplained, useSheetForm } from '../../../components/form/use-sheet-form';
import { TextField } from '../../../components/ui/TextField';
import { notify } from '../../../components/ui/toast';
import { updateProfile } from '../api/update-profile';
import styles from './ParentDetails.module.css';

interface Parent {
  firstName: string;
  lastName: string;
  email: string | null;
  contactNumber: string | null;
  contactVerified: boolean;
}

/** The parent's own details; the name can be edited, the e-mail never (docs/product/sessions-and-sign-in.md). */
export function ParentDetails({ parent, onSaved }: { parent: Parent; onSaved: () => void }) {
  const [editing, setEditing] = useState(false);

  if (editing)
    return (
      <ParentDetailsForm
        parent={parent}
        onCancel={() => setEditing(false)}
        onSaved={() => (setEditing(false), onSaved())}
      />
    );

  return (
    <section className={styles.card} aria-labelledby="parent-details">
      <div className={styles.header}>
        <h2 id="parent-details" className={styles.title}>
          <Trans>Parent details</Trans>
        </h2>
        <Button variant="link" onClick={() => setEditing(true)}>
          <Trans>Edit</Trans>
        </Button>
      </div>
      <dl className={styles.list}>
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>{`${parent.firstName} ${parent.lastName}`.trim() || '—'}</dd>
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd>{parent.email ?? '—'}</dd>
        <dt>
          <Trans>WhatsApp</Trans>
        </dt>
        <dd>
          {parent.contactNumber ? `+91 ${parent.contactNumber}` : '—'}{' '}
          {parent.contactVerified && (
            <span className={styles.badge}>
              <Trans>Verified</Trans>
            </span>
          )}{' '}
          <Link to="/userprofile/updatecontact">
            <Trans>Change</Trans>
          </Link>
        </dd>
      </dl>
    </section>
  );
}

function ParentDetailsForm({
  parent,
  onCancel,
  onSaved,
}: {
  parent: Parent;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const { field, errors, busy, submit, formRef } = useSheetForm<{
    firstName: string;
    lastName: string;
  }>({
    initial: { firstName: parent.firstName, lastName: parent.lastName },
    validate: (v) => (v.firstName.trim() ? {} : { firstName: t`Name is required` }),
    send: async (v) => {
      const res = await updateProfile({
        first_name: v.firstName.trim(),
        last_name: v.lastName.trim(),
      });
      notify.success(res.message);
    },
    onDone: onSaved,
    wireFields: { first_name: 'firstName', last_name: 'lastName' },
    onUnexplained: toastUnexplained,
  });

  return (
    <form ref={formRef} className={styles.card} onSubmit={submit} noValidate>
      <h2 className={styles.title}>
        <Trans>Edit your details</Trans>
      </h2>
      <TextField label={t`First name`} allow="letters" maxLength={50} {...field('firstName')} />
      <TextField label={t`Last name`} allow="letters" maxLength={50} {...field('lastName')} />
      <TextField
        label={t`E-mail`}
        value={parent.email ?? '—'}
        onChange={() => undefined}
        disabled
        hint={t`Your e-mail comes from Google and cannot be changed here.`}
      />
      <SheetFooter
        error={errors.form}
        label={t`Save`}
        busyLabel={t`Save`}
        busy={busy}
        onCancel={onCancel}
        layout="row"
      />
    </form>
  );
}
