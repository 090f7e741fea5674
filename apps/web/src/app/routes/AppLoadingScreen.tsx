import { Trans } from '@lingui/react/macro';
import { WORDMARK } from '../../components/ui/Logo';

/**
 * What a parent sees while the first screen's code and their session load, instead of a blank
 * page: the router shows it until every loader of the first URL has answered. index.html holds
 * the same screen (styles/global.css), so it is on screen before any script has run.
 */
export function AppLoadingScreen() {
  return (
    <div className="app-splash" role="status">
      <img src="/logo-mark.svg" alt="" width={56} height={56} />
      <span className="app-splash-wordmark" aria-hidden="true">
        {WORDMARK}
      </span>
      <span className="visually-hidden">
        <Trans>Loading Tika…</Trans>
      </span>
    </div>
  );
}
