/**
 * Registers the service worker vite-plugin-pwa generates (dist/sw.js): it precaches the app
 * shell and keeps the dashboard's last reads, so an installed Tika opens offline. Registered
 * after the page has loaded, so installing it never competes with the first screen.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No offline copy this time (private mode, storage full); the app works as before.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
