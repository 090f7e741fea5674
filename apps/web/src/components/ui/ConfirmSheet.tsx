import { type ReactNode, useState } from 'react';
import { Button } from './Button';
import { Sheet } from './Sheet';
import form from './SheetForm.module.css';

interface ConfirmSheetProps<T extends { id: string }> {
  /** What the confirmation is about; null keeps the sheet closed. */
  item: T | null;
  title: string;
  /** The card naming the item, above the message. */
  summary: (item: T) => ReactNode;
  message: (item: T) => ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the request runs, e.g. 'Deleting…'. */
  busyLabel: string;
  /** A red confirm button, for actions that destroy data. */
  danger?: boolean;
  onConfirm: (item: T) => Promise<unknown>;
  /** The inline message for a failed confirm; null shows none. */
  errorMessage: (err: unknown) => string | null;
  onClose: () => void;
}

/** Asks before an action that cannot be taken back; stays open with a message if it fails. */
export function ConfirmSheet<T extends { id: string }>({
  item,
  title,
  onClose,
  ...rest
}: ConfirmSheetProps<T>) {
  return (
    <Sheet open={item !== null} onClose={onClose} title={title}>
      {item && <ConfirmBody key={item.id} item={item} onDone={onClose} {...rest} />}
    </Sheet>
  );
}

type ConfirmBodyProps<T extends { id: string }> = Omit<
  ConfirmSheetProps<T>,
  'item' | 'title' | 'onClose'
> & { item: T; onDone: () => void };

function ConfirmBody<T extends { id: string }>({
  item,
  summary,
  message,
  confirmLabel,
  busyLabel,
  danger,
  onConfirm,
  errorMessage,
  onDone,
}: ConfirmBodyProps<T>) {
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setFormError(null);
    try {
      await onConfirm(item);
      setBusy(false);
      onDone();
    } catch (err) {
      setBusy(false);
      setFormError(errorMessage(err));
    }
  };

  return (
    <div className={form.form}>
      {summary(item)}
      <p className={form.text}>{message(item)}</p>
      {formError && (
        <p className={form.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={form.actions}>
        <Button
          variant={danger ? 'danger' : undefined}
          onClick={() => void confirm()}
          loading={busy}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
