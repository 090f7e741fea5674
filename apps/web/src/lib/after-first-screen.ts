import { queryClient } from './query-client';

/** The loading screen (index.html, app/routes/AppLoadingScreen.tsx): no screen is drawn yet. */
const LOADING_SCREEN = '.app-splash';
const CHECK_EVERY_MS = 100;
/** However busy the app stays (a screen that keeps asking), the task runs by then. */
const AT_THE_LATEST_MS = 5000;

/**
 * Runs `task` once the page has loaded, a screen has replaced the loading screen and none of
 * its requests is still on its way, seen twice in a row (a screen starts asking just after it
 * is drawn): for what the parent does not need on that screen (the headings' font weights), so
 * that it does not share a slow network with what they do.
 */
export function afterFirstScreen(task: () => void): void {
  const started = Date.now();
  let settledChecks = 0;
  const check = () => {
    const settled = !document.querySelector(LOADING_SCREEN) && queryClient.isFetching() === 0;
    settledChecks = settled ? settledChecks + 1 : 0;
    if (settledChecks >= 2 || Date.now() - started >= AT_THE_LATEST_MS) task();
    else setTimeout(check, CHECK_EVERY_MS);
  };
  if (document.readyState === 'complete') check();
  else window.addEventListener('load', check, { once: true });
}
