import type { ComponentType } from 'react';
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
  title: string;
  description: string;
  to: string;
  Icon: ComponentType<{ size?: number }>;
}

/** The three trackers, each opening its dashboard tab. */
export const TOOLS: Tool[] = [
  {
    title: 'Vaccination',
    description: 'What is due, overdue and done, with reminders on WhatsApp.',
    to: '/dashboard?tab=home',
    Icon: SyringeIcon,
  },
  {
    title: 'Growth',
    description: 'Height and weight against the WHO growth standards.',
    to: '/dashboard?tab=health',
    Icon: GrowthIcon,
  },
  {
    title: 'Medical Records',
    description: 'Prescriptions and reports, safe in one place.',
    to: '/dashboard?tab=notifications',
    Icon: RecordIcon,
  },
];

export function ToolsPage() {
  return (
    <Page>
      <header>
        <Logo />
      </header>
      <h1 className={styles.heading}>Tools</h1>
      <p className={styles.lead}>Everything you keep for your child, one tap away.</p>
      <ul className={styles.cards}>
        {TOOLS.map(({ title, description, to, Icon }) => (
          <li key={title}>
            <Link to={to} className={styles.card}>
              <span className={styles.icon}>
                <Icon />
              </span>
              <span className={styles.text}>
                <span className={styles.title}>{title}</span>
                <span className={styles.description}>{description}</span>
              </span>
              <ChevronRightIcon />
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
