import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

/** The wordmark: the brand's name as drawn, the same in every language. */
export const WORDMARK = 'tika';

export function Logo({ to = '/dashboard' }: { to?: string }) {
  const { t } = useLingui();
  return (
    <Link
      to={to}
      aria-label={t`Tika home`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, textDecoration: 'none' }}
    >
      <img src="/logo-mark.svg" alt="" width={32} height={32} />
      <span
        style={{
          fontWeight: 800,
          fontSize: '1.35rem',
          color: 'var(--color-primary)',
          letterSpacing: '-0.02em',
        }}
      >
        {WORDMARK}
      </span>
    </Link>
  );
}
