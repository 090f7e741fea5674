import type { UseQueryResult } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Button } from './Button';

/** "Try again" under a failed load: fetches the query again, busy while it does. */
export function RetryButton({ query }: { query: Pick<UseQueryResult, 'refetch' | 'isFetching'> }) {
  return (
    <Button
      compact
      variant="secondary"
      onClick={() => void query.refetch()}
      loading={query.isFetching}
    >
      <Trans>Try again</Trans>
    </Button>
  );
}
