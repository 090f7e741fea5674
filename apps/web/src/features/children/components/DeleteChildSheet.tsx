import { Trans, useLingui } from '@lingui/react/macro';
import { AlertIcon } from '../../../components/ui/icons';
import { ConfirmSheet } from '../../../components/ui/ConfirmSheet';
import { toastUnexplained } from '../../../components/form/use-sheet-form';
import { notify } from '../../../components/ui/toast';
import { type ChildProfile as Child, deleteChild } from '../api/children';
import styles from './ChildSheets.module.css';

interface DeleteChildSheetProps {
  /** The child to delete; null keeps the sheet closed. */
  child: Child | null;
  onClose: () => void;
  onDeleted: (child: Child) => void | Promise<void>;
}

/** Confirm, then delete a child with every record and file kept for them. */
export function DeleteChildSheet({ child, onClose, onDeleted }: DeleteChildSheetProps) {
  const { t } = useLingui();
  return (
    <ConfirmSheet
      item={child}
      title={({ name }) => t`Delete ${name}’s profile?`}
      summary={() => (
        <div className={styles.warning}>
          <span className={styles.warningIcon} aria-hidden="true">
            <AlertIcon size={22} />
          </span>
          <p className={styles.warningText}>
            <Trans>
              This deletes their vaccination, growth and medical records and files.{' '}
              <strong>This cannot be undone.</strong>
            </Trans>
          </p>
        </div>
      )}
      confirmLabel={t`Delete`}
      busyLabel={t`Deleting…`}
      danger
      layout="row"
      onConfirm={async (c) => {
        await deleteChild(c.id);
        notify.success(t`Child Profile deleted`);
        await onDeleted(c);
      }}
      // e.g. 409 'Cannot delete the only child profile' if another tab deleted a sibling meanwhile.
      errorMessage={toastUnexplained}
      onClose={onClose}
    />
  );
}
