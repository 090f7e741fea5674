import { type ReactNode, useState } from 'react';
import { SheetFooter } from '../form/SheetFooter';
import { Sheet } from './Sheet';
import form from './SheetForm.module.css';

interface ConfirmSheetProps<T extends { id: string }> {
  /** What the confirmation is about; null keeps the sheet closed. */
  item: T | null;
  title: string | ((item: T) => string);
  /** The card naming the item, above the message. */
  summary: (item: T) => ReactNode;
  /** The consequences in a sentence; left out when the summary says it all. */
  message?: (item: T) => ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the request runs, e.g. 'Deleting…'. */
  busyLabel: string;
  /** A red confirm button, for actions that destroy data. */
  danger?: boolean;
  /** Cancel beside the confirm button rather than under it. */
  layout?: 'stack' | 'row';
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
  const heading = typeof title === 'function' ? (item ? title(item) : '') : title;
  return (
    <Sheet open={item !== null} onClose={onClose} title={heading}>
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
  layout,
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
      {message && <p className={form.text}>{message(item)}</p>}
      <SheetFooter
        error={formError}
        label={confirmLabel}
        busyLabel={busyLabel}
        busy={busy}
        danger={danger}
        layout={layout}
        onConfirm={() => void confirm()}
        onCancel={onDone}
      />
    </div>
  );
}
