import { Suspense, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/Button';
import { type IconProps, Svg } from '../../../components/ui/icons';
import { useCanChangeRecord } from '../../../lib/child-role';
import { withMessages } from '../../../lib/i18n/i18n';
import { lazyNamed } from '../../../lib/lazy-named';
// The take-along card's look: the two cards sit one above the other.
import styles from './TakeAlongCard.module.css';

// The sheet, its messages and the QR code library it loads in turn wait until a parent first
// opens it; only this card's few words are in the first load (the dashboard's budget).
const ShareLinkSheets = lazyNamed(
  () => withMessages(['share-links'], () => import('../../share-links/components/ShareLinkSheet')),
  'ShareLinkSheets',
);

/** Three joined dots: "share". */
const ShareIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </Svg>
);

/**
 * A read-only link to the child's record for the paediatrician (docs/product/share-links.md):
 * the sheet makes one, shows it with its QR code, and lists the live ones to revoke.
 */
export function ShareWithDoctorCard({
  childId,
  childName,
}: {
  childId: string;
  childName: string;
}) {
  // Loaded on first use, then kept: its revoke confirmation outlives a closing sheet.
  const [sheet, setSheet] = useState<'unused' | 'open' | 'closed'>('unused');
  const headingId = `share-with-doctor-${childId}`;
  // Links for the doctor are made by those who look after the child, not by a viewer.
  const canShare = useCanChangeRecord();
  if (!canShare) return null;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        <Trans>Share with your doctor</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>
          A link the doctor opens on their phone or computer, without signing in: {childName}’s
          vaccinations and latest growth, read-only, for as long as you choose.
        </Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setSheet('open')}>
          <ShareIcon size={20} />
          <Trans>Share with doctor</Trans>
        </Button>
      </div>
      {sheet !== 'unused' && (
        <Suspense fallback={null}>
          <ShareLinkSheets
            open={sheet === 'open'}
            onClose={() => setSheet('closed')}
            childId={childId}
            childName={childName}
          />
        </Suspense>
      )}
    </section>
  );
}
