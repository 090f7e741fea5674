import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type UploadState, uploadStatus } from './record-rules';
import styles from './RecordSheets.module.css';

const STEP_LABELS = {
  preparing: msg`Preparing file…`,
  uploading: msg`Uploading…`,
  saving: msg`Saving…`,
};

/** A bar with the share of the file sent so far. */
export function UploadProgress({ state }: { state: UploadState }) {
  const { t } = useLingui();
  const { step, percent } = uploadStatus(state);
  const label = t(STEP_LABELS[step]);
  return (
    <div className={styles.progress}>
      <div className={styles.progressTop} aria-hidden="true">
        <span>{label}</span>
        <span className={styles.progressPercent}>{percent}%</span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={t`Upload progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label} ${percent}%`}
      >
        {/* While the photo is compressed nothing is sent yet: a moving bar says work is under way. */}
        {state.phase === 'preparing' ? (
          <span className={`${styles.progressBar} ${styles.progressPreparing}`} />
        ) : (
          <span className={styles.progressBar} style={{ width: `${percent}%` }} />
        )}
      </div>
    </div>
  );
}
