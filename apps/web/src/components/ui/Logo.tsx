import { Link } from 'react-router';

export function Logo({ to = '/dashboard' }: { to?: string }) {
  return (
    <Link
      to={to}
      aria-label="Tika home"
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
        tika
      </span>
    </Link>
  );
}
