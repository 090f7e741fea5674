import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { DocumentIcon, ImageIcon } from '../../../components/ui/icons';
import type { RecordEntry } from '../api/records';
import { recordKind } from './record-rules';
import styles from './RecordsTab.module.css';

/** A small picture of the record: the image itself, or a PDF tile. */
export function RecordThumb({ record }: { record: RecordEntry }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  if (recordKind(record) === 'pdf') {
    return (
      <span className={`${styles.thumb} ${styles.thumbPdf}`}>
        <DocumentIcon size={24} />
        <span className={styles.thumbLabel}>
          <Trans>PDF</Trans>
        </span>
      </span>
    );
  }
  // An expired link shows the image icon until the list brings a fresh one.
  return (
    <span className={`${styles.thumb} ${styles.thumbImage}`}>
      {failedUrl === record.recordUrl ? (
        <ImageIcon size={24} />
      ) : (
        <img
          src={record.recordUrl}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedUrl(record.recordUrl)}
        />
      )}
    </span>
  );
}
