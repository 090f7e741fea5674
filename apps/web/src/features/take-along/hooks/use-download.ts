import { useCallback, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { notify } from '../../../components/ui/toast';

/**
 * Runs one download at a time per card and says which one is busy; a failure shows the
 * server's message as an error toast (docs/product/errors.md).
 */
export function useDownload<K extends string>() {
  const { t } = useLingui();
  const [busy, setBusy] = useState<K | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async (key: K, download: () => Promise<unknown>) => {
      if (running.current) return;
      running.current = true;
      setBusy(key);
      try {
        await download();
      } catch (err) {
        notify.error(err instanceof Error && err.message ? err.message : t`Something went wrong`);
      } finally {
        running.current = false;
        setBusy(null);
      }
    },
    [t],
  );

  return { busy, run };
}
