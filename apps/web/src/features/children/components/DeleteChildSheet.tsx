import { useState } from 'react';
import { type Child, CHILD_DELETED_MESSAGE } from '@tika/contract';
import { Button } from '../../../components/ui/Button';
import { AlertIcon } from '../../../components/ui/icons';
import { Sheet } from '../../../components/ui/Sheet';
import { notify } from '../../../components/ui/toast';
import { deleteChild } from '../api/children';
import styles from './ChildSheets.module.css';

interface DeleteChildSheetProps {
  /** The child to delete; null keeps the sheet closed. */
  child: Child | null;
  onClose: () => void;
  onDeleted: (child: Child) => void | Promise<void>;
}

/** Confirm, then delete a child with every record and file kept for them. */
export function DeleteChildSheet({ child, onClose, onDeleted }: DeleteChildSheetProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!child) return;
    setBusy(true);
    try {
      await deleteChild(child.id);
      notify.success(CHILD_DELETED_MESSAGE);
      await onDeleted(child);
    } catch (err) {
      // e.g. 409 'Cannot delete the only child profile' if another tab deleted a sibling meanwhile.
      notify.error(err instanceof Error ? err.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Sheet
      open={child !== null}
      onClose={() => !busy && onClose()}
      title={child ? `Delete ${child.name}’s profile?` : 'Delete profile?'}
    >
      <div className={styles.warning}>
        <span className={styles.warningIcon} aria-hidden="true">
          <AlertIcon size={22} />
        </span>
        <p className={styles.warningText}>
          This deletes their vaccination, growth and medical records and files.{' '}
          <strong>This cannot be undone.</strong>
        </p>
      </div>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => void confirm()} loading={busy}>
          {busy ? 'Deleting…' : 'Delete'}
        </Button>
      </div>
    </Sheet>
  );
}
