/**
 * The service worker (vite.config.ts, NetworkFirst) keeps the last answers of a few signed-in
 * reads so the dashboard still shows offline. They are one parent's data: when a session ends
 * on this device they go with it, so the next parent on the same phone never sees them.
 */
/** The runtime cache's name in vite.config.ts (workbox runtimeCaching). */
export const API_CACHE_NAME = 'tika-api';

/** Deletes the service worker's API answers (the app shell stays: it holds nobody's data). */
export async function clearOfflineApiCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(API_CACHE_NAME);
  } catch {
    // Storage can be blocked; there is then nothing cached either.
  }
}
