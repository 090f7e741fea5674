import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { STORAGE_KEYS } from '@tika/contract';
import { Page } from '../../../components/layout/Page';
import { notify } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { clearSession, setAccessToken } from '../../../lib/session-store';
import { isValidToken, verifySignInLink } from '../api/link';
import { rememberSignIn } from '../api/session';
import { useOnce } from '../hooks/use-once';
import { useUrlParams } from '../hooks/use-url-token';
import { SIGN_IN_STRINGS } from '../strings';

function Working({ text }: { text: string }) {
  return (
    <Page>
      <p role="status" style={{ margin: 'auto', color: 'var(--color-text-muted)' }}>
        {text}
      </p>
    </Page>
  );
}

/** /token?token=…: keep the given access token and go to the dashboard if it is valid. */
export function TokenPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { token } = useUrlParams('token');
  useOnce(() => {
    void (async () => {
      if (token && (await isValidToken(token))) {
        setAccessToken(token);
        void navigate('/dashboard', { replace: true });
      } else {
        clearSession();
        void navigate('/onboarding', { replace: true });
      }
    })();
  });
  return <Working text={t(SIGN_IN_STRINGS.signingIn)} />;
}

/** /verify and /register-webinar: the single-use sign-in link from WhatsApp. */
export function LinkVerifyPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { token } = useUrlParams('token');
  useOnce(() => {
    if (!token) {
      void navigate('/onboarding', { replace: true });
      return;
    }
    verifySignInLink(token)
      .then((result) => {
        rememberSignIn(result);
        const first = result.children[0];
        if (first) {
          localStorage.setItem(STORAGE_KEYS.selectedChild, first.id);
          void navigate('/dashboard', { replace: true });
        } else {
          void navigate('/onboarding', { replace: true });
        }
      })
      .catch((err: unknown) => {
        notify.error(err instanceof ApiError ? err.message : t(SIGN_IN_STRINGS.somethingWentWrong));
        void navigate('/onboarding', { replace: true });
      });
  });
  return <Working text={t`Checking your link…`} />;
}
