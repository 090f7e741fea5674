import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { slidePosition } from './viewer-model';
import styles from './SlideProgress.module.css';

interface SlideProgressProps {
  /** How many slides the story has (the end card is not one). */
  count: number;
  /** The slide showing, from 0; `count` or more means the story is finished. */
  current: number;
  /** The story's progress colour (style.progressBarColor). */
  color: string;
}

const segmentState = (i: number, current: number) =>
  i < current ? 'read' : i === current ? 'current' : 'unread';

/** One segment per slide across the top: read ones filled, the current one filled and raised. */
export function SlideProgress({ count, current, color }: SlideProgressProps) {
  const { t } = useLingui();
  const finished = current >= count;
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={t`Story progress`}
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={Math.min(current + 1, count)}
      aria-valuetext={finished ? t`Finished` : slidePosition(current + 1, count)}
      style={{ '--progress-color': color } as CSSProperties}
    >
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          className={[
            styles.segment,
            i <= current ? styles.filled : '',
            i === current ? styles.current : '',
          ]
            .filter(Boolean)
            .join(' ')}
          data-state={segmentState(i, current)}
        />
      ))}
    </div>
  );
}
