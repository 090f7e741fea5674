import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SHARE_LINK_HOUR_CHOICES as DURATIONS } from '@tika/contract';
import { SheetFooter } from '../../../components/form/SheetFooter';
import { useSheetForm } from '../../../components/form/use-sheet-form';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { ConfirmSheet } from '../../../components/ui/ConfirmSheet';
import { copyText } from '../../../components/ui/copy-text';
import { CopyField } from '../../../components/ui/CopyField';
import { liftToastsAboveModal } from '../../../components/ui/escape-layer';
import { InlineLoadError } from '../../../components/ui/InlineLoadError';
import rows from '../../../components/ui/ItemRows.module.css';
import { WhatsAppIcon } from '../../../components/ui/icons';
import { ResultPanel } from '../../../components/ui/ResultPanel';
import panel from '../../../components/ui/ResultPanel.module.css';
import { Sheet } from '../../../components/ui/Sheet';
import form from '../../../components/ui/SheetForm.module.css';
import {
  type CreatedLink,
  type ShareLinkItem,
  shareLinksQuery,
  whatsAppShareUrl,
} from '../api/share-links';
import { useShareLinkActions } from '../hooks/use-share-link-actions';
import { downloadCardWithLink, useDownload } from '../../take-along';
import { ChoiceField } from '../../../components/form/ChoiceField';
import { QrCode } from './QrCode';
import { formatMoment } from '../../../lib/i18n/format';
import { durationWords } from './share-words';
import styles from './ShareLinkSheet.module.css';

/** Three days: long enough for a clinic visit and its follow-up, short enough to forget safely. */
export const DEFAULT_HOURS = 72;

interface ShareLinkSheetsProps {
  open: boolean;
  onClose: () => void;
  childId: string;
  childName: string;
}

/**
 * The share sheet and, beside it (never inside: a nested dialog's close and cancel events
 * would reach the outer sheet through React), the confirmation to revoke a link.
 */
export function ShareLinkSheets({ open, onClose, childId, childName }: ShareLinkSheetsProps) {
  const { t, i18n } = useLingui();
  const { create, revoke } = useShareLinkActions(childId);
  // The link just made: its address is in this answer only, so it lives while the sheet is open.
  const [created, setCreated] = useState<CreatedLink | null>(null);
  const [revoking, setRevoking] = useState<ShareLinkItem | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  // The confirmation, closing over the open sheet, takes the toasts down with it: lift them again.
  useEffect(() => {
    if (open && !revoking) liftToastsAboveModal(true);
  }, [open, revoking]);

  const close = () => {
    setCreated(null);
    onClose();
  };

  const revokeLink = async (link: ShareLinkItem) => {
    await revoke.mutateAsync(link.id);
    if (created?.id === link.id) setCreated(null);
    // The Revoke button is gone with its link: focus stays in the sheet, on the list.
    listHeading.current?.focus();
  };

  return (
    <>
      <Sheet open={open} onClose={close} title={t`Share with doctor`}>
        {open && (
          <div className={styles.body}>
            {created ? (
              <CreatedLinkPanel
                link={created}
                childId={childId}
                childName={childName}
                onAnother={() => setCreated(null)}
              />
            ) : (
              <CreateLinkForm
                childName={childName}
                send={(values) => create.mutateAsync(values).then(setCreated)}
              />
            )}
            <LiveLinks childId={childId} onRevoke={setRevoking} headingRef={listHeading} />
          </div>
        )}
      </Sheet>
      <ConfirmSheet
        item={revoking}
        title={t`Revoke this link?`}
        summary={(link) => (
          <div className={form.summary}>
            <span className={form.summaryName}>{linkMade(link, i18n)}</span>
            <span className={form.summaryMeta}>{linkUntil(link, i18n)}</span>
          </div>
        )}
        message={() =>
          t`From now on the doctor sees “This link has expired or was revoked”. You can make a new link at any time.`
        }
        confirmLabel={t`Revoke link`}
        busyLabel={t`Revoking…`}
        danger
        onConfirm={revokeLink}
        errorMessage={(err) =>
          err instanceof Error && err.message ? err.message : t`Something went wrong`
        }
        onClose={() => setRevoking(null)}
      />
    </>
  );
}

/** "Made on 4 Dec 2026, 3:00 pm", in the language shown. */
const linkMade = (link: ShareLinkItem, i18n: I18n) => {
  const made = formatMoment(link.createdAt);
  return i18n._(msg`Made on ${made}`);
};

/** "Works until 7 Dec 2026, 3:00 pm". */
const linkUntil = (link: ShareLinkItem, i18n: I18n) => {
  const until = formatMoment(link.expiresAt);
  return i18n._(msg`Works until ${until}`);
};

interface LinkValues {
  expiresInHours: number;
  includeFiles: boolean;
}

