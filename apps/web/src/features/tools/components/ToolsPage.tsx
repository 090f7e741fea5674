import type { ComponentType } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Page } from '../../../components/layout/Page';
import { Logo } from '../../../components/ui/Logo';
import {
  ChevronRightIcon,
  GrowthIcon,
  RecordIcon,
  SyringeIcon,
} from '../../../components/ui/icons';
import styles from './ToolsPage.module.css';

interface Tool {
  title: MessageDescriptor;
  description: MessageDescriptor;
  to: string;
  Icon: ComponentType<{ size?: number }>;
}

/** The three trackers, each opening its dashboard tab. */
export const TOOLS: Tool[] = [
  {
    title: msg`Vaccination`,
    description: msg`What is due, overdue and done, with reminders on WhatsApp.`,
    to: '/dashboard?tab=home',
    Icon: SyringeIcon,
  },
  {
    title: msg`Growth`,
    description: msg`Height and weight against the WHO growth standards.`,
    to: '/dashboard?tab=health',
    Icon: GrowthIcon,
  },
  {
    title: msg`Medical Records`,
    description: msg`Prescriptions and reports, safe in one place.`,
    to: '/dashboard?tab=notifications',
    Icon: RecordIcon,
  },
];

export function ToolsPage() {
  const { t } = useLingui();
  return (
    <Page>
      <header>
        <Logo />
      </header>
      <h1 className={styles.heading}>
        <Trans>Tools</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>Everything you keep for your child, one tap away.</Trans>
      </p>
      <ul className={styles.cards}>
        {TOOLS.map(({ title, description, to, Icon }) => (
          <li key={to}>
            <Link to={to} className={styles.card}>
              <span className={styles.icon}>
                <Icon />
              </span>
              <span className={styles.text}>
                <span className={styles.title}>{t(title)}</span>
                <span className={styles.description}>{t(description)}</span>
              </span>
              <ChevronRightIcon />
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
