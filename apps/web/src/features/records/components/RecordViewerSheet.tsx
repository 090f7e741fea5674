import { useRef, useState } from 'react';
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
  // A link that has run out is fetched again once by itself per record, then on request.
  const autoReloaded = useRef<string | null>(null);
  const reloadOnce = () => {
    if (!record || autoReloaded.current === record.id) return;
    autoReloaded.current = record.id;
    onReload();
  };
  return (
    <Sheet open={record !== null} onClose={onClose} title={record?.purpose ?? 'Medical record'}>
      {record && (
        <div className={styles.viewer}>
          {refreshing ? (
            <div className={styles.viewerFrame} role="status" aria-label="Loading the image">
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
            <p className={styles.viewerMeta}>Added on {addedOnLabel(record.createdAt)}</p>
          </div>
          <a
            className={buttonClassName({ variant: 'secondary' })}
            href={record.recordUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ExternalLinkIcon size={18} />
            Open full size
          </a>
        </div>
      )}
    </Sheet>
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
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');

  return (
    <div className={styles.viewerFrame}>
      {state === 'loading' && (
        <span className={styles.viewerSkeleton} role="status" aria-label="Loading the image" />
      )}
      {state === 'failed' ? (
        <div className={styles.viewerFailed}>
          <ImageIcon size={32} />
          <p>We couldn't load this image.</p>
          <Button
            compact
            variant="secondary"
            onClick={() => {
              setState('loading');
              onReload();
            }}
          >
            Try again
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
