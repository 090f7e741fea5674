import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Button } from './Button';
import styles from './InlineLoadError.module.css';

/** A list in a sheet that could not load: the reason in a line, and "Try again" beside it. */
export function InlineLoadError({
  query,
  children,
}: {
  query: Pick<UseQueryResult, 'refetch' | 'isFetching'>;
  /** What could not load, e.g. "Could not load the links." */
  children: ReactNode;
}) {
  return (
    <div className={styles.loadError}>
      <p className={styles.error} role="alert">
        {children}
      </p>
      <Button variant="link" onClick={() => void query.refetch()} disabled={query.isFetching}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
