import type { UseQueryResult } from '@tanstack/react-query';
import { type MouseEvent, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { notify } from '../../../components/ui/toast';
import type { RecordEntry } from '../api/records';
import { linksAreStale, recordKind } from '../components/record-rules';

/**
 * Opening a record from the list. Its link is signed for 15 minutes, so a list loaded long
 * ago is fetched again first. An image shows in the viewer sheet (`showImage`); a PDF opens in
 * the browser's own viewer in a new tab.
 */
export function useOpenRecord(
  query: UseQueryResult<RecordEntry[]>,
  showImage: (recordId: string) => void,
) {
  const { t } = useLingui();
  const [refreshing, setRefreshing] = useState(false);

  /** The list again, for links with most of their 15 minutes ahead of them. */
  const fetchFreshLinks = async () => {
    const result = await query.refetch();
    return result.isError ? null : (result.data ?? null);
  };

  const openRecord = (record: RecordEntry, e: MouseEvent<HTMLAnchorElement>) => {
    const stale = linksAreStale(query.dataUpdatedAt, Date.now());
    if (recordKind(record) === 'image') {
      e.preventDefault();
      showImage(record.id);
      if (stale) {
        setRefreshing(true);
        void fetchFreshLinks().finally(() => setRefreshing(false));
      }
      return;
    }
    // A PDF opens in the browser's own viewer in a new tab: the link as it is while fresh.
    if (!stale) return;
    e.preventDefault();
    // The tab is opened now, while the tap still counts, and sent to the fresh link after.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    void fetchFreshLinks().then((records) => {
      const url = records?.find((r) => r.id === record.id)?.recordUrl;
      if (!url) {
        tab?.close();
        notify.error(t`Something went wrong`);
      } else if (tab) tab.location.href = url;
      else window.location.assign(url);
    });
  };

  return { openRecord, refreshing };
}
