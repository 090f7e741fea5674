import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { ExternalLinkIcon, ImageIcon } from '../../../components/ui/icons';
import { Sheet } from '../../../components/ui/Sheet';
import type { RecordEntry } from '../api/records';
import { addedOnLabel } from './record-rules';
import styles from './RecordSheets.module.css';

interface RecordViewerSheetProps {
  /** The image record to show; null keeps the sheet closed. */
  record: RecordEntry | null;
  /** True while a fresh link is being fetched for it. */
  refreshing: boolean;
  onClose: () => void;
  /** Ask the list again, for a fresh link. */
  onReload: () => void;
}

/** A prescription or report photo, in the app, with its purpose and remarks. */
export function RecordViewerSheet({
  record,
  refreshing,
  onClose,
  onReload,
}: RecordViewerSheetProps) {
  const { t } = useLingui();
  // A link that has run out is fetched again once by itself per record, then on request.
  const autoReloaded = useRef<string | null>(null);
  const reloadOnce = () => {
    if (!record || autoReloaded.current === record.id) return;
    autoReloaded.current = record.id;
    onReload();
  };
  return (
    <Sheet open={record !== null} onClose={onClose} title={record?.purpose ?? t`Medical record`}>
      {record && (
        <div className={styles.viewer}>
          {refreshing ? (
            <div className={styles.viewerFrame} role="status" aria-label={t`Loading the image`}>
              <span className={styles.viewerSkeleton} />
            </div>
          ) : (
            <ViewerImage
              key={record.recordUrl}
              record={record}
              onFailed={reloadOnce}
              onReload={onReload}
            />
          )}
          <div className={styles.viewerDetails}>
            {record.recordDescription && (
              <p className={styles.viewerRemarks}>{record.recordDescription}</p>
            )}
            <AddedOn createdAt={record.createdAt} />
          </div>
          <a
            className={buttonClassName({ variant: 'secondary' })}
            href={record.recordUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ExternalLinkIcon size={18} />
            <Trans>Open full size</Trans>
          </a>
        </div>
      )}
    </Sheet>
  );
}

function AddedOn({ createdAt }: { createdAt: string }) {
  const added = addedOnLabel(createdAt);
  return (
    <p className={styles.viewerMeta}>
      <Trans>Added on {added}</Trans>
    </p>
  );
}

/** The image, a placeholder while it loads, and a retry when it cannot be loaded. */
function ViewerImage({
  record,
  onFailed,
  onReload,
}: {
  record: RecordEntry;
  onFailed: () => void;
  onReload: () => void;
}) {
  const { t } = useLingui();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');

  return (
    <div className={styles.viewerFrame}>
      {state === 'loading' && (
        <span className={styles.viewerSkeleton} role="status" aria-label={t`Loading the image`} />
      )}
      {state === 'failed' ? (
        <div className={styles.viewerFailed}>
          <ImageIcon size={32} />
          <p>
            <Trans>We couldn't load this image.</Trans>
          </p>
          <Button
            compact
            variant="secondary"
            onClick={() => {
              setState('loading');
              onReload();
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <img
          className={styles.viewerImage}
          src={record.recordUrl}
          alt={record.purpose}
          hidden={state !== 'loaded'}
          onLoad={() => setState('loaded')}
          onError={() => {
            setState('failed');
            onFailed();
          }}
        />
      )}
    </div>
  );
}
