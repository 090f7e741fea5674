import { type UploadState, uploadStatus } from './record-rules';
import styles from './RecordSheets.module.css';

/** A bar with the share of the file sent so far. */
export function UploadProgress({ state }: { state: UploadState }) {
  const { label, percent } = uploadStatus(state);
  return (
    <div className={styles.progress}>
      <div className={styles.progressTop} aria-hidden="true">
        <span>{label}</span>
        <span className={styles.progressPercent}>{percent}%</span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label="Upload progress"
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
