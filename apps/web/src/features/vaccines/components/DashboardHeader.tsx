import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ProfileIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/Logo';
import { HEADER_TEXT } from '../strings';
import styles from './DashboardHeader.module.css';

interface DashboardHeaderProps {
  /** The selected child; null while loading or when there is none. */
  child: { name: string; age: string } | null;
  /** The children are still on their way: the child's row keeps its place, so nothing below moves. */
  loading?: boolean;
  /** Opens the child switcher. */
  onSwitchChild?: () => void;
}

/** Logo, the selected child's name and age with the way to switch child, and the way to the profile. */
export function DashboardHeader({ child, loading = false, onSwitchChild }: DashboardHeaderProps) {
  const { t } = useLingui();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo />
        <Link to="/userprofile" aria-label={t(HEADER_TEXT.profile)} className={styles.profile}>
          <ProfileIcon size={26} />
        </Link>
      </div>
      {!child && loading && (
        // The row's height, empty: on a slow network the screen was drawn before the children
        // came, and their row then pushed everything below it down (a layout shift).
        <div className={styles.child} aria-hidden="true" data-testid="child-row-placeholder">
          <span className={`${styles.avatar} ${styles.placeholder}`} />
          <div className={styles.who}>
            <div className={styles.name}>{'\u00a0'}</div>
            <p className={styles.age}>{'\u00a0'}</p>
          </div>
        </div>
      )}
      {child && (
        <div className={styles.child}>
          <span className={styles.avatar} aria-hidden="true">
            {child.name.trim().charAt(0).toUpperCase()}
          </span>
          <div className={styles.who}>
            <h1 className={styles.name}>{child.name}</h1>
            <p className={styles.age}>{child.age}</p>
          </div>
          {onSwitchChild && (
            <button type="button" className={styles.switch} onClick={onSwitchChild}>
              {t(HEADER_TEXT.switchChild)}
            </button>
          )}
        </div>
      )}
    </header>
  );
}
