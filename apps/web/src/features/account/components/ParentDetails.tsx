import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
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
  const [firstName, setFirstName] = useState(parent.firstName);
  const [lastName, setLastName] = useState(parent.lastName);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!firstName.trim()) return setError('Name is required');
    setBusy(true);
    try {
      const res = await updateProfile({ first_name: firstName.trim(), last_name: lastName.trim() });
      notify.success(res.message);
      setEditing(false);
      onSaved();
    } catch (err) {
      notify.error(err instanceof Error ? err.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };

  if (editing) {
    return (
      <form className={styles.card} onSubmit={(e) => (e.preventDefault(), void save())} noValidate>
        <h2 className={styles.title}>Edit your details</h2>
        <TextField
          label="First name"
          allow="letters"
          maxLength={50}
          value={firstName}
          onChange={(v) => (setFirstName(v), setError(null))}
          error={error}
        />
        <TextField
          label="Last name"
          allow="letters"
          maxLength={50}
          value={lastName}
          onChange={setLastName}
        />
        <TextField
          label="E-mail"
          value={parent.email ?? '—'}
          onChange={() => undefined}
          disabled
          hint="Your e-mail comes from Google and cannot be changed here."
        />
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => setEditing(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </div>
      </form>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="parent-details">
      <div className={styles.header}>
        <h2 id="parent-details" className={styles.title}>
          Parent details
        </h2>
        <Button variant="link" onClick={() => setEditing(true)}>
          Edit
        </Button>
      </div>
      <dl className={styles.list}>
        <dt>Name</dt>
        <dd>{`${parent.firstName} ${parent.lastName}`.trim() || '—'}</dd>
        <dt>E-mail</dt>
        <dd>{parent.email ?? '—'}</dd>
        <dt>WhatsApp</dt>
        <dd>
          {parent.contactNumber ? `+91 ${parent.contactNumber}` : '—'}{' '}
          {parent.contactVerified && <span className={styles.badge}>Verified</span>}{' '}
          <Link to="/userprofile/updatecontact">Change</Link>
        </dd>
      </dl>
    </section>
  );
}
