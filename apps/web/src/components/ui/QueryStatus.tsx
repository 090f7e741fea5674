import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { EmptyState } from './EmptyState';
import { RetryButton } from './RetryButton';
import styles from './QueryStatus.module.css';

interface QueryStatusProps<T> {
  query: UseQueryResult<T>;
  /** The accessible name of the loading placeholder, e.g. 'Loading growth records'. */
  loadingLabel: string;
  /** The height in pixels of each placeholder card. */
  skeletons: number[];
  /** The title of the card shown when loading fails; it offers a retry. */
  errorTitle: string;
  children: (data: T) => ReactNode;
}

/** A query's loading placeholder, its failure card with "Try again", or what its data renders. */
export function QueryStatus<T>({
  query,
  loadingLabel,
  skeletons,
  errorTitle,
  children,
}: QueryStatusProps<T>) {
  if (query.isPending) return <LoadingPlaceholders label={loadingLabel} heights={skeletons} />;
  if (query.isError) {
    return (
      <EmptyState title={errorTitle} action={<RetryButton query={query} />}>
        <Trans>Please check your connection and try again.</Trans>
      </EmptyState>
    );
  }
  return <>{children(query.data)}</>;
}

/** Grey cards of these heights standing in for what is loading, named for screen readers. */
export function LoadingPlaceholders({ label, heights }: { label: string; heights: number[] }) {
  return (
    <div className={styles.skeletons} role="status" aria-label={label}>
      {heights.map((height, i) => (
        <span key={i} className={styles.skeleton} style={{ height }} />
      ))}
    </div>
  );
}