/** How long the link works and whether the files go with it; then the link is made. */
function CreateLinkForm({
  childName,
  send,
}: {
  childName: string;
  send: (values: LinkValues) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const filesHintId = useId();
  const { values, set, errors, busy, submit, formRef } = useSheetForm<LinkValues, 'expiresInHours'>(
    {
      initial: { expiresInHours: DEFAULT_HOURS, includeFiles: false },
      send,
      // The server's refusal of the hours goes under the choice; any other refusal (too many live
      // links) above the button.
      wireFields: { expires_in_hours: 'expiresInHours' },
      onUnexplained: (err) =>
        err instanceof Error && err.message ? err.message : t`Something went wrong`,
    },
  );

  return (
    <form ref={formRef} className={form.form} onSubmit={submit} noValidate>
      <p className={form.text}>
        <Trans>
          Make a link for {childName}’s doctor: they see the vaccinations and the latest growth,
          without signing in, and cannot change anything. You can revoke it at any time.
        </Trans>
      </p>
      <ChoiceField
        legend={t`How long should the link work?`}
        options={DURATIONS.map((hours) => [String(hours), durationWords(hours)] as const)}
        value={String(values.expiresInHours)}
        onChange={(hours) => set('expiresInHours', Number(hours))}
        error={errors.expiresInHours}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.includeFiles}
          onChange={(event) => set('includeFiles', event.target.checked)}
          aria-describedby={filesHintId}
        />
        <span className={styles.checkText}>
          <span className={styles.checkLabel}>
            <Trans>Include prescriptions and reports</Trans>
          </span>
          <span id={filesHintId} className={styles.checkHint}>
            <Trans>
              The files you added to vaccines and medical records, to open and download.
            </Trans>
          </span>
        </span>
      </label>
      <SheetFooter
        error={errors.form}
        label={t`Create link`}
        busyLabel={t`Creating…`}
        busy={busy}
      />
    </form>
  );
}

/** Copies the link; without a clipboard the parent copies it from the box by hand. */
const copyLink = (url: string, i18n: I18n) =>
  copyText(url, {
    copied: i18n._(msg`Link copied`),
    failed: i18n._(msg`Could not copy the link`),
    byHand: i18n._(msg`Select the link above and copy it.`),
  });

/** The link just made: to copy, to send on WhatsApp, or to scan off this screen. */
function CreatedLinkPanel({
  link,
  childId,
  childName,
  onAnother,
}: {
  link: CreatedLink;
  childId: string;
  childName: string;
  onAnother: () => void;
}) {
  const { t, i18n } = useLingui();
  const until = formatMoment(link.expiresAt);
  const url = link.url;

  const message = t`${childName}’s vaccination record on Tika (read-only, works until ${until}): ${url}`;
  return (
    <ResultPanel
      heading={<Trans>Your link is ready</Trans>}
      anotherLabel={<Trans>Make another link</Trans>}
      onAnother={onAnother}
    >
      <p className={form.text}>
        {link.includeFiles ? (
          <Trans>
            Works until {until}, with prescriptions and reports. Copy or share it now: Tika shows it
            only this once.
          </Trans>
        ) : (
          <Trans>Works until {until}. Copy or share it now: Tika shows it only this once.</Trans>
        )}
      </p>
      <CopyField label={<Trans>Link for the doctor</Trans>} value={link.url} />
      <div className={panel.actions}>
        <Button onClick={() => void copyLink(link.url, i18n)}>
          <Trans>Copy link</Trans>
        </Button>
        <a
          className={buttonClassName({ variant: 'secondary' })}
          href={whatsAppShareUrl(message)}
          target="_blank"
          rel="noreferrer"
        >
          <WhatsAppIcon size={20} />
          <Trans>Share on WhatsApp</Trans>
        </a>
      </div>
      <figure className={styles.qrFigure}>
        <QrCode text={link.url} label={t`QR code of the link for the doctor`} />
        <figcaption className={styles.qrCaption}>
          <Trans>At the clinic, the doctor can scan this code with their phone’s camera.</Trans>
        </figcaption>
      </figure>
      <CardWithLinkButton childId={childId} childName={childName} url={link.url} />
    </ResultPanel>
  );
}

/** The vaccination card with this link printed on it as a QR code, for a doctor who wants paper. */
function CardWithLinkButton({
  childId,
  childName,
  url,
}: {
  childId: string;
  childName: string;
  url: string;
}) {
  const download = useDownload<'card'>();
  return (
    <Button
      variant="secondary"
      disabled={download.busy !== null}
      onClick={() => void download.run('card', () => downloadCardWithLink(childId, childName, url))}
    >
      {download.busy ? (
        <Trans>Preparing the card…</Trans>
      ) : (
        <Trans>Download the card with this QR code</Trans>
      )}
    </Button>
  );
}

/** The child's live links, newest first, each with when it was made, until when, and Revoke. */
function LiveLinks({
  childId,
  onRevoke,
  headingRef,
}: {
  childId: string;
  onRevoke: (link: ShareLinkItem) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  const query = useQuery(shareLinksQuery(childId));
  const { data, isPending, isError } = query;

  return (
    <section className={styles.live} aria-labelledby={headingId} aria-busy={isPending}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={form.heading}>
        <Trans>Active links</Trans>
      </h3>
      {isPending ? (
        <p className={form.text} role="status">
          <Trans>Loading the links…</Trans>
        </p>
      ) : isError ? (
        <InlineLoadError query={query}>
          <Trans>Could not load the links.</Trans>
        </InlineLoadError>
      ) : data.links.length === 0 ? (
        <p className={form.text}>
          <Trans>No active links. A link shows here until it expires or you revoke it.</Trans>
        </p>
      ) : (
        <ul className={rows.rows}>
          {data.links.map((link) => (
            <li key={link.id} className={rows.row}>
              <div id={`${headingId}-${link.id}`} className={styles.linkText}>
                <span className={styles.linkMade}>{linkMade(link, i18n)}</span>
                <span className={styles.linkUntil}>{linkUntil(link, i18n)}</span>
                {link.includeFiles && (
                  <span className={styles.badge}>
                    <Trans>Includes files</Trans>
                  </span>
                )}
              </div>
              <Button
                variant="secondary"
                compact
                aria-describedby={`${headingId}-${link.id}`}
                onClick={() => onRevoke(link)}
              >
                <Trans>Revoke</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
