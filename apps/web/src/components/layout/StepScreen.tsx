import type { FormEvent, ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../ui/Button';
import { Logo } from '../ui/Logo';
import { ProgressSteps } from '../ui/ProgressSteps';
import { Page } from './Page';
import styles from './StepScreen.module.css';

/** The onboarding's three steps, named under the progress bar. */
const ONBOARDING_STEPS = [msg`Sign in`, msg`Your child`, msg`WhatsApp`];

interface StepScreenProps {
  /** Position in the 3-step onboarding progress bar; omit outside onboarding. */
  progress?: number;
  icon: ReactNode;
  headline: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** Next submits the step's form. */
  onNext?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  busy?: boolean;
  onPrevious?: () => void;
  previousLabel?: string;
  /** Extra content under the buttons (links). */
  footer?: ReactNode;
}

/** One onboarding step: progress bar, icon, headline, content, and next / previous buttons. */
export function StepScreen({
  progress,
  icon,
  headline,
  lead,
  children,
  onNext,
  nextLabel,
  nextDisabled,
  busy,
  onPrevious,
  previousLabel,
  footer,
}: StepScreenProps) {
  const { t } = useLingui();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!nextDisabled && !busy) onNext?.();
  };
  return (
    <Page>
      <form className={styles.screen} onSubmit={submit} noValidate>
        <div className={styles.top}>
          <Logo to="/onboarding" />
          {progress !== undefined && (
            <ProgressSteps
              current={progress}
              total={ONBOARDING_STEPS.length}
              labels={ONBOARDING_STEPS.map((step) => t(step))}
            />
          )}
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
          <div>
            <h1 className={styles.headline}>{headline}</h1>
            {lead && <p className={styles.lead}>{lead}</p>}
          </div>
        </div>
        <div className={styles.body}>{children}</div>
        <div className={styles.actions}>
          {onNext && (
            <Button type="submit" disabled={nextDisabled} loading={busy}>
              {busy ? t`Please wait…` : (nextLabel ?? t`Next`)}
            </Button>
          )}
          {onPrevious && (
            <Button variant="secondary" onClick={onPrevious}>
              {previousLabel ?? t`Previous`}
            </Button>
          )}
          {footer}
        </div>
      </form>
    </Page>
  );
}
