import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { getAccessToken } from '../../lib/session-store';
import { ButtonLink } from '../ui/Button';
import { Logo } from '../ui/Logo';
import styles from './PublicLayout.module.css';

export const SUPPORT_EMAIL = 'support@tika.health';

/**
 * Header and footer for public pages (docs/product/screens-and-routes.md legal pages): a parent who is signed in
 * sees 'Go To App', anyone else 'Sign Up'.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const signedIn = Boolean(getAccessToken());
  const year = new Date().getFullYear();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Logo to={signedIn ? '/dashboard' : '/onboarding'} />
        {signedIn ? (
          <ButtonLink to="/dashboard" compact>
            <Trans>Go To App</Trans>
          </ButtonLink>
        ) : (
          <ButtonLink to="/onboarding" compact>
            <Trans>Sign Up</Trans>
          </ButtonLink>
        )}
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <nav aria-label={t`Legal`}>
            <ul className={styles.footerLinks}>
              <li>
                <Link to="/legal/terms">
                  <Trans>Terms of Use</Trans>
                </Link>
              </li>
              <li>
                <Link to="/legal/privacy">
                  <Trans>Privacy Policy</Trans>
                </Link>
              </li>
              <li>
                <Link to="/legal/disclaimer">
                  <Trans>Medical Disclaimer</Trans>
                </Link>
              </li>
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </li>
            </ul>
          </nav>
          <p style={{ margin: 0 }}>
            <Trans>© {year} Tika Health, India. Made for parents, with care.</Trans>
          </p>
        </div>
      </footer>
    </div>
  );
}
