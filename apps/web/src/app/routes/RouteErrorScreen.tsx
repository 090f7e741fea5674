import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Page } from '../../components/layout/Page';
import { ButtonLink } from '../../components/ui/Button';

const RELOADED_KEY = 'tika_reloaded_for_new_version';

function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

/** The router's fallback screen, headed as the spec says ('Unexpected Application Error!'). */
export function RouteErrorScreen() {
  const { t } = useLingui();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? error.status === 404
      ? t`We could not find that page.`
      : `${error.status} ${error.statusText}`
    : t`Something went wrong while showing this page.`;
  if (!isRouteErrorResponse(error)) console.error(error);
  if (isStaleChunk(error) && !sessionStorage.getItem(RELOADED_KEY)) {
    // A new version was deployed while this page was open: load it once.
    sessionStorage.setItem(RELOADED_KEY, '1');
    window.location.reload();
    return null;
  }
  return (
    <Page>
      <main style={{ margin: 'auto 0', textAlign: 'center', display: 'grid', gap: 16 }}>
        <h1 style={{ fontSize: '1.5rem' }}>
          <Trans>Unexpected Application Error!</Trans>
        </h1>
        <p style={{ color: 'var(--color-text-muted)', margin: 0 }}>{detail}</p>
        <ButtonLink to="/dashboard">
          <Trans>Go to Tika</Trans>
        </ButtonLink>
      </main>
    </Page>
  );
}
