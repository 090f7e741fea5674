import { useEffect } from 'react';

/**
 * Keeps the phone's screen on while a story is open: a toddler eats slowly and a dimmed screen
 * mid-story breaks the spell. The browser drops the lock when the tab is hidden, so it is asked
 * for again on return. Where the Screen Wake Lock API is missing or refused, nothing happens.
 */
export function useWakeLock() {
  useEffect(() => {
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLock }).wakeLock;
    if (!wakeLock) return;
    let sentinel: WakeLockSentinel | null = null;
    let active = true;

    const request = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock
        .request('screen')
        .then((lock) => {
          if (active) sentinel = lock;
          else void lock.release();
        })
        .catch(() => {
          /* refused (battery saver, permissions policy): the screen may dim, that is all */
        });
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release().catch(() => {});
    };
  }, []);
}
