import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ProfileIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/Logo';
import { HEADER_TEXT } from '../strings';
import styles from './DashboardHeader.module.css';

interface DashboardHeaderProps {
  /** The selected child; null while loading or when there is none. */
  child: { name: string; age: string } | null;
  /** Opens the child switcher. */
  onSwitchChild?: () => void;
}

/** Logo, the selected child's name and age with the way to switch child, and the way to the profile. */
export function DashboardHeader({ child, onSwitchChild }: DashboardHeaderProps) {
  const { t } = useLingui();
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo />
        <Link to="/userprofile" aria-label={t(HEADER_TEXT.profile)} className={styles.profile}>
          <ProfileIcon size={26} />
        </Link>
      </div>
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
