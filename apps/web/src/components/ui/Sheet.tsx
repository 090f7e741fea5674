import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { closeInnermostLayer, liftToastsAboveModal } from './escape-layer';
import styles from './Sheet.module.css';

interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * A bottom sheet on phones, a centred dialog on wide screens. Built on <dialog>, so focus
 * is trapped, Escape closes it and the rest of the page is inert for screen readers.
 */
export function Sheet({ open, onClose, title, children }: SheetProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      liftToastsAboveModal(true);
    }
    if (!open && dialog.open) {
      dialog.close();
      liftToastsAboveModal(false);
    }
  }, [open]);

  // A sheet that unmounts while open must not leave the toasts lifted.
  useEffect(() => () => liftToastsAboveModal(false), []);

  return (
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        if (ref.current && closeInnermostLayer(ref.current)) return;
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself) closes the sheet.
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className={styles.content}>
          <header className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={t`Close`}>
              ×
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
