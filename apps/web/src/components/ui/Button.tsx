import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './Button.module.css';

/** `danger` is for the few actions that destroy data (delete a child, delete the account). */
export type ButtonVariant = 'primary' | 'secondary' | 'link' | 'danger';

interface StyleProps {
  variant?: ButtonVariant;
  /** A smaller button for headers and inline actions; the spec's 54px is the default. */
  compact?: boolean;
}

export function buttonClassName(
  { variant = 'primary', compact = false }: StyleProps,
  extra?: string,
): string {
  return [styles.button, styles[variant], compact ? styles.compact : '', extra ?? '']
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & StyleProps & { loading?: boolean };

export function Button({
  variant,
  compact,
  loading,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, compact }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {children}
    </button>
  );
}

/** A navigation link that looks like a button. */
export function ButtonLink({
  variant,
  compact,
  className,
  ...rest
}: LinkProps & StyleProps & { children: ReactNode }) {
  return <Link className={buttonClassName({ variant, compact }, className)} {...rest} />;
}
