import { useSyncExternalStore } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import styles from './OfflineNotice.module.css';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser believes it has a connection (navigator.onLine, kept up by its events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export const OFFLINE_MESSAGE = msg`You're offline — showing what was last loaded. Changes need a connection.`;

/**
 * A bar across the top while the phone is offline: the service worker shows the last-loaded
 * dashboard, and this says so, and that saving anything waits for a connection. Only in the
 * page while offline: screens have their own status regions, which tests and readers find.
 */
export function OfflineNotice() {
  const { t } = useLingui();
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className={styles.bar}>
      {t(OFFLINE_MESSAGE)}
    </div>
  );
}
