import { Trans, useLingui } from '@lingui/react/macro';
import styles from './ProgressSteps.module.css';

/** The onboarding progress bar: how far along the parent is, out of `total` steps. */
export function ProgressSteps({
  current,
  total = 3,
  labels,
}: {
  current: number;
  total?: number;
  labels?: string[];
}) {
  const { t } = useLingui();
  const label = labels?.[current - 1];
  return (
    <div className={styles.wrap}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t`Sign-up progress`}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={
          label ? t`Step ${current} of ${total}: ${label}` : t`Step ${current} of ${total}`
        }
      >
        {Array.from({ length: total }, (_, i) => (
          <span key={i} className={`${styles.segment} ${i < current ? styles.done : ''}`} />
        ))}
      </div>
      <span className={styles.caption}>
        <Trans>
          Step {current} of {total}
        </Trans>
      </span>
    </div>
  );
}
