import { Trans } from '@lingui/react/macro';
import { Button } from '../ui/Button';
import form from '../ui/SheetForm.module.css';

interface SheetFooterProps {
  /** The form's own message (a refusal that names no field), above the buttons. */
  error?: string | null;
  label: string;
  /** The primary button's text while the request runs, e.g. 'Saving…'. */
  busyLabel: string;
  busy: boolean;
  /** A red primary button, for actions that destroy data. */
  danger?: boolean;
  /** Without it the primary button submits the form it is in. */
  onConfirm?: () => void;
  onCancel?: () => void;
  /** Cancel beside the primary button (edit sheets), or under it (confirmations). */
  layout?: 'stack' | 'row';
}

/** The end of every sheet: the form's message, the primary button and Cancel when there is one. */
export function SheetFooter({
  error,
  label,
  busyLabel,
  busy,
  danger,
  onConfirm,
  onCancel,
  layout = 'stack',
}: SheetFooterProps) {
  const primary = (
    <Button
      type={onConfirm ? 'button' : 'submit'}
      variant={danger ? 'danger' : undefined}
      onClick={onConfirm}
      loading={busy}
    >
      {busy ? busyLabel : label}
    </Button>
  );
  const cancel = onCancel && (
    <Button variant="secondary" onClick={onCancel} disabled={busy}>
      <Trans>Cancel</Trans>
    </Button>
  );
  return (
    <>
      {error && (
        <p className={form.formError} role="alert">
          {error}
        </p>
      )}
      {cancel ? (
        <div className={layout === 'row' ? form.actionsRow : form.actions}>
          {layout === 'row' && cancel}
          {primary}
          {layout === 'stack' && cancel}
        </div>
      ) : (
        primary
      )}
    </>
  );
}
