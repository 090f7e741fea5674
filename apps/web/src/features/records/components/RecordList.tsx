import type { MouseEvent } from 'react';
import { memberLabel } from '../../../lib/member-label';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClassName } from '../../../components/ui/Button';
import type { RecordEntry } from '../api/records';
import { EyeIcon, TrashIcon } from '../../../components/ui/icons';
import { addedOnLabel, recordKind } from './record-rules';
import { RecordThumb } from './RecordThumb';
import styles from './RecordsTab.module.css';

interface RecordListProps {
  records: RecordEntry[];
  /** "View" is a link to the file; the handler may take over (an image viewer, a fresh link). */
  onView: (record: RecordEntry, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Not given for a viewer of the child: no delete button then. */
  onDelete?: (record: RecordEntry) => void;
}

/** The child's records, newest first, one card each. */
export function RecordList({ records, onView, onDelete }: RecordListProps) {
  return (
    <ul className={styles.list}>
      {records.map((record) => (
        <RecordCard key={record.id} record={record} onView={onView} onDelete={onDelete} />
      ))}
    </ul>
  );
}

/** One record: thumbnail, purpose and remarks; when and by whom it was added; Delete and View. */
function RecordCard({
  record,
  onView,
  onDelete,
}: Omit<RecordListProps, 'records'> & { record: RecordEntry }) {
  const { t, i18n } = useLingui();
  const added = addedOnLabel(record.createdAt);
  const { purpose } = record;
  const addedBy = record.addedBy && memberLabel(record.addedBy, i18n);
  const link = {
    href: record.recordUrl,
    target: '_blank',
    rel: 'noopener noreferrer',
    onClick: (e: MouseEvent<HTMLAnchorElement>) => onView(record, e),
  };
  return (
    <li className={styles.card}>
      <div className={styles.cardMain}>
        {/* The thumbnail opens the record too; the View link below is the one for assistive tech. */}
        <a {...link} className={styles.thumbLink} tabIndex={-1} aria-hidden="true">
          <RecordThumb record={record} />
        </a>
        <div className={styles.cardText}>
          <h3 className={styles.purpose}>{record.purpose}</h3>
          {record.recordDescription && <p className={styles.remarks}>{record.recordDescription}</p>}
        </div>
      </div>
      <div className={styles.cardFooter}>
        <span className={styles.meta}>
          {added && <Trans>Added on {added}</Trans>}
          {/* Someone else in the family added it (docs/product/family.md): their label, "Papa". */}
          {addedBy && (
            <span className={styles.addedBy}>
              <Trans>Added by {addedBy}</Trans>
            </span>
          )}
        </span>
        <span className={styles.cardActions}>
          {onDelete && (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t`Delete ${purpose}`}
              onClick={() => onDelete(record)}
            >
              <TrashIcon size={20} />
            </button>
          )}
          <a
            {...link}
            className={buttonClassName({ variant: 'secondary', compact: true }, styles.viewButton)}
            aria-label={
              recordKind(record) === 'pdf'
                ? t`View ${purpose} (PDF, opens in a new tab)`
                : t`View ${purpose}`
            }
          >
            <EyeIcon size={18} />
            <Trans>View</Trans>
          </a>
        </span>
      </div>
    </li>
  );
}
