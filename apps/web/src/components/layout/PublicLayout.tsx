import type { ReactNode } from 'react';
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
  const signedIn = Boolean(getAccessToken());
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Logo to={signedIn ? '/dashboard' : '/onboarding'} />
        {signedIn ? (
          <ButtonLink to="/dashboard" compact>
            Go To App
          </ButtonLink>
        ) : (
          <ButtonLink to="/onboarding" compact>
            Sign Up
          </ButtonLink>
        )}
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <nav aria-label="Legal">
            <ul className={styles.footerLinks}>
              <li>
                <Link to="/legal/terms">Terms of Use</Link>
              </li>
              <li>
                <Link to="/legal/privacy">Privacy Policy</Link>
              </li>
              <li>
                <Link to="/legal/disclaimer">Medical Disclaimer</Link>
              </li>
              <li>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </li>
            </ul>
          </nav>
          <p style={{ margin: 0 }}>
            © {new Date().getFullYear()} Tika Health, India. Made for parents, with care.
          </p>
        </div>
      </footer>
    </div>
  );
}
