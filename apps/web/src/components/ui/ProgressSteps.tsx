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
  return (
    <div className={styles.wrap}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label="Sign-up progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={`Step ${current} of ${total}${labels?.[current - 1] ? `: ${labels[current - 1]}` : ''}`}
      >
        {Array.from({ length: total }, (_, i) => (
          <span key={i} className={`${styles.segment} ${i < current ? styles.done : ''}`} />
        ))}
      </div>
      <span className={styles.caption}>
        Step {current} of {total}
      </span>
    </div>
  );
}
