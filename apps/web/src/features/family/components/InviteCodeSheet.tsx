import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { INVITE_CODE_LENGTH } from '@tika/contract';
import { SheetFooter } from '../../../components/form/SheetFooter';
import { useSheetForm } from '../../../components/form/use-sheet-form';
import { Sheet } from '../../../components/ui/Sheet';
import form from '../../../components/ui/SheetForm.module.css';
import { TextField } from '../../../components/ui/TextField';
import { type Accepted, type InviteOffer as Offer, previewInvite } from '../api/family';
import { FAMILY_TEXT } from './family-words';
import { formatInviteCode, isWholeInviteCode } from './invite-code';
import { InviteOffer } from './InviteOffer';

interface InviteCodeSheetProps {
  open: boolean;
  onClose: () => void;
  onAccepted: (accepted: Accepted) => Promise<unknown> | void;
}

/** The code someone sent: typed, then what it is for, then accepted (or not now). */
export function InviteCodeSheet({ open, onClose, onAccepted }: InviteCodeSheetProps) {
  const { t } = useLingui();
  const [found, setFound] = useState<{ code: string; offer: Offer } | null>(null);
  const close = () => (setFound(null), onClose());
  return (
    <Sheet open={open} onClose={close} title={t`Invitation code`}>
      {open &&
        (found ? (
          <InviteOffer
            code={found.code}
            offer={found.offer}
            onAccepted={onAccepted}
            onDecline={close}
          />
        ) : (
          <InviteCodeForm onFound={(code, offer) => setFound({ code, offer })} onCancel={close} />
        ))}
    </Sheet>
  );
}

/**
 * The code field: upper case, a dash in the middle, spaces and dashes as typed are fine.
 * What it opens is asked of the server (a wrong code is its 404, under the field).
 */
export function InviteCodeForm({
  onFound,
  onCancel,
}: {
  onFound: (code: string, offer: Offer) => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useLingui();
  const length = INVITE_CODE_LENGTH;
  const { field, errors, busy, submit, formRef } = useSheetForm<{ code: string }>({
    initial: { code: '' },
    validate: ({ code }) =>
      !code
        ? { code: i18n._(FAMILY_TEXT.codeRequired) }
        : isWholeInviteCode(code)
          ? {}
          : { code: t`The code has ${length} letters and digits, like ABCD-EFGH` },
    send: async ({ code }) => onFound(code, await previewInvite(code)),
    wireFields: { code: 'code' },
    // A wrong code is the server's 404 with no field: it goes under the field all the same.
    onUnexplained: (err) =>
      err instanceof Error && err.message ? err.message : t`Something went wrong`,
  });
  const code = field('code');
  return (
    <form ref={formRef} className={form.form} onSubmit={submit} noValidate>
      <p className={form.text}>
        {t`Someone in the family made an invitation for you on Tika: type the code from their message.`}
      </p>
      <TextField
        label={t`Invitation code`}
        value={code.value}
        onChange={(typed) => code.onChange(formatInviteCode(typed))}
        error={errors.code ?? errors.form}
        // Room for a code pasted with spaces or dashes; the field keeps ABCD-EFGH.
        maxLength={24}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="ABCD-EFGH"
        autoFocus
      />
      <SheetFooter
        label={t`Next`}
        busyLabel={t`Checking…`}
        busy={busy}
        onCancel={onCancel}
        layout="row"
      />
    </form>
  );
}
