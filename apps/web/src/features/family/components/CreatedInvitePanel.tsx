import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { copyText } from '../../../components/ui/copy-text';
import { CopyField } from '../../../components/ui/CopyField';
import { WhatsAppIcon } from '../../../components/ui/icons';
import { ResultPanel } from '../../../components/ui/ResultPanel';
import panel from '../../../components/ui/ResultPanel.module.css';
import form from '../../../components/ui/SheetForm.module.css';
import { formatMoment } from '../../../lib/i18n/format';
import type { MadeInvite } from '../api/family';
import { labelWords, roleName } from './family-words';
import styles from './FamilySheet.module.css';

/** Copies the code or the link; without a clipboard the parent copies it from the screen. */
const copy = (text: string, copied: string, i18n: I18n) =>
  copyText(text, {
    copied,
    failed: i18n._(msg`Could not copy`),
    byHand: i18n._(msg`Select the code or the link above and copy it.`),
  });

/**
 * The invitation just made: its code in large letters, the link to send on WhatsApp or copy,
 * and until when it works. Tika shows the code and the link only this once.
 */
export function CreatedInvitePanel({
  invite,
  onAnother,
}: {
  invite: MadeInvite;
  onAnother: () => void;
}) {
  const { t, i18n } = useLingui();
  const until = formatMoment(invite.expiresAt);
  const who = labelWords(invite.label, i18n);
  const role = roleName(invite.role, i18n);

  return (
    <ResultPanel
      heading={
        <Trans>
          Invitation for {who} ({role})
        </Trans>
      }
      anotherLabel={<Trans>Invite someone else</Trans>}
      onAnother={onAnother}
    >
      <p className={form.text}>
        <Trans>
          Send it now: Tika shows the code and the link only this once. They sign in to Tika and
          open the link, or type the code.
        </Trans>
      </p>
      <div className={styles.codeBox}>
        <span className={styles.codeLabel}>
          <Trans>Invitation code</Trans>
        </span>
        <output className={styles.code} aria-label={t`Invitation code`}>
          {invite.code}
        </output>
      </div>
      <p className={styles.until}>
        <Trans>Works once, until {until}</Trans>
      </p>
      <div className={panel.actions}>
        <a
          className={buttonClassName({ variant: 'primary' })}
          href={invite.whatsappUrl}
          target="_blank"
          rel="noreferrer"
        >
          <WhatsAppIcon size={20} />
          <Trans>Share on WhatsApp</Trans>
        </a>
        <Button variant="secondary" onClick={() => void copy(invite.url, t`Link copied`, i18n)}>
          <Trans>Copy link</Trans>
        </Button>
        <Button variant="secondary" onClick={() => void copy(invite.code, t`Code copied`, i18n)}>
          <Trans>Copy code</Trans>
        </Button>
      </div>
      <CopyField label={<Trans>Invitation link</Trans>} value={invite.url} />
    </ResultPanel>
  );
}
